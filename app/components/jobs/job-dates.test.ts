import { describe, expect, it } from "vitest";
import { agencyToday, formatJobDate, postedLabel } from "./job-dates";

describe("agencyToday", () => {
  it("is the calendar day in Miami, not in UTC", () => {
    expect(agencyToday(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
    expect(agencyToday(new Date("2026-07-04T16:00:00Z"))).toBe("2026-07-04");
  });
});

describe("postedLabel", () => {
  const today = "2026-03-31";

  it("counts days, then weeks, then gives the date", () => {
    expect(postedLabel("2026-03-31", today)).toBe("Posted today");
    expect(postedLabel("2026-03-30", today)).toBe("Posted yesterday");
    expect(postedLabel("2026-03-25", today)).toBe("Posted 6 days ago");
    expect(postedLabel("2026-03-24", today)).toBe("Posted 1 week ago");
    expect(postedLabel("2026-03-02", today)).toBe("Posted 4 weeks ago");
    expect(postedLabel("2026-03-01", today)).toBe("Posted on March 1, 2026");
  });

  it("crosses a daylight saving switch without losing or gaining a day", () => {
    expect(postedLabel("2026-03-07", "2026-03-09")).toBe("Posted 2 days ago");
  });

  it("dates a posting from the future rather than calling it old", () => {
    expect(postedLabel("2026-04-02", today)).toBe("Posted on April 2, 2026");
  });
});

describe("formatJobDate", () => {
  it("writes the calendar day as it is, whatever the machine's time zone", () => {
    expect(formatJobDate("2026-01-01")).toBe("January 1, 2026");
  });
});
