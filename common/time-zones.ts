/**
 * Wall-clock times in any IANA zone, with Intl only (no time-zone library): what a person types or
 * picks in a zone becomes one instant, and back again. Interviews and consultations use it; the
 * browser shows consultation slots with it too.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})$/;
/** Zone names are words joined by "/", "_" or "-" (America/Port-au-Prince); never an offset like "+05:00". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone by this name (America/New_York yes; "Florida", "+05:00" no). */
export function isIanaTimeZone(value: string): boolean {
  if (value.length > 64 || !ZONE_NAME.test(value)) return false;
  try {
    formatFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time in the zone at an instant ("2026-12-08", "10:00"). */
export function toZonedLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = formatFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

function wallClockAsUtc(instant: number, timeZone: string): number {
  const { date, time } = toZonedLocal(new Date(instant), timeZone);
  const [, y, mo, d] = LOCAL_DATE.exec(date)?.map(Number) ?? [];
  const [, h, mi] = LOCAL_TIME.exec(time)?.map(Number) ?? [];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

/**
 * "2026-12-08" and "10:00" as read in the zone → the instant; null for text that is no such time
 * (a bad date, or a time the spring DST change skips there).
 */
export function fromZonedLocal(date: string, time: string, timeZone: string): Date | null {
  const dateMatch = LOCAL_DATE.exec(date);
  const timeMatch = LOCAL_TIME.exec(time);
  if (!dateMatch || !timeMatch || !isIanaTimeZone(timeZone)) return null;
  const [, y, mo, d] = dateMatch.map(Number);
  const [, h, mi] = timeMatch.map(Number);
  const naive = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // Shift by the zone's offset at that moment, then once more in case the shift crossed a DST change.
  let instant = naive - (wallClockAsUtc(naive, timeZone) - naive);
  instant = naive - (wallClockAsUtc(instant, timeZone) - instant);
  const result = new Date(instant);
  const back = toZonedLocal(result, timeZone);
  return back.date === date && back.time === time ? result : null;
}
