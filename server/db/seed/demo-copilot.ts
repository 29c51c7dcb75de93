import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { CopilotSession } from "../../kernel/copilot-session";
import { hashPassword } from "../../kernel/passwords";
import { newSecretToken } from "../../kernel/secret-tokens";
import { ensureBillingAccount, subscribe } from "../../modules/copilot-billing";
import {
  getCopilotCandidates,
  passCandidate,
  requestCandidate,
  shortlistCandidate,
} from "../../modules/copilot-candidates";
import { SAMPLE_POOL } from "../../modules/copilot-drafting";
import { createCopilotOrder } from "../../modules/copilot-orders";
import { attachLocalTestCard, PaymentsUnavailable, paymentProvider } from "../../modules/payments";
import { answerTalentRequest } from "../../modules/talent-database";
import { db, type Transaction } from "../client";
import {
  candidates,
  copilotMembers,
  copilotUsers,
  copilotWorkspaces,
  demoSeedRuns,
  matchingRankingEntries,
  talentRequests,
} from "../schema";
import {
  DEMO_COPILOT,
  DEMO_COPILOT_DRAFT,
  DEMO_COPILOT_INTRODUCTION_MESSAGE,
  DEMO_COPILOT_ORDER,
  DEMO_COPILOT_PASS_REASON,
  demoTalentRow,
} from "./copilot-story-data";
import { rowsExist } from "./demo-workforce";

export type DemoCopilotClaim = {
  /** Grace as the assistant's routes pass her to the modules. */
  session: CopilotSession;
  /** The demo talent pool's new accounts, in SAMPLE_POOL's order. */
  talentIds: string[];
};

/**
 * Decides, once in the database's life and inside the seed's locked transaction, whether to play the
 * demo copilot client's story: only together with the demo employer's (so only on a database that had
 * no real accounts), while there is no copilot workspace at all and the demo talent pool's addresses
 * are free. Adds Grace's verified account and workspace, and the demo talent pool
 * (the copilot demo's fictional sample candidates with fictional names: accounts nobody can sign in
 * to), so the assistant has someone to rank. Returns what the story needs, or null.
 */
export async function claimDemoCopilot(
  tx: Transaction,
  now: Date,
  today: string,
): Promise<DemoCopilotClaim | null> {
  const decided = await tx
    .insert(demoSeedRuns)
    .values({ kind: "copilot_story" })
    .onConflictDoNothing()
    .returning({ kind: demoSeedRuns.kind });
  if (decided.length === 0) return null;
  const unknownPassword = await hashPassword(newSecretToken().token);
  const talent = SAMPLE_POOL.map((sample) => demoTalentRow(sample, unknownPassword, now, today));
  const busy = or(
    rowsExist(tx, copilotWorkspaces),
    rowsExist(
      tx,
      candidates,
      inArray(
        sql`lower(${candidates.email})`,
        talent.map((row) => row.email),
      ),
    ),
  );
  const { rows } = await tx.execute<{ busy: boolean }>(sql`SELECT ${busy} AS busy`);
  if (rows[0]?.busy) return null;
  const talentIds = (await tx.insert(candidates).values(talent).returning({ id: candidates.id })).map(
    (row) => row.id,
  );
  const [workspace] = await tx
    .insert(copilotWorkspaces)
    .values({ name: DEMO_COPILOT.company })
    .returning({ id: copilotWorkspaces.id });
  const [grace] = await tx
    .insert(copilotUsers)
    .values({
      name: DEMO_COPILOT.owner.name,
      email: DEMO_COPILOT.owner.email,
      passwordHash: await hashPassword(DEMO_COPILOT.owner.password),
      emailVerifiedAt: now,
    })
    .returning({ id: copilotUsers.id });
  if (!workspace || !grace) throw new Error("demo seed: the copilot workspace or its owner was not inserted");
  await tx.insert(copilotMembers).values({ workspaceId: workspace.id, userId: grace.id, role: "owner" });
  return {
    session: { sessionId: "demo-seed", userId: grace.id, workspaceId: workspace.id, role: "owner" },
    talentIds,
  };
}

export type DemoCopilotSummary = {
  subscribed: boolean;
  orderId: string;
  draftId: string;
  /** Candidates Grace acted on: introduced (accepted), asked to interview (pending), shortlisted, passed. */
  actedOn: number;
};

/**
 * Plays Grace's story through the modules' own functions, as she would through the assistant: the
 * Growth plan paid with the local provider's succeeding test card (skipped when Stripe is configured:
 * the seed never charges a real card), the med-surg nurse order submitted, and a second order left
 * as a draft. On the order's candidates page she asked to be introduced to the best match, who
 * accepted in their portal (so she sees who they are), asked the second for an interview (waiting
 * for their answer), shortlisted the third and passed on the fourth with a reason.
 */
export async function playDemoCopilot(claim: DemoCopilotClaim, logger: Logger): Promise<DemoCopilotSummary> {
  const { session } = claim;
  const subscribed = await subscribeDemoWorkspace(session);
  const order = await createCopilotOrder(session, { draft: DEMO_COPILOT_ORDER, submit: subscribed });
  const draft = await createCopilotOrder(session, { draft: DEMO_COPILOT_DRAFT });
  const actedOn = subscribed ? await actOnCandidates(session, order.id) : 0;
  const summary = { subscribed, orderId: order.id, draftId: draft.id, actedOn };
  logger.info({ copilot: summary }, "demo seed: the demo copilot client's plan and orders");
  return summary;
}

/**
 * Grace's plan, paid as she would pay it on /copilot/client/subscribe with the local provider's
 * succeeding test card. Only with the local provider: with Stripe configured the demo has no plan.
 */
async function subscribeDemoWorkspace(session: CopilotSession): Promise<boolean> {
  if (!localPaymentsInUse()) return false;
  const caller = {
    workspaceId: session.workspaceId,
    companyName: DEMO_COPILOT.company,
    email: DEMO_COPILOT.owner.email,
    role: session.role,
  };
  const account = await ensureBillingAccount(caller);
  await attachLocalTestCard(account.customerId);
  await subscribe(caller, DEMO_COPILOT.plan);
  return true;
}

function localPaymentsInUse(): boolean {
  try {
    return paymentProvider().name === "local";
  } catch (error) {
    if (error instanceof PaymentsUnavailable) return false;
    throw error;
  }
}

async function actOnCandidates(session: CopilotSession, orderId: string): Promise<number> {
  const { candidates: ranked } = await getCopilotCandidates(session, orderId);
  const [introduced, interviewed, shortlisted, passed] = ranked;
  if (!introduced || !interviewed || !shortlisted || !passed)
    throw new Error("demo seed: the demo talent pool ranks fewer than four candidates for the order");
  await requestCandidate(session, orderId, introduced.ref, {
    kind: "introduction",
    message: DEMO_COPILOT_INTRODUCTION_MESSAGE,
  });
  await requestCandidate(session, orderId, interviewed.ref, { kind: "interview", message: "" });
  await shortlistCandidate(session, orderId, shortlisted.ref);
  await passCandidate(session, orderId, passed.ref, { reason: DEMO_COPILOT_PASS_REASON });
  // The best match says yes in their portal.
  const [request] = await db()
    .select({ id: talentRequests.id, candidateId: talentRequests.candidateId })
    .from(talentRequests)
    .innerJoin(matchingRankingEntries, eq(matchingRankingEntries.candidateId, talentRequests.candidateId))
    .where(and(eq(talentRequests.jobOrderId, orderId), eq(matchingRankingEntries.id, introduced.ref)));
  if (!request) throw new Error("demo seed: the introduction request was not stored");
  await answerTalentRequest(
    { candidateId: request.candidateId, sessionId: "demo-seed" },
    request.id,
    "accepted",
  );
  return 4;
}
