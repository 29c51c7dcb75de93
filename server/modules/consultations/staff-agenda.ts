/** Staff's agenda and what they do with a consultation: outcome, cancel, move, link to a record; audited. */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { z } from "zod";
import { CLIENT_MESSAGES } from "../../../common/clients";
import type {
  agendaQuerySchema,
  consultationClientCompanySchema,
  consultationLinkSchema,
  consultationOutcomeSchema,
  staffCancelSchema,
  staffMoveSchema,
} from "../../../common/consultation-schemas";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_MESSAGES,
  type ConsultationAgenda,
  type StaffConsultation,
} from "../../../common/consultations";
import { fromZonedLocal } from "../../../common/time-zones";
import { addDays, mondayOf, todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { candidates, clientCompanies, consultationStaff, consultations } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type AdminActor, recordAudit } from "../audit";
import { createPendingCompany } from "../clients";
import { assertBookedAndAhead, type ChangeChannel, cancelConsultation, moveConsultation } from "./changes";
import { type ConsultationRecord, loadConsultation, staffView } from "./records";

const easternMidnight = (date: string) => fromZonedLocal(date, "00:00", BUSINESS_TIME_ZONE) as Date;

/** GET /api/admin/consultations/agenda: a day or a Monday–Sunday week of Eastern dates, every status, by start. */
export async function consultationAgenda(
  query: z.output<typeof agendaQuerySchema>,
): Promise<ConsultationAgenda> {
  const date = query.date ?? todayInFlorida();
  const from = query.view === "week" ? mondayOf(date) : date;
  const to = query.view === "week" ? addDays(from, 6) : date;
  const [rows, staff] = await Promise.all([
    db()
      .select({ consultation: consultations, staff: consultationStaff })
      .from(consultations)
      .innerJoin(consultationStaff, eq(consultationStaff.id, consultations.staffId))
      .where(
        and(
          gte(consultations.startsAt, easternMidnight(from)),
          lt(consultations.startsAt, easternMidnight(addDays(to, 1))),
          query.staff ? eq(consultations.staffId, query.staff) : undefined,
        ),
      )
      .orderBy(asc(consultations.startsAt), asc(consultationStaff.name)),
    db()
      .select({ id: consultationStaff.id, name: consultationStaff.name })
      .from(consultationStaff)
      .orderBy(asc(consultationStaff.name)),
  ]);
  return {
    view: query.view,
    from,
    to,
    staff,
    consultations: rows.map((row) => staffView({ ...row.consultation, staff: row.staff })),
  };
}

/** GET /api/admin/consultations/bookings/:id */
export async function getConsultationAsStaff(id: string): Promise<StaffConsultation> {
  return staffView(await loadConsultation(db(), id));
}

/** Audits a change to a consultation in its transaction (the staff member's row is left out of the entry). */
function audited(actor: AdminActor, action: string): ChangeChannel {
  return {
    assertChangeable: assertBookedAndAhead,
    record: (tx, before, after) => auditChange(tx, actor, action, before, after),
  };
}

async function auditChange(
  tx: Executor,
  actor: AdminActor,
  action: string,
  before: ConsultationRecord,
  after: ConsultationRecord,
): Promise<void> {
  const { staff: _beforeStaff, ...beforeRow } = before;
  const { staff: _afterStaff, ...afterRow } = after;
  await recordAudit(tx, actor, {
    action,
    entityType: "consultation",
    entityId: after.id,
    before: beforeRow,
    after: afterRow,
  });
}

/** Applies a change to the locked consultation and audits it; the change may refuse first. */
async function changeAsStaff(
  actor: AdminActor,
  id: string,
  action: string,
  change: (tx: Executor, record: ConsultationRecord) => Promise<Partial<typeof consultations.$inferInsert>>,
): Promise<StaffConsultation> {
  return db().transaction(async (tx) => {
    const before = await loadConsultation(tx, id, { lock: true });
    const values = await change(tx, before);
    await tx
      .update(consultations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(consultations.id, before.id));
    const after = await loadConsultation(tx, before.id);
    await auditChange(tx, actor, action, before, after);
    return staffView(after);
  });
}

/** POST …/bookings/:id/outcome: completed or no-show, with notes, once the consultation has begun. */
export function recordOutcome(
  actor: AdminActor,
  id: string,
  input: z.output<typeof consultationOutcomeSchema>,
): Promise<StaffConsultation> {
  return changeAsStaff(
    actor,
    id,
    `consultation.${input.status === "completed" ? "completed" : "no-show"}`,
    async (_tx, record) => {
      if (record.status === "cancelled") throw new Conflict(CONSULTATION_MESSAGES.notBooked);
      if (record.startsAt > new Date()) throw new Conflict(CONSULTATION_MESSAGES.notStarted);
      return { status: input.status, notes: input.notes, dayReminderDueAt: null, hourReminderDueAt: null };
    },
  );
}

/** POST …/bookings/:id/cancel: the visitor gets METHOD:CANCEL with the reason. */
export async function cancelAsStaff(
  actor: AdminActor,
  id: string,
  input: z.output<typeof staffCancelSchema>,
): Promise<StaffConsultation> {
  return staffView(
    await cancelConsultation(
      id,
      { cancelledBy: actor.email, reason: input.reason },
      audited(actor, "consultation.cancelled"),
    ),
  );
}

/** POST …/bookings/:id/move: the same rules as a visitor's reschedule; the visitor gets the update. */
export async function moveAsStaff(
  actor: AdminActor,
  id: string,
  input: z.output<typeof staffMoveSchema>,
): Promise<StaffConsultation> {
  return staffView(await moveConsultation(id, input, audited(actor, "consultation.moved")));
}

/** POST …/bookings/:id/link: to an existing candidate account or client company (404 if there is none). */
export function linkConsultation(
  actor: AdminActor,
  id: string,
  input: z.output<typeof consultationLinkSchema>,
): Promise<StaffConsultation> {
  return changeAsStaff(actor, id, "consultation.linked", async (tx) => {
    if (input.candidateId) {
      const [candidate] = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, input.candidateId));
      if (!candidate) throw new NotFound("Candidate not found.");
      return { candidateId: candidate.id };
    }
    const [company] = await tx
      .select({ id: clientCompanies.id })
      .from(clientCompanies)
      .where(eq(clientCompanies.id, input.clientCompanyId as string));
    if (!company) throw new NotFound(CLIENT_MESSAGES.notFound);
    return { clientCompanyId: company.id };
  });
}

/** POST …/bookings/:id/client-company: a pending client company made from the booking, linked to it. */
export async function createClientCompanyFromConsultation(
  actor: AdminActor,
  id: string,
  input: z.output<typeof consultationClientCompanySchema>,
): Promise<StaffConsultation> {
  return changeAsStaff(actor, id, "consultation.linked", async (tx, record) => {
    if (record.clientCompanyId) throw new Conflict(CONSULTATION_MESSAGES.alreadyLinked);
    const company = await createPendingCompany(tx, input);
    await recordAudit(tx, actor, {
      action: "client-company.created",
      entityType: "client-company",
      entityId: company.id,
      after: company,
    });
    return { clientCompanyId: company.id };
  });
}
