import { and, count, desc, eq, inArray, min, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type EmployerSubmission, SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import type { DashboardCandidates } from "../../../common/employer-dashboard";
import type { SubmissionDecision, SubmissionStatus } from "../../../common/job-orders";
import type { ApplicationStage } from "../../../common/recruiting";
import { db, type Executor } from "../../db/client";
import {
  applications,
  candidateSubmissions,
  candidates,
  clientCompanies,
  employerUsers,
  interviews,
  jobOrders,
  storedFiles,
  submissionDecisions,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { isUuid } from "../../kernel/ids";
import { enqueueMail } from "../../mail/outbox";
import { assessmentsForApplications } from "../assessments";
import { moveApplicationToStage, recordStageStep } from "../pipeline";
import { decisionEmail } from "./emails";
import type { SubmissionDecisionInput, submissionListQuerySchema } from "./submission-input";

/** The submission's status after each decision, and the application's stage (request info leaves it "submitted"). */
const OUTCOMES: Record<SubmissionDecision, { status: SubmissionStatus; stage: ApplicationStage | null }> = {
  approve_for_interview: { status: "approved_for_interview", stage: "interview" },
  reject: { status: "rejected", stage: "not_selected" },
  request_info: { status: "info_requested", stage: null },
};
const UNDECIDED: readonly SubmissionStatus[] = ["awaiting_decision", "info_requested"];

/** An interview that still stands: waiting for the candidate's pick or scheduled. */
const openInterviewOf = sql<boolean>`exists (select 1 from ${interviews} where ${interviews.applicationId} = ${candidateSubmissions.applicationId} and ${interviews.status} in ('requested', 'scheduled'))`;

/**
 * The company's submitted candidates, newest first, by order and status when asked: who (the
 * candidate account's location when there is one), the recruiter's note, the resume link and the
 * latest decision. Only session.companyId's submissions exist here.
 */
export async function listCompanySubmissions(
  session: EmployerSession,
  query: z.output<typeof submissionListQuerySchema>,
): Promise<EmployerSubmission[]> {
  requireEmployerPermission(session, "manageCandidates");
  const conditions: SQL[] = [eq(candidateSubmissions.clientCompanyId, session.companyId)];
  if (query.order) conditions.push(eq(candidateSubmissions.jobOrderId, query.order));
  if (query.status) conditions.push(eq(candidateSubmissions.status, query.status));
  const rows = await db()
    .select({
      submission: candidateSubmissions,
      name: applications.fullName,
      application: {
        id: applications.id,
        candidateId: applications.candidateId,
        email: applications.email,
        createdAt: applications.createdAt,
      },
      recentTitle: applications.recentTitle,
      applicationSkills: applications.skills,
      accountSkills: candidates.skills,
      headline: candidates.headline,
      city: candidates.city,
      state: candidates.state,
      orderTitle: jobOrders.title,
      resumeName: storedFiles.originalName,
      hasOpenInterview: openInterviewOf,
    })
    .from(candidateSubmissions)
    .innerJoin(applications, eq(applications.id, candidateSubmissions.applicationId))
    .innerJoin(jobOrders, eq(jobOrders.id, candidateSubmissions.jobOrderId))
    .leftJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
    .where(and(...conditions))
    .orderBy(desc(candidateSubmissions.submittedAt), desc(candidateSubmissions.id))
    .limit(200);
  const [decisions, shared] = await Promise.all([
    latestDecisions(rows.map((row) => row.submission.id)),
    assessmentsForApplications(
      rows.map((row) => row.application),
      { sharedOnly: true },
    ),
  ]);
  return rows.map((row) => {
    const { submission } = row;
    const decision = decisions.get(submission.id);
    return {
      id: submission.id,
      status: submission.status,
      submittedAt: submission.submittedAt.toISOString(),
      decidedAt: submission.decidedAt?.toISOString() ?? null,
      candidate: {
        name: row.name,
        recentTitle: row.recentTitle ?? row.headline ?? null,
        skills: row.applicationSkills.length > 0 ? row.applicationSkills : (row.accountSkills ?? []),
        location: row.city && row.state ? `${row.city}, ${row.state}` : null,
        assessments: shared.get(row.application.id) ?? [],
      },
      order: { id: submission.jobOrderId, title: row.orderTitle },
      recruiterNote: submission.recruiterNote,
      resume: row.resumeName
        ? { name: row.resumeName, href: `/api/employers/candidates/${submission.id}/resume` }
        : null,
      lastDecision: decision
        ? {
            decision: decision.decision,
            reasonCode: decision.reasonCode,
            note: decision.note,
            at: decision.createdAt.toISOString(),
          }
        : null,
      hasOpenInterview: row.hasOpenInterview,
    };
  });
}

async function latestDecisions(submissionIds: string[]) {
  const latest = new Map<string, typeof submissionDecisions.$inferSelect>();
  if (submissionIds.length === 0) return latest;
  const rows = await db()
    .select()
    .from(submissionDecisions)
    .where(inArray(submissionDecisions.submissionId, submissionIds))
    .orderBy(submissionDecisions.createdAt, submissionDecisions.id);
  for (const row of rows) latest.set(row.submissionId, row);
  return latest;
}

/** One of the company's submissions, locked for a change when asked; any other id is a 404. */
async function ownSubmission(
  executor: Executor,
  session: EmployerSession,
  id: string,
  { forUpdate = false } = {},
) {
  if (!isUuid(id)) throw new NotFound(SUBMISSION_MESSAGES.notFound);
  const query = executor
    .select()
    .from(candidateSubmissions)
    .where(and(eq(candidateSubmissions.id, id), eq(candidateSubmissions.clientCompanyId, session.companyId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFound(SUBMISSION_MESSAGES.notFound);
  return row;
}

/** The stored resume behind a submission of the company, for the download route. 403; 404. */
export async function submissionResumeFileId(session: EmployerSession, id: string): Promise<string> {
  requireEmployerPermission(session, "manageCandidates");
  const submission = await ownSubmission(db(), session, id);
  const [row] = await db()
    .select({ fileId: applications.resumeFileId })
    .from(applications)
    .where(eq(applications.id, submission.applicationId));
  if (!row) throw new NotFound(SUBMISSION_MESSAGES.notFound);
  return row.fileId;
}

/**
 * The employer decides on a submitted candidate (200 the updated list entry's status): the decision
 * kept, the submission's status, the application's stage moved with actor "employer" (approve →
 * interview, reject → not selected; a request for information keeps the stage and is a step in the
 * history), and the
 * recruiter emailed. 403 for roles that don't decide; 404 for another company's id; 409 once decided.
 */
export async function decideSubmission(
  session: EmployerSession,
  id: string,
  decision: SubmissionDecisionInput,
): Promise<{ id: string; status: SubmissionStatus }> {
  requireEmployerPermission(session, "manageCandidates");
  return db().transaction(async (tx) => {
    const submission = await ownSubmission(tx, session, id, { forUpdate: true });
    if (!UNDECIDED.includes(submission.status)) throw new Conflict(SUBMISSION_MESSAGES.decided);
    const outcome = OUTCOMES[decision.decision];
    await tx.insert(submissionDecisions).values({
      submissionId: submission.id,
      employerUserId: session.userId,
      decision: decision.decision,
      reasonCode: decision.reasonCode,
      note: decision.note,
    });
    await tx
      .update(candidateSubmissions)
      .set({ status: outcome.status, decidedAt: sql`now()` })
      .where(eq(candidateSubmissions.id, submission.id));
    if (outcome.stage) {
      await moveApplicationToStage(tx, {
        applicationId: submission.applicationId,
        toStage: outcome.stage,
        actor: "employer",
      });
    } else {
      await recordStageStep(tx, {
        applicationId: submission.applicationId,
        kind: "info_requested",
        actor: "employer",
      });
    }
    await enqueueMail(tx, decisionEmail({ ...(await emailContext(tx, session, submission)), decision }));
    return { id: submission.id, status: outcome.status };
  });
}

/** Names for the recruiter's email: the candidate, the order, the company and who decided. */
async function emailContext(
  tx: Executor,
  session: EmployerSession,
  submission: typeof candidateSubmissions.$inferSelect,
) {
  const [row] = await tx
    .select({
      candidateName: applications.fullName,
      orderTitle: jobOrders.title,
      companyName: clientCompanies.legalName,
      firstName: employerUsers.firstName,
      lastName: employerUsers.lastName,
    })
    .from(applications)
    .innerJoin(jobOrders, eq(jobOrders.id, submission.jobOrderId))
    .innerJoin(clientCompanies, eq(clientCompanies.id, submission.clientCompanyId))
    .innerJoin(employerUsers, eq(employerUsers.id, session.userId))
    .where(eq(applications.id, submission.applicationId));
  if (!row) throw new NotFound(SUBMISSION_MESSAGES.notFound);
  return {
    to: submission.recruiterEmail,
    candidateName: row.candidateName,
    orderTitle: row.orderTitle,
    companyName: row.companyName,
    decidedBy: `${row.firstName} ${row.lastName}`,
    applicationId: submission.applicationId,
  };
}

/** Candidates recruiters submitted that wait for the company's decision. */
export async function awaitingDecisionSummary(companyId: string): Promise<DashboardCandidates> {
  const [row] = await db()
    .select({ count: count(), oldest: min(candidateSubmissions.submittedAt) })
    .from(candidateSubmissions)
    .where(
      and(
        eq(candidateSubmissions.clientCompanyId, companyId),
        eq(candidateSubmissions.status, "awaiting_decision"),
      ),
    );
  return { awaitingDecision: row?.count ?? 0, oldestSubmittedAt: row?.oldest?.toISOString() ?? null };
}
