const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "a week ago" for one, "3 weeks ago" for more: Google Places' phrasing for review ages. */
function ago(count: number, unit: string, article = "a"): string {
  return count === 1 ? `${article} ${unit} ago` : `${count} ${unit}s ago`;
}

/**
 * How long ago `then` was, in the words Google shows on reviews ("a week ago", "2 weeks ago",
 * "3 months ago", "a year ago"). Each unit is whole and rounded down: 13 days is "a week ago".
 * A time in the future (clock skew) reads "just now".
 */
export function relativeTimeDescription(then: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour", "an");
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, "day");
  if (days < 30) return ago(Math.floor(days / 7), "week");
  // Months of 30 days, never "12 months": from day 365 it is a year.
  if (days < 365) return ago(Math.min(Math.floor(days / 30), 11), "month");
  return ago(Math.floor(days / 365), "year");
}
