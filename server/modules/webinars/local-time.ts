import { WEBINAR_TIME_ZONE } from "./schedule";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: WEBINAR_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The wall-clock time in New York at an instant, as the fields of a UTC date. */
function wallClock(instant: Date): { text: string; asUtc: number } {
  const part = (type: string) => partsFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  const text = `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
  const [, y, mo, d, h, mi] = LOCAL.exec(text)?.map(Number) ?? [];
  return { text, asUtc: Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0) };
}

/** "2026-12-03T12:00" as read in New York → the instant, or null for text that is no such time. */
export function fromNewYorkLocal(local: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const naive = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // Shift by the zone's offset at that moment, then once more in case the shift crossed a DST change.
  let instant = naive - (wallClock(new Date(naive)).asUtc - naive);
  instant = naive - (wallClock(new Date(instant)).asUtc - instant);
  const result = new Date(instant);
  // A time skipped by the spring change (2:30 AM) does not exist there.
  return wallClock(result).text === local ? result : null;
}

/** An instant as New York wall-clock text for a datetime-local input. */
export function toNewYorkLocal(instant: Date): string {
  return wallClock(instant).text;
}
