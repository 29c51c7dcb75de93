/** Calendar dates (YYYY-MM-DD) in the agency's time zone, Florida's. */
const AGENCY_TIME_ZONE = "America/New_York";

/** Today's date where the agency works. */
export function agencyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: AGENCY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** "2026-11-22" + 30 → "2026-12-22". */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const value = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + days * 86_400_000);
  return value.toISOString().slice(0, 10);
}

/** "2026-12-22" → "December 22, 2026". */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
