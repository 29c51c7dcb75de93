/**
 * An order's candidates ranked and shown (ADR 0027): the pool (the talent pool's prefilter, the
 * applicants and those the client chose) scored with the order's weights and the shared assessment
 * results; the best 50 shown, plus everyone the client decided on or asked for, so a shortlisted
 * candidate never disappears when the weights change. Every list shown is logged.
 */
import { COPILOT_CANDIDATE_LIMITS, type CopilotCandidatesView } from "../../../common/copilot-candidates";
import { copilotStepOf } from "../../../common/copilot-orders";
import type { MatchingWeights } from "../../../common/matching";
import { todayInFlorida } from "../../../common/timesheets";
import { db } from "../../db/client";
import type { CopilotSession } from "../../kernel/copilot-session";
import { sharedAssessmentResults } from "../assessments";
import { matchingOrderOf } from "../copilot-drafting";
import { hasOrderShortlist } from "../copilot-orders";
import {
  candidatesForMatching,
  DEFAULT_PREFILTER_LIMIT,
  logRanking,
  prefilterTalentPool,
  rankCandidates,
  talentRelevanceFor,
} from "../matching";
import { cardsOf } from "./cards";
import { chosenCandidateIds } from "./client-choices";
import { type CopilotOrderRow, canActOn, isActionable } from "./order-access";
import { applicantIdsOf, rankingSubjectOf } from "./order-pool";

export async function rankedView(
  session: CopilotSession,
  order: CopilotOrderRow,
  weights: MatchingWeights,
): Promise<CopilotCandidatesView> {
  const executor = db();
  const matchingOrder = matchingOrderOf(order.copilotDraft);
  const [applicants, chosen, prefiltered, shortlisted] = await Promise.all([
    applicantIdsOf(executor, order),
    chosenCandidateIds(executor, session.workspaceId, order.id),
    prefilterTalentPool(matchingOrder, DEFAULT_PREFILTER_LIMIT, executor),
    hasOrderShortlist(executor, order.id),
  ]);
  const inPrefilter = new Set(prefiltered.map((row) => row.id));
  const extra = [...new Set([...applicants, ...chosen])].filter((id) => !inPrefilter.has(id));
  const pool = await candidatesForMatching(
    [...prefiltered, ...(await talentRelevanceFor(matchingOrder, extra, executor))],
    executor,
  );
  const assessments = await sharedAssessmentResults(pool.map((candidate) => candidate.id));
  const ranked = rankCandidates(matchingOrder, pool, { weights, assessments, today: todayInFlorida() });
  const kept = new Set(chosen);
  const ranking = {
    ...ranked,
    candidates: ranked.candidates.filter(
      (candidate) => candidate.rank <= COPILOT_CANDIDATE_LIMITS.shown || kept.has(candidate.candidateId),
    ),
  };
  const logged = await logRanking(ranking, {
    subject: rankingSubjectOf(order.id),
    shownTo: session.userId,
    workspaceId: session.workspaceId,
  });
  return {
    order: {
      id: order.id,
      title: order.copilotDraft.title,
      status: copilotStepOf(order.status, shortlisted),
      actionable: isActionable(order),
    },
    canAct: canActOn(session, order),
    version: ranking.version,
    weights: ranking.weights,
    considered: ranking.considered,
    rankedAt: new Date().toISOString(),
    candidates: await cardsOf(executor, ranking, logged, {
      workspaceId: session.workspaceId,
      orderId: order.id,
      applicants,
      assessments,
    }),
  };
}
