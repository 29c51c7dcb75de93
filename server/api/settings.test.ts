import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { siteSettings } from "../db/schema";
import { DEMO_SETTINGS } from "../db/seed/settings-data";

const database = setupTestDatabase();
const app = setupTestApp();

const get = (path: string) => fetch(`${app.url}${path}`);

beforeEach(async () => {
  await database.db().execute(sql`TRUNCATE site_settings`);
});

describe("GET /api/website-settings", () => {
  it("returns every public setting of the stored row", async () => {
    await database.db().insert(siteSettings).values(DEMO_SETTINGS);
    const response = await get("/api/website-settings");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      companyName: "Sunshine Staffing",
      address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
      contactPhone: "(305) 555-0142",
      contactEmail: "info@sunshinestaffing.example",
      businessHours: DEMO_SETTINGS.businessHours,
      socialLinks: DEMO_SETTINGS.socialLinks,
    });
  });

  it("returns the brand name, null contact fields and default hours before settings are saved", async () => {
    const response = await get("/api/website-settings");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
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

  it("lets clients and shared caches keep it for 5 minutes (SPEC §9)", async () => {
    const response = await get("/api/website-settings");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("shows an admin's change on the next uncached request", async () => {
    await database.db().insert(siteSettings).values(DEMO_SETTINGS);
    await database.db().update(siteSettings).set({ contactPhone: "(305) 555-0199" });
    expect(await (await get("/api/website-settings")).json()).toMatchObject({
      contactPhone: "(305) 555-0199",
    });
  });
});

describe("GET /api/site-settings (SPEC §7's site-settings call)", () => {
  it("returns only the contact fields", async () => {
    await database.db().insert(siteSettings).values(DEMO_SETTINGS);
    const response = await get("/api/site-settings");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
      contactPhone: "(305) 555-0142",
      contactEmail: "info@sunshinestaffing.example",
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("returns nulls before settings are saved, so the page shows SPEC's fallbacks", async () => {
    const response = await get("/api/site-settings");
    expect(await response.json()).toEqual({ address: null, contactPhone: null, contactEmail: null });
  });

  it("returns null for a field an admin left empty", async () => {
    await database
      .db()
      .insert(siteSettings)
      .values({ companyName: "Sunshine Staffing", contactPhone: "(305) 555-0100" });
    expect(await (await get("/api/site-settings")).json()).toEqual({
      address: null,
      contactPhone: "(305) 555-0100",
      contactEmail: null,
    });
  });
});

describe("other API responses", () => {
  it("stay uncacheable", async () => {
    const response = await get("/api/no-such-endpoint");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
