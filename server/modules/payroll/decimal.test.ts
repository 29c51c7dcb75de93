import { describe, expect, it } from "vitest";
import { computeEarnings, computeWithholding } from "./compute";
import { add, centsToMoney, compare, formatDecimal, multiply, parseDecimal, toCents } from "./decimal";

describe("payroll decimals", () => {
  it("reads, multiplies and rounds exactly, half-up to the cent", () => {
    expect(parseDecimal("12.340")).toEqual({ units: 12340n, scale: 3 });
    // 0.1 + 0.2 is exactly 0.3 here (it is not in floating point).
    expect(formatDecimal(add("0.1", "0.2"))).toBe("0.3");
    expect(toCents(multiply("33.25", "45.50"))).toBe(151288n); // 1512.875 → 1512.88
    expect(toCents("1.004")).toBe(100n);
    expect(toCents("1.005")).toBe(101n);
    expect(toCents("-1.005")).toBe(-101n);
    expect(centsToMoney(123456n)).toBe("1234.56");
    expect(centsToMoney(5n)).toBe("0.05");
    expect(centsToMoney(-5n)).toBe("-0.05");
    expect(compare("40", "40.00")).toBe(0);
    expect(compare("39.75", "40")).toBe(-1);
    expect(() => parseDecimal("1e3")).toThrow();
  });

  it("splits overtime per week and caps Social Security at the wage base", () => {
    const rates = { overtimeThresholdHours: "40.00", overtimeMultiplier: "1.50" };
    // 46 h at $22.35: 40 × 22.35 = 894.00 + 6 × 22.35 × 1.5 = 201.15 → 1,095.15.
    expect(computeEarnings([{ hours: "46.00" }], "22.35", rates)).toEqual({
      regularHours: "40.00",
      overtimeHours: "6.00",
      overtimeRate: "33.53",
      grossCents: 109515n,
    });
    const taxes = {
      federalRate: "0.1200",
      stateRate: "0.0000",
      socialSecurityRate: "0.0620",
      socialSecurityWageBase: "176100.00",
      medicareRate: "0.0145",
    };
    // $600.00 of the base left: 600 × 0.062 = 37.20; none left: 0; federal 1800 × 0.12 = 216.00.
    expect(computeWithholding(180000n, 17550000n, taxes)).toEqual({
      federal: 21600n,
      state: 0n,
      socialSecurity: 3720n,
      medicare: 2610n,
    });
    expect(computeWithholding(180000n, 17700000n, taxes).socialSecurity).toBe(0n);
  });
});
