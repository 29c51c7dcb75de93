import { describe, expect, it } from "vitest";
import { add, centsToMoney, compare, formatDecimal, multiply, parseDecimal, toCents } from "./decimal";

describe("exact decimals", () => {
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
});
