import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db, type Executor } from "../../db/client";
import { candidateSessions, candidateVerifications } from "../../db/schema";

/** Ended sessions and verifications stay a day (an expired code still says "expired"), then go. */
export const ENDED_RECORD_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Ended more than the retention ago: least() skips a null, so this is the expiry or the earlier
 * revocation/consumption. The same expression as the *_ended_idx indexes, so the planner uses them.
 */
function endedLongAgo(expiresAt: AnyPgColumn, endedAt: AnyPgColumn): SQL {
  return sql`least(${expiresAt}, ${endedAt}) < now() - make_interval(secs => ${ENDED_RECORD_RETENTION_SECONDS})`;
}

/**
 * Deletes sessions that expired or were revoked, and verifications that expired or were consumed,
 * more than a day ago: one indexed delete each. The maintenance worker runs it every minute or so.
 * Returns how many of each went.
 */
export async function sweepEndedCandidateRecords(
  executor: Executor = db(),
): Promise<{ sessions: number; verifications: number }> {
  const sessions = await executor
    .delete(candidateSessions)
    .where(endedLongAgo(candidateSessions.expiresAt, candidateSessions.revokedAt))
    .returning({ id: candidateSessions.id });
  const verifications = await executor
    .delete(candidateVerifications)
    .where(endedLongAgo(candidateVerifications.expiresAt, candidateVerifications.consumedAt))
    .returning({ id: candidateVerifications.id });
  return { sessions: sessions.length, verifications: verifications.length };
}
