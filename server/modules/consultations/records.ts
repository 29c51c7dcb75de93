/** A consultation row with its staff member, and how visitors and staff see it. */
import { eq } from "drizzle-orm";
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TYPE_INFO,
  OFFICES,
  REMINDER_MINUTES_BEFORE,
  type StaffConsultation,
  type VisitorConsultation,
} from "../../../common/consultations";
import type { Executor } from "../../db/client";
import { consultationStaff, consultations } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";

export type ConsultationRow = typeof consultations.$inferSelect;
export type StaffRow = typeof consultationStaff.$inferSelect;
export type ConsultationRecord = ConsultationRow & { staff: StaffRow };

/** The consultation and its staff member, locked for a change when asked; 404 for an unknown id. */
export async function loadConsultation(
  executor: Executor,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ConsultationRecord> {
  const query = executor
    .select({ consultation: consultations, staff: consultationStaff })
    .from(consultations)
    .innerJoin(consultationStaff, eq(consultationStaff.id, consultations.staffId))
    .where(eq(consultations.id, isUuid(id) ? id : "00000000-0000-0000-0000-000000000000"));
  const [found] = lock ? await query.for("update", { of: consultations }) : await query;
  if (!found) throw new NotFound(CONSULTATION_MESSAGES.bookingNotFound);
  return { ...found.consultation, staff: found.staff };
}

/** Where the visitor meets: the office address, or their own number for a call; video has its link. */
export function meetingPlace(record: ConsultationRecord): string | null {
  if (record.format === "in-person" && record.office) return OFFICES[record.office].address;
  if (record.format === "phone") return record.visitorPhone;
  return null;
}

export function visitorView(record: ConsultationRecord): VisitorConsultation {
  return {
    id: record.id,
    type: record.type,
    typeLabel: CONSULTATION_TYPE_INFO[record.type].label,
    status: record.status,
    start: record.startsAt.toISOString(),
    end: record.endsAt.toISOString(),
    timeZone: record.visitorTimeZone,
    staffName: record.staff.name,
    format: record.format,
    office: record.office,
    location: meetingPlace(record),
    meetingUrl: record.format === "video" ? record.staff.meetingUrl : null,
    name: record.visitorName,
    email: record.visitorEmail,
    phone: record.visitorPhone,
    company: record.visitorCompany,
    topic: record.topic,
  };
}

export function staffView(record: ConsultationRecord): StaffConsultation {
  return {
    ...visitorView(record),
    staffId: record.staffId,
    staffEmail: record.staff.email,
    notes: record.notes,
    cancelReason: record.cancelReason,
    candidateId: record.candidateId,
    clientCompanyId: record.clientCompanyId,
    sequence: record.sequence,
    createdAt: record.createdAt.toISOString(),
  };
}

/** When each reminder falls due for a start, at `now`: none for a moment already past. */
export function reminderDueTimes(
  startsAt: Date,
  now: Date,
): { dayReminderDueAt: Date | null; hourReminderDueAt: Date | null } {
  const due = (minutesBefore: number) => {
    const at = new Date(startsAt.getTime() - minutesBefore * 60_000);
    return at > now ? at : null;
  };
  const [dayBefore, hourBefore] = REMINDER_MINUTES_BEFORE;
  return { dayReminderDueAt: due(dayBefore), hourReminderDueAt: due(hourBefore) };
}
