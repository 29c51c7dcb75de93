/** A candidate's choice about automated ranking (issue 22): opted out, they are never ranked. */
import { eq } from "drizzle-orm";
import { db, type Executor } from "../../db/client";
import { candidates } from "../../db/schema";

/** Records the choice; false when there is no such candidate. */
export async function setAutomatedRankingOptOut(
  candidateId: string,
  optedOut: boolean,
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(candidates)
    .set({ automatedRankingOptOut: optedOut, updatedAt: new Date() })
    .where(eq(candidates.id, candidateId))
    .returning({ id: candidates.id });
  return rows.length > 0;
}

export async function isOptedOutOfAutomatedRanking(
  candidateId: string,
  executor: Executor = db(),
): Promise<boolean> {
  const [row] = await executor
    .select({ optedOut: candidates.automatedRankingOptOut })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.optedOut ?? false;
}
