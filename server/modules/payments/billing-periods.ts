/** Monthly billing periods and the proration of a plan change inside one, as both providers count them. */

/** The same day and time a month later in UTC; the 31st becomes the month's last day (Jan 31 → Feb 28). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export type ProrationInput = {
  fromMonthlyCents: number;
  toMonthlyCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the change takes effect. */
  at: Date;
};

export type Proration = {
  /** Credit for the old plan's unused time (zero or negative). */
  unusedCents: number;
  /** The new plan for the rest of the period (zero or positive). */
  remainingCents: number;
  /** What the change costs now: positive is charged, negative becomes credit for later invoices. */
  netCents: number;
  /** The share of the period left, 0–1. */
  remainingShare: number;
};

/**
 * Stripe's proration: by the second, the old plan's unused time is credited and the new plan's
 * remaining time charged, each rounded to the cent. A change at the period's end costs nothing.
 */
export function prorate({
  fromMonthlyCents,
  toMonthlyCents,
  periodStart,
  periodEnd,
  at,
}: ProrationInput): Proration {
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - at.getTime(), 0), length);
  const remainingShare = length > 0 ? left / length : 0;
  const unusedCents = -Math.round(fromMonthlyCents * remainingShare);
  const remainingCents = Math.round(toMonthlyCents * remainingShare);
  return {
    unusedCents: unusedCents || 0,
    remainingCents,
    netCents: unusedCents + remainingCents,
    remainingShare,
  };
}
