/** How calendar dates and hours read on pages, in emails and in PDFs: one wording for browser and server. */

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const LONG_DATE_WITH_WEEKDAY = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/**
 * "2026-12-22" → "December 22, 2026" ("Tuesday, December 22, 2026" with the weekday). A calendar date
 * has no time zone, so it reads the same on the server and in any visitor's browser.
 */
export function longDate(date: string, { weekday = false }: { weekday?: boolean } = {}): string {
  return (weekday ? LONG_DATE_WITH_WEEKDAY : LONG_DATE).format(new Date(`${date}T00:00:00Z`));
}

const HOURS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, useGrouping: false });

/** Hours as a number people read: 40 or "40.00" → "40", "6.25" → "6.25" (at most two decimals). */
export function formatHours(hours: number | string): string {
  return HOURS.format(Number(hours));
}

/** Hours with their unit: 42.5 → "42.5 h". */
export function hoursLabel(hours: number | string): string {
  return `${formatHours(hours)} h`;
}
