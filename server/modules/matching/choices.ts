/**
 * The candidate's side of automated ranking (issue 22): opting out, and the voluntary
 * self-identification the bias audit reads. Both only through the candidate's own session.
 */
import { eq } from "drizzle-orm";
import type { MatchingChoices, MatchingChoicesInput } from "../../../common/matching-choices";
import { db } from "../../db/client";
import { candidateSelfIdentification, candidates } from "../../db/schema";
import { NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";

export async function getMatchingChoices(session: CandidateSession): Promise<MatchingChoices> {
  const [row] = await db()
    .select({
      automatedRankingOptOut: candidates.automatedRankingOptOut,
      sex: candidateSelfIdentification.sex,
      raceEthnicity: candidateSelfIdentification.raceEthnicity,
    })
    .from(candidates)
    .leftJoin(candidateSelfIdentification, eq(candidateSelfIdentification.candidateId, candidates.id))
    .where(eq(candidates.id, session.candidateId));
  if (!row) throw new NotFound("This account no longer exists.");
  return {
    automatedRankingOptOut: row.automatedRankingOptOut,
    sex: row.sex,
    raceEthnicity: row.raceEthnicity,
  };
}

/** Saves both choices at once; opting out takes effect for the next ranking anyone asks for. */
export async function saveMatchingChoices(
  session: CandidateSession,
  input: MatchingChoicesInput,
): Promise<MatchingChoices> {
  const { candidateId } = session;
  await db().transaction(async (tx) => {
    const updated = await tx
      .update(candidates)
      .set({ automatedRankingOptOut: input.automatedRankingOptOut, updatedAt: new Date() })
      .where(eq(candidates.id, candidateId))
      .returning({ id: candidates.id });
    if (updated.length === 0) throw new NotFound("This account no longer exists.");
    const identification = { sex: input.sex, raceEthnicity: input.raceEthnicity, updatedAt: new Date() };
    await tx
      .insert(candidateSelfIdentification)
      .values({ candidateId, ...identification })
      .onConflictDoUpdate({ target: candidateSelfIdentification.candidateId, set: identification });
  });
  return getMatchingChoices(session);
}
