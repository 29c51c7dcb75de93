import { OVERTIME_MULTIPLIER, OVERTIME_THRESHOLD_HOURS } from "../../../common/invoices";
import {
  add,
  centsToMoney,
  formatDecimal,
  min,
  multiply,
  parseDecimal,
  subtract,
  toCents,
} from "../../kernel/decimal";

/** A contractor's billed week: hours split at the overtime threshold, and its amount to the cent. */
export type ContractWeekAmount = { regularHours: string; overtimeHours: string; amount: string };

const THRESHOLD = String(OVERTIME_THRESHOLD_HOURS);
const MULTIPLIER = String(OVERTIME_MULTIPLIER);

/**
 * regular × rate + overtime × rate × 1.5, rounded once (half-up) from the exact sum, so a line's
 * cents never depend on rounding its two parts separately.
 */
export function contractWeekAmount(totalHours: string, billRate: string): ContractWeekAmount {
  const regular = min(totalHours, THRESHOLD);
  const overtime = subtract(totalHours, regular);
  const exact = add(multiply(regular, billRate), multiply(overtime, billRate, MULTIPLIER));
  return {
    regularHours: formatDecimal(add(regular, "0.00")),
    overtimeHours: formatDecimal(add(overtime, "0.00")),
    amount: centsToMoney(toCents(exact)),
  };
}

/** A direct hire's fee: first-year salary × percent / 100, to the cent (half-up). */
export function placementFeeAmount(annualSalary: string, feePercent: string): string {
  return centsToMoney(toCents(multiply(annualSalary, feePercent, "0.01")));
}

/** The sum of money strings, exactly. */
export function sumAmounts(amounts: readonly string[]): string {
  return centsToMoney(toCents(add("0", ...amounts)));
}

/** total − paid, exactly. */
export function balanceOf(total: string, paid: string): string {
  return centsToMoney(toCents(subtract(total, paid)));
}

/** Whether a money string is zero. */
export const isZero = (amount: string): boolean => parseDecimal(amount).units === 0n;
