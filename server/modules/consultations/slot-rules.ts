/**
 * The slot rules as pure functions: given the staff's hours, time off and consultations, the holidays
 * and the bounds, which starts are open and for whom. No clock, no database: the callers pass both in,
 * so every rule is tested on its own and the benchmark measures exactly this.
 */
import {
  BUFFER_MINUTES,
  BUSINESS_HOURS,
  BUSINESS_TIME_ZONE,
  SLOT_STEP_MINUTES,
  type WeeklyHours,
} from "../../../common/consultations";
import { fromZonedLocal, toZonedLocal } from "../../../common/time-zones";
import { addDays } from "../../../common/timesheets";

const MINUTE = 60_000;

/** Milliseconds since the epoch, [start, end). */
export type Span = { start: number; end: number };

export type StaffAvailability = {
  id: string;
  weeklyHours: WeeklyHours;
  timeOff: readonly Span[];
  /** Each consultation not cancelled, from its start to the end of its buffer, sorted by start (never overlapping). */
  blocked: readonly Span[];
};

export type SlotRulesInput = {
  durationMinutes: number;
  staff: readonly StaffAvailability[];
  /** Company holidays, as Eastern dates. */
  holidays: ReadonlySet<string>;
  /** The earliest start offered (now + notice) and the first start no longer offered (end of the window). */
  earliest: number;
  latest: number;
};

/** An open start and the staff members free then, in the order given. */
export type OpenStart = { start: number; staffIds: string[] };

/** "09:30" → 570. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The instant of Eastern midnight as business hours count from it, for a date. Daylight saving changes
 * at 2:00 AM, so from 3:00 AM on a day's offset is that of its business hours: midnight is taken as 9:00
 * minus nine hours, which is right for every business minute even on the two change days.
 */
function businessDayOrigin(date: string): number {
  const nine = fromZonedLocal(date, "09:00", BUSINESS_TIME_ZONE);
  if (!nine) throw new Error(`No 9:00 AM Eastern on ${date}.`);
  return nine.getTime() - 9 * 60 * MINUTE;
}

/**
 * Whether any span overlaps [start, end); spans sorted by start. A binary search finds the last span
 * starting before `end`; when the spans cannot overlap each other (a staff member's consultations, by the
 * database's constraint) it is the only one that can reach `start`, otherwise (time off, a handful) every
 * earlier one is looked at.
 */
export function overlapsAny(spans: readonly Span[], start: number, end: number, disjoint = false): boolean {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((spans[middle] as Span).start < end) low = middle + 1;
    else high = middle;
  }
  const stop = disjoint ? Math.max(0, low - 1) : 0;
  for (let index = low - 1; index >= stop; index--) if ((spans[index] as Span).end > start) return true;
  return false;
}

/** The working ranges of a weekday, clipped to business hours, in minutes after Eastern midnight. */
function workingMinutes(weeklyHours: WeeklyHours, weekday: number): Span[] {
  const opens = minutesOf(BUSINESS_HOURS.opens);
  const closes = minutesOf(BUSINESS_HOURS.closes);
  const ranges = weeklyHours[String(weekday) as keyof WeeklyHours] ?? [];
  return ranges
    .map((range) => ({
      start: Math.max(opens, minutesOf(range.start)),
      end: Math.min(closes, minutesOf(range.end)),
    }))
    .filter((range) => range.end > range.start);
}

/**
 * Every open start between `earliest` and `latest`, in time order: on a business weekday that is no
 * holiday, on the slot grid, inside a staff member's hours (the whole consultation), clear of their time
 * off, and clear of their consultations with the buffer on both sides (the new one's buffer must not
 * reach the next, nor the previous one's reach the new one).
 */
export function openStarts(input: SlotRulesInput): OpenStart[] {
  const duration = input.durationMinutes * MINUTE;
  const buffer = BUFFER_MINUTES * MINUTE;
  const byStart = new Map<number, string[]>();
  const lastDate = toZonedLocal(new Date(input.latest), BUSINESS_TIME_ZONE).date;
  for (
    let date = toZonedLocal(new Date(input.earliest), BUSINESS_TIME_ZONE).date;
    date <= lastDate;
    date = addDays(date, 1)
  ) {
    const weekday = isoWeekday(date);
    if (!(BUSINESS_HOURS.weekdays as readonly number[]).includes(weekday) || input.holidays.has(date))
      continue;
    const origin = businessDayOrigin(date);
    for (const staff of input.staff) {
      for (const range of workingMinutes(staff.weeklyHours, weekday)) {
        const first = Math.ceil(range.start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
        for (let minute = first; minute + input.durationMinutes <= range.end; minute += SLOT_STEP_MINUTES) {
          const start = origin + minute * MINUTE;
          if (start < input.earliest || start >= input.latest) continue;
          const end = start + duration;
          if (overlapsAny(staff.timeOff, start, end)) continue;
          if (overlapsAny(staff.blocked, start, end + buffer, true)) continue;
          const free = byStart.get(start);
          if (free) free.push(staff.id);
          else byStart.set(start, [staff.id]);
        }
      }
    }
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([start, staffIds]) => ({ start, staffIds }));
}

/**
 * Whom 'first available' gives a start to: of the staff free then, the one with the fewest consultations
 * that Eastern day; ties go to the order given (the callers sort by name, so it is stable).
 */
export function leastBookedStaff(
  freeStaffIds: readonly string[],
  staff: readonly StaffAvailability[],
  start: number,
): string | null {
  const date = toZonedLocal(new Date(start), BUSINESS_TIME_ZONE).date;
  const origin = businessDayOrigin(date);
  const dayEnd = origin + 24 * 60 * MINUTE;
  let best: { id: string; count: number } | null = null;
  for (const id of freeStaffIds) {
    const blocked = staff.find((member) => member.id === id)?.blocked ?? [];
    const count = blocked.filter((span) => span.start >= origin && span.start < dayEnd).length;
    if (!best || count < best.count) best = { id, count };
  }
  return best?.id ?? null;
}
