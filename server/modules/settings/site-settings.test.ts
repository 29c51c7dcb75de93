import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { siteSettings } from "../../db/schema";
import { getSiteSettings } from "./site-settings";

const database = setupTestDatabase();

describe("getSiteSettings", () => {
  it("returns empty contact fields and the default business hours before any settings are saved", async () => {
    expect(await getSiteSettings()).toEqual({
      companyName: "Sunshine Staffing",
      address: null,
      contactPhone: null,
      contactEmail: null,
      businessHours: [
        { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
        { days: "Saturday – Sunday", hours: "Closed" },
      ],
      socialLinks: [],
    });
  });

  it("returns the stored row", async () => {
    await database
      .db()
      .insert(siteSettings)
      .values({
        companyName: "Sunshine Staffing",
        address: "1 Main St, Miami, FL",
        contactPhone: "(305) 555-0100",
        contactEmail: "hello@example.com",
        businessHours: [{ days: "Every day", hours: "Always" }],
        socialLinks: [{ network: "x", label: "X", url: "https://x.com/example" }],
      });
    expect(await getSiteSettings()).toMatchObject({
      address: "1 Main St, Miami, FL",
      contactPhone: "(305) 555-0100",
      contactEmail: "hello@example.com",
      businessHours: [{ days: "Every day", hours: "Always" }],
    });
  });
});
