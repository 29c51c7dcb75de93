import { describe, expect, it } from "vitest";
import { displayedInvoiceStatus } from "../../../common/invoices";
import { balanceOf, contractWeekAmount, placementFeeAmount, sumAmounts } from "./invoice-amounts";

describe("a contractor-week's amount", () => {
  it("bills hours over 40 at 1.5 × the rate and rounds the exact sum once to the cent", () => {
    // 40 × 37.25 = 1490.00; 5.5 × 37.25 × 1.5 = 5.5 × 55.875 = 307.3125; 1797.3125 → 1797.31
    expect(contractWeekAmount("45.50", "37.25")).toEqual({
      regularHours: "40.00",
      overtimeHours: "5.50",
      amount: "1797.31",
    });
  });

  it("has no overtime at 40 hours or fewer", () => {
    expect(contractWeekAmount("40.00", "68.00")).toEqual({
      regularHours: "40.00",
      overtimeHours: "0.00",
      amount: "2720.00",
    });
  });

  it("rounds half a cent up", () => {
    // 38.25 × 42.10 = 1599.80 + 10.525 = 1610.325 → 1610.33
    expect(contractWeekAmount("38.25", "42.10").amount).toBe("1610.33");
    // 0.25 × 10.10 = 2.525 → 2.53
    expect(contractWeekAmount("0.25", "10.10").amount).toBe("2.53");
  });

  it("prices a quarter hour of overtime", () => {
    // 40 × 33.33 = 1333.20; 1.75 × 33.33 × 1.5 = 1.75 × 49.995 = 87.49125; 1420.69125 → 1420.69
    expect(contractWeekAmount("41.75", "33.33").amount).toBe("1420.69");
  });
});

describe("a direct hire's placement fee", () => {
  it("is the salary × the percentage / 100 to the cent", () => {
    expect(placementFeeAmount("85000.00", "18.50")).toBe("15725.00");
    // 72,345.67 × 20% = 14,469.134 → 14,469.13
    expect(placementFeeAmount("72345.67", "20.00")).toBe("14469.13");
    // 50,000.10 × 12.25% = 6,125.01225 → 6,125.01; 10,000.02 × 22.5% = 2,250.0045 → 2,250.00
    expect(placementFeeAmount("50000.10", "12.25")).toBe("6125.01");
    expect(placementFeeAmount("10000.02", "22.50")).toBe("2250.00");
  });
});

describe("totals and balances", () => {
  it("adds and subtracts money exactly (0.1 + 0.2 is 0.30)", () => {
    expect(sumAmounts(["0.10", "0.20"])).toBe("0.30");
    expect(sumAmounts(["1797.31", "2720.00", "1610.33"])).toBe("6127.64");
    expect(balanceOf("6127.64", "6127.63")).toBe("0.01");
    expect(sumAmounts([])).toBe("0.00");
  });
});

describe("the shown status", () => {
  it("reads overdue for an open invoice past its due date, never for paid or void ones", () => {
    expect(displayedInvoiceStatus("open", "2026-11-25", "2026-11-26")).toBe("overdue");
    expect(displayedInvoiceStatus("open", "2026-11-26", "2026-11-26")).toBe("open");
    expect(displayedInvoiceStatus("paid", "2026-01-01", "2026-11-26")).toBe("paid");
    expect(displayedInvoiceStatus("void", "2026-01-01", "2026-11-26")).toBe("void");
  });
});
