import { eq, sql } from "drizzle-orm";
import { type AdminInterview, INTERVIEW_MESSAGES } from "../../../common/interviews";
import { type ApplicationStage, PIPELINE_STAGES } from "../../../common/recruiting";
import { db, type Transaction } from "../../db/client";
import { applications, interviews } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { parseInput } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";
import { moveApplicationToStage } from "../pipeline";
import { type InterviewInput, interviewInputSchema } from "./interview-input";
import {
  hasEnded,
  type InterviewRecord,
  type InterviewRow,
  loadInterviewRecord,
  toAdminInterview,
  toInvitation,
} from "./interview-records";
import { type InvitationKind, interviewInvitationEmail } from "./invitation-email";

/** Stages before 'interview': scheduling one moves the application on to it. */
const BEFORE_INTERVIEW: readonly ApplicationStage[] = PIPELINE_STAGES.slice(
  0,
  PIPELINE_STAGES.indexOf("interview"),
);
/** Stages an interview may be scheduled in: open ones up to the offer (a placed or closed application is done). */
const SCHEDULABLE: readonly ApplicationStage[] = [...BEFORE_INTERVIEW, "interview", "offer"];

/** Audits the change and emails the candidate the invitation (or its update or cancellation). */
async function announce(
  tx: Transaction,
  actor: AdminActor,
  kind: InvitationKind,
  before: InterviewRow | null,
  interviewId: string,
): Promise<AdminInterview> {
  const record: InterviewRecord = await loadInterviewRecord(tx, interviewId);
  const { candidateName, candidateEmail, candidateId, job, ...after } = record;
  await recordAudit(tx, actor, {
    action: `interview.${kind}`,
    entityType: "interview",
    entityId: interviewId,
    before,
    after,
  });
  await enqueueMail(tx, interviewInvitationEmail(toInvitation(record), kind));
  return toAdminInterview(record);
}

/**
 * A new interview for an application (201): validated (real IANA zone, future start, the format's
 * place), the candidate emailed an invite, and an application not yet at 'interview' moved there.
 * 404 for an unknown application; 409 for a placed, withdrawn or not-selected one.
 */
export function scheduleInterview(
  actor: AdminActor,
  applicationId: string,
  input: unknown,
): Promise<AdminInterview> {
  if (!isUuid(applicationId)) throw new NotFound(INTERVIEW_MESSAGES.applicationNotFound);
  const values = parseInput(interviewInputSchema, input);
  return db().transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("update");
    if (!application) throw new NotFound(INTERVIEW_MESSAGES.applicationNotFound);
    if (!SCHEDULABLE.includes(application.status)) throw new Conflict(INTERVIEW_MESSAGES.closedApplication);
    const [created] = await tx
      .insert(interviews)
      .values({ ...values, applicationId })
      .returning({ id: interviews.id });
    if (!created) throw new Error("The interview insert returned no row.");
    if (BEFORE_INTERVIEW.includes(application.status)) {
      await moveApplicationToStage(tx, {
        applicationId,
        toStage: "interview",
        actor: "recruiter",
        actorEmail: actor.email,
      });
    }
    return announce(tx, actor, "scheduled", null, created.id);
  });
}

/** Locks the interview for a change; a cancelled one or one already over can't change (409). */
async function lockChangeable(tx: Transaction, id: string): Promise<InterviewRow> {
  const { candidateName, candidateEmail, candidateId, job, ...row } = await loadInterviewRecord(tx, id, {
    forUpdate: true,
  });
  if (row.status === "cancelled") throw new Conflict(INTERVIEW_MESSAGES.cancelled);
  if (hasEnded(row)) throw new Conflict(INTERVIEW_MESSAGES.past);
  return row;
}

/**
 * New time or details (200): the sequence rises so calendars replace the event, and the candidate's
 * earlier answer no longer stands (back to pending). 400; 404; 409 when cancelled or over.
 */
export function rescheduleInterview(
  actor: AdminActor,
  id: string,
  values: InterviewInput,
): Promise<AdminInterview> {
  return db().transaction(async (tx) => {
    const before = await lockChangeable(tx, id);
    await tx
      .update(interviews)
      .set({
        ...values,
        sequence: sql`${interviews.sequence} + 1`,
        candidateResponse: "pending",
        candidateNote: null,
        respondedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, before.id));
    return announce(tx, actor, "rescheduled", before, before.id);
  });
}

/** Calls the interview off (200): status cancelled, sequence up, a METHOD:CANCEL invite sent. 404; 409. */
export function cancelInterview(actor: AdminActor, id: string): Promise<AdminInterview> {
  return db().transaction(async (tx) => {
    const before = await lockChangeable(tx, id);
    await tx
      .update(interviews)
      .set({ status: "cancelled", sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(interviews.id, before.id));
    return announce(tx, actor, "cancelled", before, before.id);
  });
}
