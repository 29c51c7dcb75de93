/**
 * Money checks for benefit deductions: amounts are non-negative decimal strings ("1234.5",
 * "38.50") of at most two decimals. The arithmetic itself is payroll's exact decimal arithmetic.
 */
import { centsToMoney, multiply, toCents as roundToCents } from "../../kernel/decimal";

/** "1234.56" → 123456n; at most two decimals; a negative or malformed amount throws. */
export function toCents(amount: string): bigint {
  return roundToCents(checked(amount));
}

/** 123456n → "1234.56". */
export const fromCents = centsToMoney;

/** gross × percent / 100, rounded half-up to the cent ("1000.10", "4.00" → "40.00"; "333.33", "4.5" → "15.00"). */
export function percentOf(gross: string, percent: string): string {
  return centsToMoney(roundToCents(multiply(checked(gross), checked(percent), "0.01")));
}

/** The amount itself when it is a non-negative decimal of at most two (significant) decimals; else throws. */
function checked(amount: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a non-negative decimal: ${JSON.stringify(amount)}`);
  if ((match[2] ?? "").replace(/0+$/, "").length > 2) throw new Error(`more than 2 decimals: ${amount}`);
  return amount;
}
