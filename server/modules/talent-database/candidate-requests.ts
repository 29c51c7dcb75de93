/** Requests as the candidate sees them: who asked, for what; accept or decline. */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type CandidateTalentRequest, TALENT_MESSAGES } from "../../../common/talent-database";
import { db, type Executor, type Transaction } from "../../db/client";
import { candidates, jobOrders, talentRequests } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { isUuid } from "../../kernel/ids";
import { isUniqueViolation } from "../../kernel/unique-violation";
import { enqueueMail } from "../../mail/outbox";
import { recruitersInbox } from "../job-orders";
import {
  answerForRecruitersEmail,
  answerForRequesterEmail,
  consentRequestEmail,
  type RequestForEmail,
  requestReceivedEmail,
} from "./emails";

export const requestColumns = {
  id: talentRequests.id,
  candidateId: talentRequests.candidateId,
  profilePublicId: talentRequests.profilePublicId,
  headline: talentRequests.headline,
  source: talentRequests.source,
  company: talentRequests.company,
  requesterName: talentRequests.requesterName,
  requesterEmail: talentRequests.requesterEmail,
  requesterPhone: talentRequests.requesterPhone,
  orderId: talentRequests.jobOrderId,
  kind: talentRequests.kind,
  orderTitle: jobOrders.title,
  orderStatus: jobOrders.status,
  message: talentRequests.message,
  status: talentRequests.status,
  createdAt: talentRequests.createdAt,
  answeredAt: talentRequests.answeredAt,
};

export async function candidateRequests(
  executor: Executor,
  candidateId: string,
): Promise<CandidateTalentRequest[]> {
  const rows = await executor
    .select(requestColumns)
    .from(talentRequests)
    .leftJoin(jobOrders, eq(jobOrders.id, talentRequests.jobOrderId))
    .where(eq(talentRequests.candidateId, candidateId))
    .orderBy(desc(talentRequests.createdAt), desc(talentRequests.id));
  return rows.map((row) => ({
    id: row.id,
    company: row.company,
    orderTitle: row.orderTitle,
    kind: row.kind,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}

export type TalentAnswer = "accepted" | "declined";

/**
 * Records the answer to a pending request (a 409 once answered; a 404 unless `where` finds it) and,
 * in the same transaction, emails the requester and the recruiters; the requester never learns who
 * the candidate is from it. Returns the request as the candidate sees it.
 */
export async function answerRequest(
  tx: Transaction,
  where: SQL,
  answer: TalentAnswer,
): Promise<CandidateTalentRequest> {
  const [request] = await tx
    .select(requestColumns)
    .from(talentRequests)
    .leftJoin(jobOrders, eq(jobOrders.id, talentRequests.jobOrderId))
    .where(where)
    .for("update", { of: talentRequests });
  if (!request) throw new NotFound(TALENT_MESSAGES.requestNotFound);
  if (request.status !== "pending") throw new Conflict(TALENT_MESSAGES.alreadyAnswered);
  const [answered] = await tx
    .update(talentRequests)
    .set({ status: answer, answeredAt: sql`now()` })
    .where(eq(talentRequests.id, request.id))
    .returning({ answeredAt: talentRequests.answeredAt });
  const accepted = answer === "accepted";
  const forEmail: RequestForEmail = request;
  await enqueueMail(tx, answerForRequesterEmail(forEmail, accepted));
  await enqueueMail(
    tx,
    answerForRecruitersEmail(await recruitersInbox(tx), request.candidateId, forEmail, accepted),
  );
  return {
    id: request.id,
    company: request.company,
    orderTitle: request.orderTitle,
    kind: request.kind,
    message: request.message,
    status: answer,
    createdAt: request.createdAt.toISOString(),
    answeredAt: answered?.answeredAt?.toISOString() ?? null,
  };
}

/** The candidate accepts or declines one of their own pending requests (another's is a 404). */
export async function answerTalentRequest(
  session: CandidateSession,
  requestId: string,
  answer: TalentAnswer,
): Promise<CandidateTalentRequest> {
  if (!isUuid(requestId)) throw new NotFound(TALENT_MESSAGES.requestNotFound);
  return db().transaction((tx) =>
    answerRequest(
      tx,
      and(eq(talentRequests.id, requestId), eq(talentRequests.candidateId, session.candidateId)) as SQL,
      answer,
    ),
  );
}

/**
 * Stores a request (an employer's, a visitor's or a copilot client's) and, in the same transaction,
 * asks the candidate to consent and tells the recruiters; the emails say what the row says, and the
 * order's title. A request the unique indexes refuse (one already open for the candidate from the same
 * requester or order) is a 409 with `alreadyRequested`.
 */
export async function recordTalentRequest(
  tx: Transaction,
  values: typeof talentRequests.$inferInsert,
  { orderTitle, alreadyRequested }: { orderTitle: string | null; alreadyRequested: string },
): Promise<typeof talentRequests.$inferSelect> {
  let row: typeof talentRequests.$inferSelect | undefined;
  try {
    [row] = await tx.insert(talentRequests).values(values).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(alreadyRequested);
    throw error;
  }
  if (!row) throw new Error("The talent request insert returned no row.");
  const request: RequestForEmail = { ...row, orderId: row.jobOrderId, orderTitle };
  const candidate = await candidateContact(tx, row.candidateId);
  await enqueueMail(tx, consentRequestEmail(candidate.email, candidate.firstName, request));
  await enqueueMail(tx, requestReceivedEmail(await recruitersInbox(tx), row.candidateId, request));
  return row;
}

/** The candidate's first name and address, for the consent email. */
export async function candidateContact(executor: Executor, candidateId: string) {
  const [row] = await executor
    .select({ firstName: candidates.firstName, email: candidates.email })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) throw new NotFound(TALENT_MESSAGES.notFound);
  return row;
}
