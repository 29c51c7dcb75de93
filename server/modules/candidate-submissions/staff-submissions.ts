import { asc, eq } from "drizzle-orm";
import { type ClientSideOfApplication, SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import type { ApplicationStage } from "../../../common/recruiting";
import { db, type Executor } from "../../db/client";
import {
  applications,
  candidateSubmissions,
  clientCompanies,
  employerUsers,
  interviewFeedback,
  interviews,
  jobOrders,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { isUniqueViolation } from "../../kernel/unique-violation";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";
import { APPLICATION_NOT_FOUND, moveApplicationToStage } from "../pipeline";
import { newSubmissionEmails } from "./emails";
import type { SubmitToClientInput } from "./submission-input";

/** Stages from which a recruiter may put a candidate in front of the client. */
const SUBMITTABLE: readonly ApplicationStage[] = ["applied", "screening", "submitted"];

/** The order whose published job the application is for, if any (job_orders.job_id = application.job_id). */
async function orderOfApplication(executor: Executor, applicationId: string) {
  const [row] = await executor
    .select({
      stage: applications.status,
      orderId: jobOrders.id,
      orderTitle: jobOrders.title,
      clientCompanyId: jobOrders.clientCompanyId,
      company: clientCompanies.legalName,
    })
    .from(applications)
    .leftJoin(jobOrders, eq(jobOrders.jobId, applications.jobId))
    .leftJoin(clientCompanies, eq(clientCompanies.id, jobOrders.clientCompanyId))
    .where(eq(applications.id, applicationId));
  if (!row) return undefined;
  const { stage, orderId, orderTitle, clientCompanyId, company } = row;
  return {
    stage,
    order:
      orderId && orderTitle !== null && clientCompanyId
        ? { id: orderId, title: orderTitle, clientCompanyId, company: company ?? "" }
        : null,
  };
}

/**
 * A recruiter puts the candidate in front of the client (201): the submission (the company copied
 * from the order), the application moved to "submitted" through the pipeline (history as for any
 * recruiter move), audited, and the company's hiring team told by email. One submission per
 * application: a second is a 409. 404 for an unknown application; 409 when its job has no order or
 * the application is past submitting.
 */
export async function submitCandidateToClient(
  actor: AdminActor,
  applicationId: string,
  { note }: SubmitToClientInput,
) {
  if (!isUuid(applicationId)) throw new NotFound(APPLICATION_NOT_FOUND);
  return db().transaction(async (tx) => {
    const found = await orderOfApplication(tx, applicationId);
    if (!found) throw new NotFound(APPLICATION_NOT_FOUND);
    const { order } = found;
    if (!order) throw new Conflict(SUBMISSION_MESSAGES.notLinkedToOrder);
    const [existing] = await tx
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.applicationId, applicationId));
    if (existing) throw new Conflict(SUBMISSION_MESSAGES.alreadySubmitted);
    if (!SUBMITTABLE.includes(found.stage)) throw new Conflict(SUBMISSION_MESSAGES.notSubmittable);

    const submission = await insertSubmission(tx, {
      applicationId,
      jobOrderId: order.id,
      clientCompanyId: order.clientCompanyId,
      recruiterEmail: actor.email,
      recruiterNote: note,
    });
    await moveApplicationToStage(tx, {
      applicationId,
      toStage: "submitted",
      actor: "recruiter",
      actorEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "application.submitted_to_client",
      entityType: "application",
      entityId: applicationId,
      after: { submissionId: submission.id, jobOrderId: order.id, clientCompanyId: order.clientCompanyId },
    });
    for (const mail of await newSubmissionEmails(tx, order.clientCompanyId, order.title)) {
      await enqueueMail(tx, mail);
    }
    return submission;
  });
}

/** The insert, with two recruiters submitting at once answered like the second try (409). */
async function insertSubmission(tx: Executor, values: typeof candidateSubmissions.$inferInsert) {
  try {
    const [row] = await tx.insert(candidateSubmissions).values(values).returning();
    if (!row) throw new Error("The submission insert returned no row.");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SUBMISSION_MESSAGES.alreadySubmitted);
    throw error;
  }
}

/**
 * For the console's application page: the order behind the job, the submission and the client's
 * interview feedback (a "hire" is the recruiter's cue to make the offer).
 */
export async function clientSideOfApplication(applicationId: string): Promise<ClientSideOfApplication> {
  if (!isUuid(applicationId)) throw new NotFound(APPLICATION_NOT_FOUND);
  const found = await orderOfApplication(db(), applicationId);
  if (!found) throw new NotFound(APPLICATION_NOT_FOUND);
  const [[submission], feedback] = await Promise.all([
    db().select().from(candidateSubmissions).where(eq(candidateSubmissions.applicationId, applicationId)),
    db()
      .select({
        outcome: interviewFeedback.outcome,
        comments: interviewFeedback.comments,
        at: interviewFeedback.createdAt,
        firstName: employerUsers.firstName,
        lastName: employerUsers.lastName,
      })
      .from(interviewFeedback)
      .innerJoin(interviews, eq(interviews.id, interviewFeedback.interviewId))
      .leftJoin(employerUsers, eq(employerUsers.id, interviewFeedback.employerUserId))
      .where(eq(interviews.applicationId, applicationId))
      .orderBy(asc(interviewFeedback.createdAt)),
  ]);
  return {
    order: found.order
      ? { id: found.order.id, title: found.order.title, company: found.order.company }
      : null,
    submission: submission
      ? {
          id: submission.id,
          status: submission.status,
          recruiterNote: submission.recruiterNote,
          submittedAt: submission.submittedAt.toISOString(),
        }
      : null,
    feedback: feedback.map((row) => ({
      outcome: row.outcome,
      comments: row.comments,
      at: row.at.toISOString(),
      by: row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : "A former user of the client",
    })),
    stage: found.stage,
  };
}
