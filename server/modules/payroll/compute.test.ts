import { describe, expect, it } from "vitest";
import { computeEarnings, computeWithholding } from "./compute";

describe("payroll computation", () => {
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
