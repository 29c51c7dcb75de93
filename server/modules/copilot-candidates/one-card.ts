/**
 * The card of one candidate after an action: scored again as the list it came from scored them (the
 * same weights, rank and text relevance), with the decision and request as they are now.
 */
import type { CopilotCandidateCard } from "../../../common/copilot-candidates";
import { COPILOT_CANDIDATE_MESSAGES as M } from "../../../common/copilot-candidates";
import { todayInFlorida } from "../../../common/timesheets";
import { db } from "../../db/client";
import { NotFound } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { sharedAssessmentResults } from "../assessments";
import { matchingOrderOf } from "../copilot-drafting";
import { candidatesForMatching, rankCandidates } from "../matching";
import { cardsOf } from "./cards";
import type { CopilotOrderRow } from "./order-access";
import { applicantIdsOf } from "./order-pool";
import type { ResolvedRef } from "./refs";

export async function cardOf(
  session: CopilotSession,
  order: CopilotOrderRow,
  resolved: ResolvedRef,
): Promise<CopilotCandidateCard> {
  const executor = db();
  const [candidate] = await candidatesForMatching([{ id: resolved.candidateId, relevance: 1 }], executor);
  if (!candidate) throw new NotFound(M.notFound);
  const assessments = await sharedAssessmentResults([candidate.id]);
  const ranked = rankCandidates(
    matchingOrderOf(order.copilotDraft),
    [{ ...candidate, textRelevance: resolved.textRelevance }],
    { weights: resolved.weights, assessments, today: todayInFlorida() },
  );
  const ranking = {
    ...ranked,
    candidates: ranked.candidates.map((scored) => ({ ...scored, rank: resolved.rank })),
  };
  const [card] = await cardsOf(
    executor,
    ranking,
    { rankingId: resolved.rankingId, entryIds: new Map([[candidate.id, resolved.ref]]) },
    {
      workspaceId: session.workspaceId,
      orderId: order.id,
      applicants: await applicantIdsOf(executor, order),
      assessments,
    },
  );
  if (!card) throw new NotFound(M.notFound);
  return card;
}
