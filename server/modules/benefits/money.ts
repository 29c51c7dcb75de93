/**
 * Exact money arithmetic for benefit deductions: amounts are decimal strings ("1234.5", "38.50")
 * turned into integer cents, never floats.
 */

/** "1234.56" → 123456n; at most two decimals; a negative or malformed amount throws. */
export function toCents(amount: string): bigint {
  return scaledInteger(amount, 2);
}

/** 123456n → "1234.56". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const value = negative ? -cents : cents;
  const whole = value / 100n;
  const rest = (value % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${rest}`;
}

/** gross × percent / 100, rounded half-up to the cent ("1000.10", "4.00" → "40.00"; "333.33", "4.5" → "15.00"). */
export function percentOf(gross: string, percent: string): string {
  const grossCents = toCents(gross);
  const hundredths = scaledInteger(percent, 2); // 4.50% → 450
  // cents × hundredths-of-a-percent / 10,000 = cents; add half the divisor to round half-up.
  return fromCents((grossCents * hundredths + 5_000n) / 10_000n);
}

function scaledInteger(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a non-negative decimal: ${JSON.stringify(amount)}`);
  const [, whole = "0", fraction = ""] = match;
  if (fraction.replace(/0+$/, "").length > decimals) {
    throw new Error(`more than ${decimals} decimals: ${amount}`);
  }
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
}
