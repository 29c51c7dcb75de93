/**
 * Exact decimal arithmetic for payroll: amounts, rates and hours are numeric strings from
 * PostgreSQL, read here as integers at a fixed scale (BigInt), never as floating point.
 */

/** A decimal as an integer count of 10^-scale units (e.g. "12.34" at scale 2 → 1234n). */
export type Scaled = { units: bigint; scale: number };

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Reads a decimal string exactly; throws on anything else (the database only gives decimals). */
export function parseDecimal(text: string): Scaled {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const units = BigInt(`${whole}${fraction}` || "0");
  return { units: sign ? -units : units, scale: fraction.length };
}

/** The same value at a larger scale. */
function rescale(value: Scaled, scale: number): bigint {
  if (scale < value.scale) throw new Error("rescale would lose digits");
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** The exact product of decimals (its scale is the sum of theirs). */
export function multiply(...factors: (Scaled | string)[]): Scaled {
  return factors
    .map((factor) => (typeof factor === "string" ? parseDecimal(factor) : factor))
    .reduce(
      (product, factor) => ({ units: product.units * factor.units, scale: product.scale + factor.scale }),
      {
        units: 1n,
        scale: 0,
      },
    );
}

/** The exact sum of decimals. */
export function add(...terms: (Scaled | string)[]): Scaled {
  const values = terms.map((term) => (typeof term === "string" ? parseDecimal(term) : term));
  const scale = Math.max(0, ...values.map((value) => value.scale));
  return { units: values.reduce((sum, value) => sum + rescale(value, scale), 0n), scale };
}

/** a − b, exactly. */
export function subtract(a: Scaled | string, b: Scaled | string): Scaled {
  const right = typeof b === "string" ? parseDecimal(b) : b;
  return add(a, { units: -right.units, scale: right.scale });
}

/** Compares two decimals: negative, zero or positive like a − b. */
export function compare(a: Scaled | string, b: Scaled | string): number {
  const difference = subtract(a, b).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function min(a: Scaled | string, b: Scaled | string): Scaled {
  const left = typeof a === "string" ? parseDecimal(a) : a;
  const right = typeof b === "string" ? parseDecimal(b) : b;
  return compare(left, right) <= 0 ? left : right;
}

export function max(a: Scaled | string, b: Scaled | string): Scaled {
  const left = typeof a === "string" ? parseDecimal(a) : a;
  const right = typeof b === "string" ? parseDecimal(b) : b;
  return compare(left, right) >= 0 ? left : right;
}

/** Rounds to cents, half away from zero (half-up for the non-negative amounts of payroll). */
export function toCents(value: Scaled | string): bigint {
  const decimal = typeof value === "string" ? parseDecimal(value) : value;
  if (decimal.scale <= 2) return rescale(decimal, 2);
  const divisor = 10n ** BigInt(decimal.scale - 2);
  const magnitude = decimal.units < 0n ? -decimal.units : decimal.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return decimal.units < 0n ? -rounded : rounded;
}

/** Cents as a money string, "1234.50". */
export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** A decimal as cents (exact when it has at most 2 decimals, otherwise rounded half-up). */
export const money = (value: Scaled | string): Scaled => ({ units: toCents(value), scale: 2 });

/** The decimal as a plain string at its own scale ("40.00", "0.0620"). */
export function formatDecimal(value: Scaled): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, "0");
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  return `${negative ? "-" : ""}${whole}${value.scale > 0 ? `.${fraction}` : ""}`;
}
