import { and, asc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { type EmployerInterview, SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import { DASHBOARD_NEXT_INTERVIEWS, type DashboardInterviews } from "../../../common/employer-dashboard";
import { INTERVIEW_MESSAGES } from "../../../common/interviews";
import { INTERVIEW_FEEDBACK_OUTCOME_LABELS, type InterviewFeedbackOutcome } from "../../../common/job-orders";
import type { ApplicationStage } from "../../../common/recruiting";
import { db, type Executor, type Transaction } from "../../db/client";
import {
  applications,
  candidateSubmissions,
  employerUsers,
  interviewFeedback,
  interviews,
  jobOrders,
  jobs,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { isUuid } from "../../kernel/ids";
import { parseInput } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { moveApplicationToStage } from "../pipeline";
import {
  chooseTimeEmail,
  feedbackEmail,
  partyInvitationEmail,
  recruiterParty,
} from "./employer-interview-emails";
import {
  employerInterviewRequestSchema,
  employerRescheduleSchema,
  type InterviewFeedbackInput,
} from "./employer-interview-input";
import {
  hasEnded,
  type InterviewRecord,
  interviewRecordColumns,
  toInvitation,
  toRecord,
} from "./interview-records";
import { type InvitationKind, interviewInvitationEmail } from "./invitation-email";

/** Where the application goes after the employer's verdict ("next round" leaves it at interview). */
const STAGE_AFTER_FEEDBACK: Record<InterviewFeedbackOutcome, ApplicationStage | null> = {
  hire: "offer",
  no_hire: "not_selected",
  next_round: null,
};

/** The portal shows times in the user's zone (Eastern until they pick another). */
export async function employerTimeZone(executor: Executor, session: EmployerSession): Promise<string> {
  const [row] = await executor
    .select({ timeZone: employerUsers.timeZone })
    .from(employerUsers)
    .where(eq(employerUsers.id, session.userId));
  return row?.timeZone ?? "America/New_York";
}

/** The user picks the zone the interviews page shows and reads times in. */
export async function setEmployerTimeZone(
  session: EmployerSession,
  { timeZone }: { timeZone: string },
): Promise<{ timeZone: string }> {
  await db()
    .update(employerUsers)
    .set({ timeZone, updatedAt: sql`now()` })
    .where(and(eq(employerUsers.id, session.userId), isNull(employerUsers.removedAt)));
  return { timeZone };
}

/** Interviews of the applications the company was submitted, with the submission, order and feedback. */
function selectCompanyInterviews(executor: Executor) {
  return executor
    .select({
      ...interviewRecordColumns,
      submissionId: candidateSubmissions.id,
      recruiterEmail: candidateSubmissions.recruiterEmail,
      orderTitle: jobOrders.title,
      feedbackOutcome: interviewFeedback.outcome,
      feedbackComments: interviewFeedback.comments,
      feedbackAt: interviewFeedback.createdAt,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidateSubmissions, eq(candidateSubmissions.applicationId, interviews.applicationId))
    .innerJoin(jobOrders, eq(jobOrders.id, candidateSubmissions.jobOrderId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(interviewFeedback, eq(interviewFeedback.interviewId, interviews.id))
    .$dynamic();
}

type CompanyInterviewRow = Awaited<ReturnType<ReturnType<typeof selectCompanyInterviews>["execute"]>>[number];
type CompanyInterview = InterviewRecord & {
  submissionId: string;
  recruiterEmail: string;
  orderTitle: string;
  feedback: EmployerInterview["feedback"];
};

function companyInterviewOf(row: CompanyInterviewRow): CompanyInterview {
  const { submissionId, recruiterEmail, orderTitle, feedbackOutcome, feedbackComments, feedbackAt, ...rest } =
    row;
  return {
    ...toRecord(rest),
    submissionId,
    recruiterEmail,
    orderTitle,
    feedback:
      feedbackOutcome && feedbackAt
        ? { outcome: feedbackOutcome, comments: feedbackComments ?? "", at: feedbackAt.toISOString() }
        : null,
  };
}

function toEmployerInterview(interview: CompanyInterview, now = new Date()): EmployerInterview {
  return {
    id: interview.id,
    submissionId: interview.submissionId,
    candidateName: interview.candidateName,
    orderTitle: interview.orderTitle,
    status: interview.status,
    candidateResponse: interview.candidateResponse,
    startsAt: interview.startsAt.toISOString(),
    proposedTimes: interview.proposedTimes.map((time) => time.toISOString()),
    durationMinutes: interview.durationMinutes,
    format: interview.format,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    interviewers: interview.interviewers,
    sequence: interview.sequence,
    over: interview.status === "scheduled" && hasEnded(interview, now),
    feedback: interview.feedback,
  };
}

/** One of the company's interviews, locked for a change when asked; any other id is a 404. */
async function ownInterview(
  executor: Executor,
  session: EmployerSession,
  id: string,
  { forUpdate = false } = {},
): Promise<CompanyInterview> {
  if (!isUuid(id)) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  const query = selectCompanyInterviews(executor).where(
    and(eq(interviews.id, id), eq(candidateSubmissions.clientCompanyId, session.companyId)),
  );
  const [row] = forUpdate ? await query.for("update", { of: interviews }) : await query;
  if (!row) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  return companyInterviewOf(row);
}

/** The company's interviews, soonest first, with the zone the user reads them in. */
export async function listEmployerInterviews(
  session: EmployerSession,
): Promise<{ timeZone: string; interviews: EmployerInterview[] }> {
  requireEmployerPermission(session, "manageCandidates");
  const rows = await selectCompanyInterviews(db())
    .where(eq(candidateSubmissions.clientCompanyId, session.companyId))
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(500);
  const now = new Date();
  return {
    timeZone: await employerTimeZone(db(), session),
    interviews: rows.map((row) => toEmployerInterview(companyInterviewOf(row), now)),
  };
}

/**
 * The employer asks to interview an approved candidate (201): an interview "requested" with the
 * proposed times (read in the user's zone), which the candidate is emailed to pick from. 400; 403;
 * 404 for another company's submission; 409 unless approved, or while another interview stands.
 */
export async function requestEmployerInterview(
  session: EmployerSession,
  input: unknown,
): Promise<EmployerInterview> {
  requireEmployerPermission(session, "manageCandidates");
  const timeZone = await employerTimeZone(db(), session);
  const values = parseInput(employerInterviewRequestSchema(timeZone), input);
  return db().transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(candidateSubmissions)
      .where(
        and(
          eq(candidateSubmissions.id, values.submissionId),
          eq(candidateSubmissions.clientCompanyId, session.companyId),
        ),
      )
      .for("update");
    if (!submission) throw new NotFound(SUBMISSION_MESSAGES.notFound);
    if (submission.status !== "approved_for_interview") throw new Conflict(SUBMISSION_MESSAGES.notApproved);
    const [standing] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.applicationId, submission.applicationId),
          inArray(interviews.status, ["requested", "scheduled"]),
        ),
      );
    if (standing) throw new Conflict(SUBMISSION_MESSAGES.interviewOpen);
    const { submissionId: _submission, proposedTimes, ...details } = values;
    const [created] = await tx
      .insert(interviews)
      .values({
        ...details,
        applicationId: submission.applicationId,
        // Until the candidate picks, the first proposal stands in for the start (the column is required).
        startsAt: proposedTimes[0] as Date,
        proposedTimes,
        timeZone,
        status: "requested",
        requestedBy: session.userId,
      })
      .returning({ id: interviews.id });
    if (!created) throw new Error("The interview insert returned no row.");
    const interview = await ownInterview(tx, session, created.id);
    await enqueueMail(tx, chooseTimeEmail({ ...toInvitation(interview), proposedTimes }));
    return toEmployerInterview(interview);
  });
}

/**
 * The candidate, the employer user who asked and the recruiter each get the interview (or its
 * change or cancellation) with the same .ics: one UID, the current sequence.
 */
export async function announceToAllParties(tx: Transaction, interviewId: string, kind: InvitationKind) {
  const [row] = await selectCompanyInterviews(tx).where(eq(interviews.id, interviewId));
  if (!row) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  const interview = companyInterviewOf(row);
  const invitation = toInvitation(interview);
  await enqueueMail(tx, interviewInvitationEmail(invitation, kind));
  const requester = await requesterOf(tx, interview.requestedBy);
  if (requester) {
    await enqueueMail(
      tx,
      partyInvitationEmail(invitation, kind, { ...requester, portalPath: "/employer/interviews" }),
    );
  }
  await enqueueMail(
    tx,
    partyInvitationEmail(invitation, kind, recruiterParty(interview.recruiterEmail, interview.applicationId)),
  );
}

async function requesterOf(executor: Executor, userId: string | null) {
  if (!userId) return null;
  const [user] = await executor
    .select({ email: employerUsers.email, timeZone: employerUsers.timeZone })
    .from(employerUsers)
    .where(and(eq(employerUsers.id, userId), isNull(employerUsers.removedAt)));
  return user ?? null;
}

/** A change needs a standing interview: not cancelled, not over. */
function refuseClosed(interview: CompanyInterview) {
  if (interview.status === "cancelled") throw new Conflict(INTERVIEW_MESSAGES.cancelled);
  if (interview.status === "scheduled" && hasEnded(interview)) throw new Conflict(INTERVIEW_MESSAGES.past);
}

/**
 * A new time for a scheduled interview (200): the sequence rises, the candidate's earlier answer no
 * longer stands, and everyone gets the updated .ics. 400; 403; 404; 409 while only requested, or
 * when cancelled or over.
 */
export async function rescheduleEmployerInterview(
  session: EmployerSession,
  id: string,
  input: unknown,
): Promise<EmployerInterview> {
  requireEmployerPermission(session, "manageCandidates");
  await ownInterview(db(), session, id);
  const { time } = parseInput(employerRescheduleSchema(await employerTimeZone(db(), session)), input);
  return db().transaction(async (tx) => {
    const interview = await ownInterview(tx, session, id, { forUpdate: true });
    refuseClosed(interview);
    if (interview.status !== "scheduled") throw new Conflict(SUBMISSION_MESSAGES.notScheduled);
    await tx
      .update(interviews)
      .set({
        startsAt: time,
        sequence: sql`${interviews.sequence} + 1`,
        candidateResponse: "pending",
        candidateNote: null,
        respondedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, interview.id));
    await announceToAllParties(tx, interview.id, "rescheduled");
    return toEmployerInterview(await ownInterview(tx, session, id));
  });
}

/** Calls the interview off (200): cancelled, sequence up, METHOD:CANCEL to everyone. 403; 404; 409. */
export async function cancelEmployerInterview(
  session: EmployerSession,
  id: string,
): Promise<EmployerInterview> {
  requireEmployerPermission(session, "manageCandidates");
  return db().transaction(async (tx) => {
    const interview = await ownInterview(tx, session, id, { forUpdate: true });
    refuseClosed(interview);
    await tx
      .update(interviews)
      .set({ status: "cancelled", sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(interviews.id, interview.id));
    await announceToAllParties(tx, interview.id, "cancelled");
    return toEmployerInterview(await ownInterview(tx, session, id));
  });
}

/**
 * The employer's verdict once a scheduled interview is over (201): kept once, the application moved
 * with actor "employer" (hire → offer, for the recruiter to make it; no hire → not selected; next
 * round stays), and the recruiter emailed. 400; 403; 404; 409 before the end, or a second time.
 */
export async function giveInterviewFeedback(
  session: EmployerSession,
  id: string,
  { outcome, comments }: InterviewFeedbackInput,
): Promise<EmployerInterview> {
  requireEmployerPermission(session, "manageCandidates");
  return db().transaction(async (tx) => {
    const interview = await ownInterview(tx, session, id, { forUpdate: true });
    if (interview.status === "cancelled") throw new Conflict(INTERVIEW_MESSAGES.cancelled);
    if (interview.status !== "scheduled" || !hasEnded(interview))
      throw new Conflict(SUBMISSION_MESSAGES.notOver);
    if (interview.feedback) throw new Conflict(SUBMISSION_MESSAGES.feedbackGiven);
    await tx
      .insert(interviewFeedback)
      .values({ interviewId: interview.id, employerUserId: session.userId, outcome, comments });
    const toStage = STAGE_AFTER_FEEDBACK[outcome];
    if (toStage) {
      await moveApplicationToStage(tx, {
        applicationId: interview.applicationId,
        toStage,
        actor: "employer",
      });
    }
    await enqueueMail(
      tx,
      feedbackEmail({
        to: interview.recruiterEmail,
        candidateName: interview.candidateName,
        orderTitle: interview.orderTitle,
        outcomeLabel: INTERVIEW_FEEDBACK_OUTCOME_LABELS[outcome],
        wantsToHire: outcome === "hire",
        comments,
        applicationId: interview.applicationId,
      }),
    );
    return toEmployerInterview(await ownInterview(tx, session, id));
  });
}

/** Interviews not cancelled that start from now on for the company's jobs: how many, and the next few. */
export async function upcomingInterviewsSummary(companyId: string): Promise<DashboardInterviews> {
  const rows = await db()
    .select({
      startsAt: interviews.startsAt,
      status: interviews.status,
      candidateName: applications.fullName,
      jobTitle: jobs.title,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(jobs.clientCompanyId, companyId),
        ne(interviews.status, "cancelled"),
        gte(interviews.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(DASHBOARD_NEXT_INTERVIEWS);
  return {
    upcoming: rows[0]?.total ?? 0,
    next: rows.map(({ total: _total, startsAt, status, ...rest }) => ({
      ...rest,
      startsAt: startsAt.toISOString(),
      status: status === "requested" ? "requested" : "scheduled",
    })),
  };
}
