/**
 * The client's decisions on an order's candidates (ADR 0027): shortlist, pass with a reason, or
 * clear; one per order and candidate, each step in the order's history (the client's timeline and
 * the requisition's). Owners and members only; the order must still be open.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  type CopilotCandidateCard,
  type CopilotDecisionStatus,
  COPILOT_CANDIDATE_MESSAGES as M,
} from "../../../common/copilot-candidates";
import { copilotPassSchema } from "../../../common/copilot-candidates-schemas";
import { db, type Transaction } from "../../db/client";
import { copilotCandidateDecisions } from "../../db/schema";
import { Conflict } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { parseInput } from "../../kernel/parse-input";
import { recordOrderEvent } from "../job-orders";
import { requestsOf } from "./client-choices";
import { actingMember } from "./member";
import { cardOf } from "./one-card";
import { actionableOrder, type CopilotOrderRow, requireCandidateActor } from "./order-access";
import { type ResolvedRef, resolveRef } from "./refs";

type Change = (tx: Transaction, order: CopilotOrderRow, resolved: ResolvedRef) => Promise<void>;

/** Runs a change of one candidate in a transaction with the order locked, then answers the card. */
export async function changeCandidate(
  session: CopilotSession,
  orderId: string,
  ref: string,
  change: Change,
): Promise<CopilotCandidateCard> {
  requireCandidateActor(session);
  const { order, resolved } = await db().transaction(async (tx) => {
    const order = await actionableOrder(tx, session, orderId);
    const resolved = await resolveRef(tx, session, order, ref);
    await change(tx, order, resolved);
    return { order, resolved };
  });
  return cardOf(session, order, resolved);
}

/** Sets the decision (a new one, or a change) for the member. */
export async function writeDecision(
  tx: Transaction,
  session: CopilotSession,
  orderId: string,
  candidateId: string,
  status: CopilotDecisionStatus,
  reason: string | null,
) {
  const values = { status, reason, decidedBy: session.userId, decidedAt: sql`now()` };
  await tx
    .insert(copilotCandidateDecisions)
    .values({ jobOrderId: orderId, candidateId, ...values })
    .onConflictDoUpdate({
      target: [copilotCandidateDecisions.jobOrderId, copilotCandidateDecisions.candidateId],
      set: values,
    });
}

/** The step in the order's history, by the member (the client's timeline and the requisition's). */
export async function recordCandidateEvent(
  tx: Transaction,
  session: CopilotSession,
  orderId: string,
  kind: "candidate_shortlisted" | "candidate_passed" | "candidate_cleared" | "candidate_requested",
  note: string | null = null,
) {
  const member = await actingMember(tx, session);
  await recordOrderEvent(tx, orderId, { kind, actor: "employer", actorEmail: member.email, note });
}

/** POST …/:ref/shortlist → the card. */
export async function shortlistCandidate(session: CopilotSession, orderId: string, ref: string) {
  return changeCandidate(session, orderId, ref, async (tx, order, { candidateId }) => {
    await writeDecision(tx, session, order.id, candidateId, "shortlisted", null);
    await recordCandidateEvent(tx, session, order.id, "candidate_shortlisted");
  });
}

/** POST …/:ref/pass { reason } → the card; 400 { fields: { reason } }. */
export async function passCandidate(session: CopilotSession, orderId: string, ref: string, body: unknown) {
  requireCandidateActor(session);
  const { reason } = parseInput(copilotPassSchema, body ?? {});
  return changeCandidate(session, orderId, ref, async (tx, order, { candidateId }) => {
    await writeDecision(tx, session, order.id, candidateId, "passed", reason);
    await recordCandidateEvent(tx, session, order.id, "candidate_passed", reason);
  });
}

/** DELETE …/:ref/decision → the card, undecided; 409 while a request is pending or accepted. */
export async function clearCandidateDecision(session: CopilotSession, orderId: string, ref: string) {
  return changeCandidate(session, orderId, ref, async (tx, order, { candidateId }) => {
    const request = (await requestsOf(tx, session.workspaceId, order.id, [candidateId])).get(candidateId);
    if (request && request.status !== "declined") throw new Conflict(M.requestOpen);
    const cleared = await tx
      .delete(copilotCandidateDecisions)
      .where(
        and(
          eq(copilotCandidateDecisions.jobOrderId, order.id),
          eq(copilotCandidateDecisions.candidateId, candidateId),
        ),
      )
      .returning({ id: copilotCandidateDecisions.id });
    if (cleared.length > 0) await recordCandidateEvent(tx, session, order.id, "candidate_cleared");
  });
}
