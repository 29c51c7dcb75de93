import { describe, expect, it } from "vitest";
import { formatJobLocation, formatSalaryRange } from "./job-format";

describe("formatSalaryRange (SPEC §3)", () => {
  it("shows a yearly range as rounded thousands", () => {
    expect(formatSalaryRange({ min: 80_000, max: 120_000, period: "year" })).toBe("80k-120k");
    expect(formatSalaryRange({ min: 72_400, max: 89_600, period: "year" })).toBe("72k-90k");
  });

  it("shows an hourly range as dollars per hour", () => {
    expect(formatSalaryRange({ min: 25, max: 30, period: "hour" })).toBe("$25-$30/hr");
  });

  it("shows nothing unless both ends are present", () => {
    expect(formatSalaryRange({ min: 80_000, max: null, period: "year" })).toBeNull();
    expect(formatSalaryRange({ min: null, max: 120_000, period: "year" })).toBeNull();
    expect(formatSalaryRange({ min: null, max: null, period: "hour" })).toBeNull();
  });
});

describe("formatJobLocation", () => {
  it("reads city, state", () => {
    expect(formatJobLocation({ city: "Fort Lauderdale", state: "FL" })).toBe("Fort Lauderdale, FL");
  });
});
