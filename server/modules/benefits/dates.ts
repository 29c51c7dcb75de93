import { todayInFlorida } from "../../../common/timesheets";

/** Calendar dates (YYYY-MM-DD) in the agency's time zone, Florida's. */
export { addDays } from "../../../common/timesheets";

/** Today's date where the agency works. */
export const agencyToday = todayInFlorida;

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
