import { describe, expect, it } from "vitest";
import { deductionAmount } from "./deductions";
import { fromCents, percentOf, toCents } from "./money";

describe("benefit money", () => {
  it("reads and writes dollars as integer cents", () => {
    expect(toCents("38.5")).toBe(3850n);
    expect(toCents("1234.56")).toBe(123456n);
    expect(toCents("7")).toBe(700n);
    expect(toCents("2.100")).toBe(210n);
    expect(fromCents(5n)).toBe("0.05");
    expect(fromCents(123456n)).toBe("1234.56");
    expect(() => toCents("1.234")).toThrow();
    expect(() => toCents("-1")).toThrow();
    expect(() => toCents("abc")).toThrow();
  });

  it("takes a percentage of gross rounded half-up to the cent, without floats", () => {
    expect(percentOf("1000.00", "4.00")).toBe("40.00");
    expect(percentOf("1000.10", "4")).toBe("40.00"); // 40.004 → 40.00
    expect(percentOf("1000.13", "4")).toBe("40.01"); // 40.0052 → 40.01
    expect(percentOf("12.50", "4")).toBe("0.50");
    expect(percentOf("1.25", "10")).toBe("0.13"); // 0.125 exactly → half-up
    expect(percentOf("0.35", "10")).toBe("0.04"); // 0.035 (a float would give 0.034999…)
    expect(percentOf("0.00", "4")).toBe("0.00");
    expect(percentOf("987654.32", "6.5")).toBe("64197.53"); // 64197.5308
  });

  it("uses the percentage only for a retirement plan that has one", () => {
    expect(
      deductionAmount({ kind: "retirement", costPerPeriod: "0", contributionPercent: "4.00" }, "812.50"),
    ).toBe("32.50");
    expect(
      deductionAmount({ kind: "medical", costPerPeriod: "38.50", contributionPercent: null }, "812.50"),
    ).toBe("38.50");
    expect(
      deductionAmount({ kind: "medical", costPerPeriod: "38.5", contributionPercent: "4.00" }, "812.50"),
    ).toBe("38.50");
    expect(
      deductionAmount({ kind: "retirement", costPerPeriod: "10.00", contributionPercent: null }, "812.50"),
    ).toBe("10.00");
  });
});
