import { describe, expect, it } from "vitest";
import { formatHours, hoursLabel, longDate } from "./formats";

describe("longDate", () => {
  it("spells a calendar date out, with the weekday when asked", () => {
    expect(longDate("2026-12-22")).toBe("December 22, 2026");
    expect(longDate("2026-01-01")).toBe("January 1, 2026");
    expect(longDate("2026-12-22", { weekday: true })).toBe("Tuesday, December 22, 2026");
  });
});

describe("formatHours", () => {
  it("drops trailing zeros and keeps at most two decimals", () => {
    expect(formatHours("40.00")).toBe("40");
    expect(formatHours("6.25")).toBe("6.25");
    expect(formatHours("0.10")).toBe("0.1");
    expect(formatHours(7.5)).toBe("7.5");
    expect(formatHours(8.333)).toBe("8.33");
  });

  it("does not group thousands, as a pay run's total hours were always written", () => {
    expect(formatHours("1234.50")).toBe("1234.5");
  });

  it("adds the unit for labels", () => {
    expect(hoursLabel(42.5)).toBe("42.5 h");
    expect(hoursLabel(0)).toBe("0 h");
  });
});
