/** Open slots as the booking page asks for them: the slot rules over what the database holds. */
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { ConsultationSlotsQuery } from "../../../common/consultation-schemas";
import {
  BOOKING_WINDOW_DAYS,
  BUFFER_MINUTES,
  BUSINESS_TIME_ZONE,
  CONSULTATION_MESSAGES,
  CONSULTATION_TYPE_INFO,
  type ConsultationSlot,
  type ConsultationSlots,
  type ConsultationType,
  NOTICE_MINUTES,
} from "../../../common/consultations";
import { toZonedLocal } from "../../../common/time-zones";
import { addDays } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { companyHolidays, consultationStaff, consultations, consultationTimeOff } from "../../db/schema";
import { Invalid, NotFound } from "../../errors";
import { type OpenStart, openStarts, type Span, type StaffAvailability } from "./slot-rules";
import { staffBookings } from "./staff-bookings-cache";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The bounds of what may be booked at `now`: two hours' notice, thirty days ahead. */
export function bookingWindow(now: Date): Span {
  return { start: now.getTime() + NOTICE_MINUTES * MINUTE, end: now.getTime() + BOOKING_WINDOW_DAYS * DAY };
}

export type AvailabilityQuery = {
  type: ConsultationType;
  staffId: string | null;
  from: number;
  to: number;
  /** The consultation being moved, which must not stand in its own way. */
  ignoringConsultation?: string;
};

/**
 * What the rules need for the staff who take `type` (or the one chosen) between two instants: their
 * hours, their time off, the holidays, and their consultations, read with one query on the
 * no-overlap constraint's GiST index. Staff sorted by name, so first-available ties are stable.
 */
export async function loadAvailability(
  executor: Executor,
  { type, staffId, from, to, ignoringConsultation }: AvailabilityQuery,
): Promise<{ staff: StaffAvailability[]; holidays: Set<string> }> {
  const eligible = and(
    eq(consultationStaff.active, true),
    staffId ? eq(consultationStaff.id, staffId) : undefined,
    sql`${type} = ANY(${consultationStaff.types})`,
  );
  const eligibleIds = executor.select({ id: consultationStaff.id }).from(consultationStaff).where(eligible);
  // Three small reads at once; the staff are a subquery of the others rather than a round trip before.
  const [staffRows, timeOffRows, holidayRows] = await Promise.all([
    executor
      .select({
        id: consultationStaff.id,
        weeklyHours: consultationStaff.weeklyHours,
        bookingsVersion: consultationStaff.bookingsVersion,
      })
      .from(consultationStaff)
      .where(eligible)
      .orderBy(asc(consultationStaff.name), asc(consultationStaff.id)),
    executor
      .select({
        staffId: consultationTimeOff.staffId,
        startsAt: consultationTimeOff.startsAt,
        endsAt: consultationTimeOff.endsAt,
      })
      .from(consultationTimeOff)
      .where(
        and(
          inArray(consultationTimeOff.staffId, eligibleIds),
          gt(consultationTimeOff.endsAt, new Date(from)),
          lt(consultationTimeOff.startsAt, new Date(to)),
        ),
      )
      .orderBy(asc(consultationTimeOff.startsAt)),
    executor
      .select({ date: companyHolidays.date })
      .from(companyHolidays)
      .where(
        and(
          gte(companyHolidays.date, addDays(toZonedLocal(new Date(from), BUSINESS_TIME_ZONE).date, -1)),
          lte(companyHolidays.date, addDays(toZonedLocal(new Date(to), BUSINESS_TIME_ZONE).date, 1)),
        ),
      ),
  ]);
  const blockedByStaff = ignoringConsultation
    ? await bookingsIgnoring(executor, eligibleIds, ignoringConsultation)
    : await staffBookings(executor, staffRows);
  const staff = staffRows.map((row) => ({
    id: row.id,
    weeklyHours: row.weeklyHours,
    timeOff: timeOffRows
      .filter((off) => off.staffId === row.id)
      .map((off) => ({ start: off.startsAt.getTime(), end: off.endsAt.getTime() })),
    blocked: blockedByStaff.get(row.id) ?? [],
  }));
  return { staff, holidays: new Set(holidayRows.map((row) => row.date)) };
}

/**
 * The eligible staff's consultations bar the one being moved, read afresh (a move is rare, and the
 * kept copies hold the consultation in its old place).
 */
async function bookingsIgnoring(
  executor: Executor,
  eligibleIds: SQLWrapper,
  consultationId: string,
): Promise<Map<string, Span[]>> {
  const rows = await executor
    .select({
      staffId: consultations.staffId,
      startsAt: consultations.startsAt,
      endsAt: consultations.endsAt,
    })
    .from(consultations)
    .where(
      and(
        sql`consultation_blocked_range(${consultations.startsAt}, ${consultations.endsAt}) && tstzrange(now() - interval '2 days', NULL)`,
        sql`${consultations.status} <> 'cancelled'`,
        inArray(consultations.staffId, eligibleIds),
        ne(consultations.id, consultationId),
      ),
    )
    .orderBy(asc(consultations.startsAt));
  const spans = new Map<string, Span[]>();
  for (const row of rows) {
    const list = spans.get(row.staffId) ?? [];
    spans.set(row.staffId, list);
    list.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() + BUFFER_MINUTES * MINUTE });
  }
  return spans;
}

/** The open starts for a type (and staff member) from `from` to `to`, within the booking window at `now`. */
export async function findOpenStarts(
  executor: Executor,
  query: AvailabilityQuery & { ignoreBookings?: boolean },
  now: Date,
): Promise<{ starts: OpenStart[]; staff: StaffAvailability[] }> {
  const window = bookingWindow(now);
  const earliest = Math.max(window.start, query.from);
  const latest = Math.min(window.end, query.to);
  if (latest <= earliest) return { starts: [], staff: [] };
  // A consultation that started up to a day earlier (plus buffer) can still hold the first slots.
  const loaded = await loadAvailability(executor, { ...query, from: earliest - DAY, to: latest + DAY });
  const staff = query.ignoreBookings
    ? loaded.staff.map((member) => ({ ...member, blocked: [] }))
    : loaded.staff;
  const starts = openStarts({
    durationMinutes: CONSULTATION_TYPE_INFO[query.type].durationMinutes,
    staff,
    holidays: loaded.holidays,
    earliest,
    latest,
  });
  return { starts, staff };
}

/** A staff member who takes consultations, by id; 404 otherwise, or 400 when they do not take the type. */
export async function bookableStaff(
  executor: Executor,
  staffId: string,
  type: ConsultationType,
): Promise<void> {
  const [row] = await executor
    .select({ types: consultationStaff.types })
    .from(consultationStaff)
    .where(and(eq(consultationStaff.id, staffId), eq(consultationStaff.active, true)));
  if (!row) throw new NotFound(CONSULTATION_MESSAGES.staffNotFound);
  if (!row.types.includes(type))
    throw new Invalid(CONSULTATION_MESSAGES.staffNoType, { staff: CONSULTATION_MESSAGES.staffNoType });
}

function slotOf(start: number, durationMinutes: number, timeZone: string): ConsultationSlot {
  const instant = new Date(start);
  return {
    start: instant.toISOString(),
    end: new Date(start + durationMinutes * MINUTE).toISOString(),
    local: toZonedLocal(instant, timeZone),
    eastern: toZonedLocal(instant, BUSINESS_TIME_ZONE),
  };
}

/**
 * GET /api/consultations/slots: the open times in the visitor's zone, grouped by their local date,
 * between their dates `from` and `to` (today to the end of the window by default).
 */
export async function findConsultationSlots(
  query: ConsultationSlotsQuery,
  now = new Date(),
): Promise<ConsultationSlots> {
  if (query.staff) await bookableStaff(db(), query.staff, query.type);
  const window = bookingWindow(now);
  const from = query.from ?? toZonedLocal(now, query.timeZone).date;
  const to = query.to ?? toZonedLocal(new Date(window.end), query.timeZone).date;
  if (to < from) throw new Invalid(CONSULTATION_MESSAGES.range, { to: CONSULTATION_MESSAGES.range });
  // A local date spans at most 26 hours of instants in any zone: load a day either side, then filter.
  const { starts } = await findOpenStarts(
    db(),
    {
      type: query.type,
      staffId: query.staff,
      from: Date.parse(`${from}T00:00:00Z`) - DAY,
      to: Date.parse(`${to}T00:00:00Z`) + 2 * DAY,
    },
    now,
  );
  const duration = CONSULTATION_TYPE_INFO[query.type].durationMinutes;
  const days = new Map<string, ConsultationSlot[]>();
  for (const { start } of starts) {
    const slot = slotOf(start, duration, query.timeZone);
    if (slot.local.date < from || slot.local.date > to) continue;
    const list = days.get(slot.local.date);
    if (list) list.push(slot);
    else days.set(slot.local.date, [slot]);
  }
  return {
    type: query.type,
    staffId: query.staff,
    timeZone: query.timeZone,
    from,
    to,
    days: [...days.entries()].map(([date, slots]) => ({ date, slots })),
  };
}
