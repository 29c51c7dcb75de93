import { describe, expect, it } from "vitest";
import { fromZonedLocal, isIanaTimeZone, toZonedLocal } from "./time-zones";

describe("time zones", () => {
  it("knows real IANA zones and refuses anything else", () => {
    for (const zone of ["America/New_York", "America/Port-au-Prince", "Pacific/Honolulu", "UTC"]) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
    for (const zone of ["Florida/Miami", "+05:00", "", "America/New York", "../etc/passwd"]) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });

  it("reads wall-clock times in the zone, in winter and in summer", () => {
    expect(fromZonedLocal("2026-12-08", "10:00", "America/New_York")?.toISOString()).toBe(
      "2026-12-08T15:00:00.000Z",
    );
    expect(fromZonedLocal("2026-07-08", "10:00", "America/New_York")?.toISOString()).toBe(
      "2026-07-08T14:00:00.000Z",
    );
    expect(fromZonedLocal("2026-07-08", "10:00", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-07-08T04:30:00.000Z",
    );
    expect(toZonedLocal(new Date("2026-12-08T15:00:00Z"), "America/Los_Angeles")).toEqual({
      date: "2026-12-08",
      time: "07:00",
    });
  });

  it("refuses a time the spring change skips and a date that does not exist", () => {
    expect(fromZonedLocal("2026-03-08", "02:30", "America/New_York")).toBeNull();
    expect(fromZonedLocal("2026-02-30", "10:00", "America/New_York")).toBeNull();
    expect(fromZonedLocal("2026-12-08", "10:00", "Mars/Olympus")).toBeNull();
  });

  it("gives an instant for a 1:30 the autumn change repeats", () => {
    expect(fromZonedLocal("2026-11-01", "01:30", "America/New_York")?.toISOString()).toMatch(
      /^2026-11-01T0[56]:30:00\.000Z$/,
    );
  });
});
