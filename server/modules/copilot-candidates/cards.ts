/**
 * The client's cards (ADR 0027): the matching module's anonymised candidate, with whether they
 * applied, the assessment results they share, the client's decision and request, and who they are
 * only once they accepted a request of this workspace for this order.
 */
import type { CopilotCandidateCard } from "../../../common/copilot-candidates";
import type { Ranking, SharedAssessments } from "../../../common/matching";
import type { Executor } from "../../db/client";
import { anonymisedRanking, type LoggedRanking } from "../matching";
import { decisionsOf, identitiesOf, requestOnCard, requestsOf } from "./client-choices";

export type CardContext = {
  workspaceId: string;
  orderId: string;
  applicants: ReadonlySet<string>;
  assessments: SharedAssessments;
};

/** The ranking's candidates as cards, in rank order. */
export async function cardsOf(
  executor: Executor,
  ranking: Ranking,
  logged: LoggedRanking,
  context: CardContext,
): Promise<CopilotCandidateCard[]> {
  const ids = ranking.candidates.map((candidate) => candidate.candidateId);
  const refToCandidate = new Map([...logged.entryIds].map(([candidateId, ref]) => [ref, candidateId]));
  const [anonymised, decisions, requests] = await Promise.all([
    anonymisedRanking(ranking, logged, executor),
    decisionsOf(executor, context.orderId, ids),
    requestsOf(executor, context.workspaceId, context.orderId, ids),
  ]);
  const identities = await identitiesOf(executor, requests);
  return anonymised.map((candidate) => {
    const candidateId = refToCandidate.get(candidate.ref) ?? "";
    return {
      ...candidate,
      applied: context.applicants.has(candidateId),
      sharedAssessments: (context.assessments.get(candidateId) ?? []).map(({ name, score }) => ({
        name,
        score,
      })),
      decision: decisions.get(candidateId) ?? null,
      request: requestOnCard(requests.get(candidateId)),
      identity: identities.get(candidateId) ?? null,
    };
  });
}
