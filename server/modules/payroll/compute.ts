import {
  add,
  centsToMoney,
  formatDecimal,
  max,
  min,
  multiply,
  parseDecimal,
  type Scaled,
  subtract,
  toCents,
} from "../../kernel/decimal";
import type { PayrollRates } from "./settings";

/** Cents of each year-to-date column, before or including a stub. */
export type YtdCents = {
  gross: bigint;
  federal: bigint;
  state: bigint;
  socialSecurity: bigint;
  medicare: bigint;
  deductions: bigint;
  net: bigint;
};

export const ZERO_YTD: YtdCents = {
  gross: 0n,
  federal: 0n,
  state: 0n,
  socialSecurity: 0n,
  medicare: 0n,
  deductions: 0n,
  net: 0n,
};

export type Earnings = {
  regularHours: string;
  overtimeHours: string;
  overtimeRate: string;
  grossCents: bigint;
};

/**
 * Hours and gross for a placement's weeks: each week's hours up to the threshold are regular, the
 * rest overtime; gross = regular × rate + overtime × rate × multiplier, rounded once to the cent
 * (half-up) from the exact product.
 */
export function computeEarnings(
  weeks: readonly { hours: string }[],
  payRate: string,
  rates: Pick<PayrollRates, "overtimeThresholdHours" | "overtimeMultiplier">,
): Earnings {
  let regular: Scaled = parseDecimal("0");
  let overtime: Scaled = parseDecimal("0");
  for (const week of weeks) {
    const weekRegular = min(week.hours, rates.overtimeThresholdHours);
    regular = add(regular, weekRegular);
    overtime = add(overtime, subtract(week.hours, weekRegular));
  }
  const exactGross = add(multiply(regular, payRate), multiply(overtime, payRate, rates.overtimeMultiplier));
  return {
    regularHours: formatDecimal({ units: toCents(regular), scale: 2 }),
    overtimeHours: formatDecimal({ units: toCents(overtime), scale: 2 }),
    overtimeRate: centsToMoney(toCents(multiply(payRate, rates.overtimeMultiplier))),
    grossCents: toCents(exactGross),
  };
}

export type Withholding = { federal: bigint; state: bigint; socialSecurity: bigint; medicare: bigint };

/**
 * Taxes on `grossCents`: flat federal and state rates, Medicare, and Social Security on the part
 * of gross still under the wage base given the year's earlier gross. Each rounded half-up to the cent.
 */
export function computeWithholding(
  grossCents: bigint,
  priorYtdGrossCents: bigint,
  rates: Pick<
    PayrollRates,
    "federalRate" | "stateRate" | "socialSecurityRate" | "socialSecurityWageBase" | "medicareRate"
  >,
): Withholding {
  const gross: Scaled = { units: grossCents, scale: 2 };
  const remainingBase = max(
    subtract(rates.socialSecurityWageBase, { units: priorYtdGrossCents, scale: 2 }),
    "0",
  );
  const taxable = min(gross, remainingBase);
  return {
    federal: toCents(multiply(gross, rates.federalRate)),
    state: toCents(multiply(gross, rates.stateRate)),
    socialSecurity: toCents(multiply(taxable, rates.socialSecurityRate)),
    medicare: toCents(multiply(gross, rates.medicareRate)),
  };
}

export const sumCents = (values: readonly bigint[]) => values.reduce((sum, value) => sum + value, 0n);

/**
 * The part of each deduction a stub can take from `availableCents` (gross less withholding), in
 * order: a deduction takes what is left when it would make net pay negative, and nothing once
 * nothing is left. Taxes always come first; net pay is never below zero.
 */
export function deductionsWithinPay<D extends { amount: string }>(
  deductions: readonly D[],
  availableCents: bigint,
): D[] {
  let left = availableCents > 0n ? availableCents : 0n;
  return deductions.map((deduction) => {
    const taken = toCents(deduction.amount) < left ? toCents(deduction.amount) : left;
    left -= taken;
    return { ...deduction, amount: centsToMoney(taken) };
  });
}
