/** Staff's booking settings (who takes which types, weekly hours, time off, meeting link) and company holidays; audited. */

import { and, asc, eq, gte } from "drizzle-orm";
import type { z } from "zod";
import type { holidaySchema, staffScheduleSchema, timeOffSchema } from "../../../common/consultation-schemas";
import {
  BOOKING_WINDOW_DAYS,
  BUSINESS_TIME_ZONE,
  CONSULTATION_FORMAT_LABELS,
  CONSULTATION_FORMATS,
  CONSULTATION_MESSAGES,
  CONSULTATION_TYPE_INFO,
  CONSULTATION_TYPES,
  type CompanyHoliday,
  type ConsultationOptions,
  NOTICE_MINUTES,
  OFFICE_IDS,
  OFFICES,
  type StaffSchedule,
} from "../../../common/consultations";
import { db, type Executor } from "../../db/client";
import { companyHolidays, consultationStaff, consultationTimeOff } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { isUniqueViolation } from "../../kernel/unique-violation";
import { type AdminActor, recordAudit } from "../audit";
import type { StaffRow } from "./records";

type StaffScheduleValues = z.output<typeof staffScheduleSchema>;
type TimeOffValues = z.output<typeof timeOffSchema>;
type HolidayValues = z.output<typeof holidaySchema>;

const NO_ID = "00000000-0000-0000-0000-000000000000";
const idOrNone = (id: string) => (isUuid(id) ? id : NO_ID);

/** GET /api/consultations/options: what the booking page offers, with the active staff by name. */
export async function consultationOptions(): Promise<ConsultationOptions> {
  const staff = await db()
    .select({ id: consultationStaff.id, name: consultationStaff.name, types: consultationStaff.types })
    .from(consultationStaff)
    .where(eq(consultationStaff.active, true))
    .orderBy(asc(consultationStaff.name), asc(consultationStaff.id));
  return {
    types: CONSULTATION_TYPES.map((value) => {
      const { label, summary, durationMinutes } = CONSULTATION_TYPE_INFO[value];
      return { value, label, summary, durationMinutes };
    }),
    staff: staff.filter((member) => member.types.length > 0),
    formats: CONSULTATION_FORMATS.map((value) => ({ value, label: CONSULTATION_FORMAT_LABELS[value] })),
    offices: OFFICE_IDS.map((value) => ({ value, ...OFFICES[value] })),
    businessTimeZone: BUSINESS_TIME_ZONE,
    windowDays: BOOKING_WINDOW_DAYS,
    noticeMinutes: NOTICE_MINUTES,
  };
}

async function scheduleOf(executor: Executor, row: StaffRow): Promise<StaffSchedule> {
  // Time off that has ended is history; the console shows what still matters.
  const timeOff = await executor
    .select()
    .from(consultationTimeOff)
    .where(and(eq(consultationTimeOff.staffId, row.id), gte(consultationTimeOff.endsAt, new Date())))
    .orderBy(asc(consultationTimeOff.startsAt));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    types: row.types,
    weeklyHours: row.weeklyHours,
    meetingUrl: row.meetingUrl,
    timeOff: timeOff.map((off) => ({
      id: off.id,
      startsAt: off.startsAt.toISOString(),
      endsAt: off.endsAt.toISOString(),
      note: off.note,
    })),
  };
}

async function staffRow(executor: Executor, id: string, lock = false): Promise<StaffRow> {
  const query = executor
    .select()
    .from(consultationStaff)
    .where(eq(consultationStaff.id, idOrNone(id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFound(CONSULTATION_MESSAGES.staffNotFound);
  return row;
}

/** GET /api/admin/consultations/staff */
export async function listStaffSchedules(): Promise<StaffSchedule[]> {
  const rows = await db().select().from(consultationStaff).orderBy(asc(consultationStaff.name));
  return Promise.all(rows.map((row) => scheduleOf(db(), row)));
}

async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(CONSULTATION_MESSAGES.staffEmailTaken);
    throw error;
  }
}

/** POST /api/admin/consultations/staff */
export function createStaffSchedule(actor: AdminActor, values: StaffScheduleValues): Promise<StaffSchedule> {
  return withUniqueEmail(() =>
    db().transaction(async (tx) => {
      const [row] = await tx.insert(consultationStaff).values(values).returning();
      if (!row) throw new Error("The staff insert returned no row.");
      await recordAudit(tx, actor, {
        action: "consultation-staff.created",
        entityType: "consultation-staff",
        entityId: row.id,
        after: row,
      });
      return scheduleOf(tx, row);
    }),
  );
}

/** PUT /api/admin/consultations/staff/:id. Booked consultations stay; new slots follow the new hours. */
export function updateStaffSchedule(
  actor: AdminActor,
  id: string,
  values: StaffScheduleValues,
): Promise<StaffSchedule> {
  return withUniqueEmail(() =>
    db().transaction(async (tx) => {
      const before = await staffRow(tx, id, true);
      const [after] = await tx
        .update(consultationStaff)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(consultationStaff.id, before.id))
        .returning();
      if (!after) throw new NotFound(CONSULTATION_MESSAGES.staffNotFound);
      await recordAudit(tx, actor, {
        action: "consultation-staff.updated",
        entityType: "consultation-staff",
        entityId: id,
        before,
        after,
      });
      return scheduleOf(tx, after);
    }),
  );
}

/** POST /api/admin/consultations/staff/:id/time-off */
export async function addTimeOff(
  actor: AdminActor,
  id: string,
  values: TimeOffValues,
): Promise<StaffSchedule> {
  return db().transaction(async (tx) => {
    const staff = await staffRow(tx, id, true);
    const [row] = await tx
      .insert(consultationTimeOff)
      .values({ staffId: staff.id, startsAt: values.startsAt, endsAt: values.endsAt, note: values.note })
      .returning();
    await recordAudit(tx, actor, {
      action: "consultation-time-off.created",
      entityType: "consultation-staff",
      entityId: staff.id,
      after: row,
    });
    return scheduleOf(tx, staff);
  });
}

/** DELETE /api/admin/consultations/staff/:id/time-off/:timeOffId (the time off must be that staff member's). */
export async function removeTimeOff(
  actor: AdminActor,
  id: string,
  timeOffId: string,
): Promise<StaffSchedule> {
  return db().transaction(async (tx) => {
    const staff = await staffRow(tx, id, true);
    const [removed] = await tx
      .delete(consultationTimeOff)
      .where(and(eq(consultationTimeOff.id, idOrNone(timeOffId)), eq(consultationTimeOff.staffId, staff.id)))
      .returning();
    if (!removed) throw new NotFound("Time off not found.");
    await recordAudit(tx, actor, {
      action: "consultation-time-off.deleted",
      entityType: "consultation-staff",
      entityId: staff.id,
      before: removed,
    });
    return scheduleOf(tx, staff);
  });
}

const holidayOf = (row: typeof companyHolidays.$inferSelect): CompanyHoliday => ({
  id: row.id,
  date: row.date,
  name: row.name,
});

/** GET /api/admin/consultations/holidays: from a year ago on, by date. */
export async function listHolidays(): Promise<CompanyHoliday[]> {
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const rows = await db()
    .select()
    .from(companyHolidays)
    .where(gte(companyHolidays.date, yearAgo))
    .orderBy(asc(companyHolidays.date));
  return rows.map(holidayOf);
}

/** POST /api/admin/consultations/holidays. Consultations already booked that day stay (staff move them). */
export async function addHoliday(actor: AdminActor, values: HolidayValues): Promise<CompanyHoliday> {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx.insert(companyHolidays).values(values).returning();
      if (!row) throw new Error("The holiday insert returned no row.");
      await recordAudit(tx, actor, {
        action: "company-holiday.created",
        entityType: "company-holiday",
        entityId: row.id,
        after: row,
      });
      return holidayOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(CONSULTATION_MESSAGES.holidayTaken);
    throw error;
  }
}

/** DELETE /api/admin/consultations/holidays/:id */
export async function removeHoliday(actor: AdminActor, id: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyHolidays)
      .where(eq(companyHolidays.id, idOrNone(id)))
      .returning();
    if (!removed) throw new NotFound("Holiday not found.");
    await recordAudit(tx, actor, {
      action: "company-holiday.deleted",
      entityType: "company-holiday",
      entityId: id,
      before: removed,
    });
  });
}
