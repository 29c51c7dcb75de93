import { describe, expect, it } from "vitest";
import { clockLabel, isEastern, shortTimeInZone, timeZoneChoices, zoneName } from "./zoned-times";

describe("the booking pages' time words", () => {
  it("reads the server's 24-hour wall clocks as 12-hour times", () => {
    expect(["00:00", "09:05", "12:00", "12:30", "13:15", "23:45"].map(clockLabel)).toEqual([
      "12:00 AM",
      "9:05 AM",
      "12:00 PM",
      "12:30 PM",
      "1:15 PM",
      "11:45 PM",
    ]);
  });

  it("names a zone as it is at that instant, across the daylight-saving change", () => {
    expect(zoneName("America/Los_Angeles", "2026-03-06T17:00:00Z")).toBe("Pacific Standard Time");
    expect(zoneName("America/Los_Angeles", "2026-03-09T16:00:00Z")).toBe("Pacific Daylight Time");
    expect(zoneName("America/Phoenix", "2026-07-01T16:00:00Z")).toBe("Mountain Standard Time");
    expect(shortTimeInZone("2026-11-02T14:00:00Z", "America/New_York")).toBe("9:00 AM EST");
  });

  it("offers the visitor's own zone in the select when it is not among the usual ones", () => {
    expect(timeZoneChoices("America/Los_Angeles").some((zone) => zone.value === "America/Los_Angeles")).toBe(
      true,
    );
    expect(timeZoneChoices("Asia/Tokyo")[0]).toEqual({ value: "Asia/Tokyo", label: "Asia/Tokyo" });
    expect(timeZoneChoices("America/Argentina/Buenos_Aires")[0]?.label).toBe(
      "America/Argentina/Buenos Aires",
    );
    expect(isEastern("America/New_York")).toBe(true);
    expect(isEastern("America/Detroit")).toBe(false);
  });
});
