/**
 * A client refers to a candidate only by `ref`, the ranking-log entry of a list it was shown (ADR
 * 0027). A ref resolves only within the ranking's order and workspace: another workspace's ref, a ref
 * of another order, an unknown one or a candidate who has since opted out is the same 404.
 */
import { and, eq } from "drizzle-orm";
import { COPILOT_CANDIDATE_MESSAGES as M } from "../../../common/copilot-candidates";
import type { MatchingWeights } from "../../../common/matching";
import type { Executor } from "../../db/client";
import { candidates, matchingRankingEntries, matchingRankings } from "../../db/schema";
import { NotFound } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { isUuid } from "../../kernel/ids";
import type { CopilotOrderRow } from "./order-access";
import { rankingSubjectOf } from "./order-pool";

export type ResolvedRef = {
  ref: string;
  rankingId: string;
  candidateId: string;
  rank: number;
  /** The text relevance the candidate was ranked with (relative to that list's best). */
  textRelevance: number;
  weights: MatchingWeights;
};

export async function resolveRef(
  executor: Executor,
  session: CopilotSession,
  order: CopilotOrderRow,
  ref: string,
): Promise<ResolvedRef> {
  if (!isUuid(ref)) throw new NotFound(M.notFound);
  const [row] = await executor
    .select({
      rankingId: matchingRankingEntries.rankingId,
      candidateId: matchingRankingEntries.candidateId,
      rank: matchingRankingEntries.rank,
      criteria: matchingRankingEntries.criteria,
      weights: matchingRankings.weights,
    })
    .from(matchingRankingEntries)
    .innerJoin(matchingRankings, eq(matchingRankings.id, matchingRankingEntries.rankingId))
    .innerJoin(candidates, eq(candidates.id, matchingRankingEntries.candidateId))
    .where(
      and(
        eq(matchingRankingEntries.id, ref),
        eq(matchingRankings.subject, rankingSubjectOf(order.id)),
        eq(matchingRankings.copilotWorkspaceId, session.workspaceId),
        eq(candidates.automatedRankingOptOut, false),
      ),
    );
  if (!row) throw new NotFound(M.notFound);
  return {
    ref,
    rankingId: row.rankingId,
    candidateId: row.candidateId,
    rank: row.rank,
    textRelevance: row.criteria.find((criterion) => criterion.criterion === "textRelevance")?.value ?? 0,
    weights: row.weights,
  };
}
