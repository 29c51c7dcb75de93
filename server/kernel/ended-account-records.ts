import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import type { SessionTable } from "./account-sessions";
import type { VerificationTable } from "./account-verifications";

/** Ended sessions and verifications stay a day (an expired code still says "expired"), then go. */
export const ENDED_RECORD_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Ended more than the retention ago: least() skips a null, so this is the expiry or the earlier
 * revocation/consumption. The same expression as the *_ended_idx indexes, so the planner uses them.
 */
function endedLongAgo(expiresAt: PgColumn, endedAt: PgColumn): SQL {
  return sql`least(${expiresAt}, ${endedAt}) < now() - make_interval(secs => ${ENDED_RECORD_RETENTION_SECONDS})`;
}

/**
 * Deletes an account kind's sessions that expired or were revoked, and its verifications that
 * expired or were consumed, more than a day ago: one indexed delete each. Returns how many went.
 */
export async function deleteEndedAccountRecords(
  executor: Executor,
  tables: { sessions: SessionTable; verifications: VerificationTable },
): Promise<{ sessions: number; verifications: number }> {
  const { sessions, verifications } = tables;
  const endedSessions = await executor
    .delete(sessions)
    .where(endedLongAgo(sessions.expiresAt, sessions.revokedAt))
    .returning({ id: sessions.id });
  const endedVerifications = await executor
    .delete(verifications)
    .where(endedLongAgo(verifications.expiresAt, verifications.consumedAt))
    .returning({ id: verifications.id });
  return { sessions: endedSessions.length, verifications: endedVerifications.length };
}
