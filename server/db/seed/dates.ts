/** Business time zone (ARCHITECTURE: business hours are America/New_York). */
export const BUSINESS_TIME_ZONE = "America/New_York";

const DAY_MS = 86_400_000;

const calendarDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The calendar date (YYYY-MM-DD) in Miami at the given instant. */
export function businessDate(instant: Date): string {
  return calendarDate.format(instant);
}

/** A calendar date shifted by whole days; pure date arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant when Miami wall clocks show `hour:minute` on `date`, daylight saving included.
 * The offset is read at a first guess and read again at the corrected instant, which settles it
 * even when the guess falls on the other side of a DST switch.
 */
export function businessTime(date: string, hour: number, minute = 0): Date {
  const [year, month, day] = parseDate(date);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetMs(new Date(wall));
  return new Date(wall - offsetMs(new Date(guess)));
}

/** How far Miami wall time is ahead of UTC at the instant (negative: -4 h or -5 h). */
function offsetMs(instant: Date): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}
