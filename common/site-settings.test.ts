import { describe, expect, it } from "vitest";
import { contactDetails, telHref } from "./site-settings";

describe("contactDetails", () => {
  it("falls back to SPEC's phone and the info email while settings are missing", () => {
    expect(contactDetails(undefined)).toEqual({
      address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
      phone: "(555) 123-4567",
      email: "info@sunshinestaffing.example",
    });
  });

  it("uses stored values and falls back field by field", () => {
    expect(contactDetails({ contactPhone: "(305) 555-0142", contactEmail: "", address: null })).toEqual({
      address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
      phone: "(305) 555-0142",
      email: "info@sunshinestaffing.example",
    });
  });
});

describe("telHref", () => {
  it("makes a dialable US number", () => {
    expect(telHref("(305) 555-0142")).toBe("tel:+13055550142");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});
