/** The ranking log (issue 22): every ranking shown, with its inputs, version, candidates and scores. */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnonymisedCandidate, Ranking } from "../../../common/matching";
import { db, type Executor } from "../../db/client";
import { candidates, matchingRankingEntries, matchingRankings } from "../../db/schema";
import { anonymisedCandidate } from "./anonymise";

/** A candidate's id and the stored details that identify them (IdentifyingDetails), as selected. */
export const identifyingColumns = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  phone: candidates.phone,
  city: candidates.city,
  state: candidates.state,
};

export type RankingShown = {
  /** What was ranked for, named by the caller: "copilot-order:<id>", "demo". */
  subject: string;
  /** Who saw it, named by the caller (a workspace member's id, a recruiter's email). */
  shownTo?: string | null;
  /** The client workspace it was shown in, for the copilot admin's ranking log and bias report. */
  workspaceId?: string | null;
};

export type LoggedRanking = {
  rankingId: string;
  /** Candidate id → the entry id clients refer to that candidate by. */
  entryIds: Map<string, string>;
};

/** Logs a ranking as shown: one row for the inputs, one entry per candidate shown. */
export async function logRanking(
  ranking: Ranking,
  shown: RankingShown,
  executor: Executor = db(),
): Promise<LoggedRanking> {
  const write = async (tx: Executor): Promise<LoggedRanking> => {
    const [row] = await tx
      .insert(matchingRankings)
      .values({
        version: ranking.version,
        subject: shown.subject,
        shownTo: shown.shownTo ?? null,
        copilotWorkspaceId: shown.workspaceId ?? null,
        orderSnapshot: ranking.order,
        weights: ranking.weights,
        considered: ranking.considered,
      })
      .returning({ id: matchingRankings.id });
    if (!row) throw new Error("The ranking log did not return the new row");
    const entryIds = new Map<string, string>();
    if (ranking.candidates.length > 0) {
      const entries = await tx
        .insert(matchingRankingEntries)
        .values(
          ranking.candidates.map((candidate) => ({
            rankingId: row.id,
            candidateId: candidate.candidateId,
            rank: candidate.rank,
            score: candidate.score,
            criteria: candidate.criteria.map(({ criterion, value, points }) => ({
              criterion,
              value,
              points,
            })),
          })),
        )
        .returning({ id: matchingRankingEntries.id, candidateId: matchingRankingEntries.candidateId });
      for (const entry of entries) entryIds.set(entry.candidateId, entry.id);
    }
    return { rankingId: row.id, entryIds };
  };
  // A transaction of its own, or a savepoint inside the caller's (a drizzle transaction nests).
  return executor.transaction(write);
}

export type LoggedRankingEntry = { entryId: string; candidateId: string; rank: number; score: number };

/** A logged ranking's entries, in rank order (for the copilot admin's ranking log and the bias report). */
export async function loggedRankingEntries(
  rankingId: string,
  executor: Executor = db(),
): Promise<LoggedRankingEntry[]> {
  return executor
    .select({
      entryId: matchingRankingEntries.id,
      candidateId: matchingRankingEntries.candidateId,
      rank: matchingRankingEntries.rank,
      score: matchingRankingEntries.score,
    })
    .from(matchingRankingEntries)
    .where(eq(matchingRankingEntries.rankingId, rankingId))
    .orderBy(asc(matchingRankingEntries.rank));
}

/** The newest logged rankings for a subject, newest first. */
export async function loggedRankingsFor(subject: string, executor: Executor = db()) {
  return executor
    .select()
    .from(matchingRankings)
    .where(eq(matchingRankings.subject, subject))
    .orderBy(desc(matchingRankings.createdAt));
}

/**
 * A ranking as a client may see it: each candidate anonymised and referred to by their log entry.
 * Candidates who opted out since the ranking are left out.
 */
export async function anonymisedRanking(
  ranking: Ranking,
  logged: LoggedRanking,
  executor: Executor = db(),
): Promise<AnonymisedCandidate[]> {
  const ids = ranking.candidates.map((candidate) => candidate.candidateId);
  if (ids.length === 0) return [];
  const rows = await executor
    .select(identifyingColumns)
    .from(candidates)
    .where(and(inArray(candidates.id, ids), sql`NOT ${candidates.automatedRankingOptOut}`));
  const details = new Map(rows.map((row) => [row.id, row]));
  return ranking.candidates.flatMap((candidate) => {
    const person = details.get(candidate.candidateId);
    const ref = logged.entryIds.get(candidate.candidateId);
    return person && ref ? [anonymisedCandidate(candidate, person, ref)] : [];
  });
}
