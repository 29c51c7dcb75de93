import { longDate } from "../../../common/formats";

/** Today's date in Miami, e.g. "2026-11-22". */
export { todayInFlorida as agencyToday } from "../../../common/timesheets";

/**
 * Jobs are dated in calendar days (YYYY-MM-DD) of the agency's time zone. "Today" comes from the
 * loader, so the server and the browser print the same words whatever the visitor's clock says.
 */
const DAY_MS = 86_400_000;
/** Older postings show their date rather than "5 weeks ago". */
const RELATIVE_UP_TO_DAYS = 30;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** "November 22, 2026" */
export function formatJobDate(date: string): string {
  return longDate(date);
}

/** "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 weeks ago", "Posted on March 3, 2026". */
export function postedLabel(postedOn: string, today: string): string {
  const days = dayNumber(today) - dayNumber(postedOn);
  if (days === 0) return "Posted today";
  if (days === 1) return "Posted yesterday";
  if (days > 1 && days < 7) return `Posted ${days} days ago`;
  if (days >= 7 && days < RELATIVE_UP_TO_DAYS) {
    const weeks = Math.floor(days / 7);
    return `Posted ${weeks} ${weeks === 1 ? "week" : "weeks"} ago`;
  }
  return `Posted on ${formatJobDate(postedOn)}`;
}
