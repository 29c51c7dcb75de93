import { and, asc, eq, sql } from "drizzle-orm";
import { SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import {
  type CandidateInterview,
  type CandidateInterviews,
  INTERVIEW_MESSAGES,
} from "../../../common/interviews";
import { db, type Executor } from "../../db/client";
import { applications, interviews } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { isUuid } from "../../kernel/ids";
import { invalidFields } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import type { ChooseInterviewTime } from "./employer-interview-input";
import { announceToAllParties } from "./employer-interviews";
import type { RescheduleRequest } from "./interview-input";
import {
  hasEnded,
  type InterviewRecord,
  selectInterviewRecords,
  toCandidateInterview,
  toInvitation,
  toRecord,
} from "./interview-records";
import { interviewCalendar } from "./invitation-email";
import { recruiterAddressFor, rescheduleRequestEmail } from "./reschedule-request-email";

/** Only interviews of the session's own applications; anyone else's id is as unknown as a wrong one (404). */
async function ownInterview(
  executor: Executor,
  session: CandidateSession,
  id: string,
  { forUpdate = false } = {},
): Promise<InterviewRecord> {
  if (!isUuid(id)) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  const query = selectInterviewRecords(executor).where(
    and(eq(interviews.id, id), eq(applications.candidateId, session.candidateId)),
  );
  const [row] = forUpdate ? await query.for("update", { of: interviews }) : await query;
  if (!row) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  return toRecord(row);
}

/** The candidate's interviews: upcoming (not yet over) soonest first, past latest first. */
export async function listCandidateInterviews(session: CandidateSession): Promise<CandidateInterviews> {
  const rows = await selectInterviewRecords(db())
    .where(eq(applications.candidateId, session.candidateId))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  const now = new Date();
  const all = rows.map(toRecord);
  return {
    upcoming: all.filter((record) => !hasEnded(record, now)).map(toCandidateInterview),
    past: all
      .filter((record) => hasEnded(record, now))
      .reverse()
      .map(toCandidateInterview),
  };
}

/** The interview's current .ics (its latest sequence; a cancelled one as METHOD:CANCEL). */
export async function candidateInterviewCalendar(
  session: CandidateSession,
  id: string,
): Promise<{ fileName: string; ics: string }> {
  const record = await ownInterview(db(), session, id);
  return {
    fileName: "interview.ics",
    ics: interviewCalendar(toInvitation(record), record.status === "cancelled"),
  };
}

/** A cancelled interview or one already over takes no answer (409); a requested one needs a time picked first. */
function refuseClosed(record: InterviewRecord) {
  if (record.status === "cancelled") throw new Conflict(INTERVIEW_MESSAGES.cancelled);
  if (record.status === "requested") throw new Conflict(SUBMISSION_MESSAGES.proposedTimeRequired);
  if (hasEnded(record)) throw new Conflict(INTERVIEW_MESSAGES.past);
}

async function respond(
  session: CandidateSession,
  id: string,
  answer: { candidateResponse: "confirmed" | "reschedule_requested"; candidateNote: string | null },
): Promise<CandidateInterview> {
  return db().transaction(async (tx) => {
    const record = await ownInterview(tx, session, id, { forUpdate: true });
    refuseClosed(record);
    const [updated] = await tx
      .update(interviews)
      .set({ ...answer, respondedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(interviews.id, record.id))
      .returning();
    if (answer.candidateResponse === "reschedule_requested" && answer.candidateNote) {
      const to = await recruiterAddressFor(tx, record.id);
      await enqueueMail(tx, rescheduleRequestEmail(record, answer.candidateNote, to));
    }
    return toCandidateInterview({ ...record, ...updated });
  });
}

/** POST .../confirm: the candidate will attend. 404 for others' ids; 409 when cancelled or over. */
export function confirmInterview(session: CandidateSession, id: string): Promise<CandidateInterview> {
  return respond(session, id, { candidateResponse: "confirmed", candidateNote: null });
}

/**
 * POST .../reschedule-request { note }: the candidate asks for another time. The recruiter sees the
 * note in the console and is emailed it (the one who last scheduled or moved the interview).
 */
export function requestInterviewReschedule(
  session: CandidateSession,
  id: string,
  { note }: RescheduleRequest,
): Promise<CandidateInterview> {
  return respond(session, id, { candidateResponse: "reschedule_requested", candidateNote: note });
}

/**
 * POST .../choose-time { startsAt }: the candidate picks one of the employer's proposed times. The
 * interview is scheduled at that time (their attendance confirmed) and the candidate, the employer
 * user who asked and the recruiter get the .ics. 400 for a time not proposed or already past; 404;
 * 409 once a time is set or when cancelled.
 */
export function chooseInterviewTime(
  session: CandidateSession,
  id: string,
  { startsAt }: ChooseInterviewTime,
): Promise<CandidateInterview> {
  return db().transaction(async (tx) => {
    const record = await ownInterview(tx, session, id, { forUpdate: true });
    if (record.status === "cancelled") throw new Conflict(INTERVIEW_MESSAGES.cancelled);
    if (record.status !== "requested") throw new Conflict(SUBMISSION_MESSAGES.notRequested);
    const chosen = record.proposedTimes.find((time) => time.getTime() === new Date(startsAt).getTime());
    if (!chosen) throw invalidFields({ startsAt: SUBMISSION_MESSAGES.proposedTimeRequired });
    if (chosen.getTime() <= Date.now())
      throw invalidFields({ startsAt: "That time has passed: choose a later one." });
    const [updated] = await tx
      .update(interviews)
      .set({
        status: "scheduled",
        startsAt: chosen,
        candidateResponse: "confirmed",
        respondedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, record.id))
      .returning();
    await announceToAllParties(tx, record.id, "scheduled");
    return toCandidateInterview({ ...record, ...updated });
  });
}
