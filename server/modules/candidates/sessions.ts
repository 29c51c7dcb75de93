import { sql } from "drizzle-orm";
import type { Request } from "express";
import { CANDIDATE_MESSAGES } from "../../../common/candidates";
import { db, type Executor } from "../../db/client";
import { candidateSessions, candidates } from "../../db/schema";
import { Unauthorized } from "../../errors";
import {
  revokeAccountSession,
  revokeAccountSessions,
  SESSION_TOUCH_INTERVAL_SECONDS,
  type SessionStore,
  startAccountSession,
} from "../../kernel/account-sessions";
import type { CandidateSession } from "../../kernel/candidate-session";
import { sha256 } from "../../kernel/secret-tokens";

export { SESSION_LIFETIMES } from "../../kernel/account-sessions";

const CANDIDATE_SESSIONS: SessionStore = {
  table: candidateSessions,
  owner: { column: candidateSessions.candidateId, key: "candidateId" },
};

/** candidates.last_active_at moves on with use at most once an hour (sign-in always sets it). */
const ACTIVITY_INTERVAL_SECONDS = 60 * 60;

/** A new token on every sign-in; only its hash is stored. */
export function startCandidateSession(
  tx: Executor,
  candidateId: string,
  options: { rememberMe: boolean; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  return startAccountSession(tx, CANDIDATE_SESSIONS, candidateId, options);
}

/**
 * The signed-in candidate behind `Authorization: Bearer <token>`, for every candidate route. A
 * missing, unknown, revoked, expired or idle token is 401; a live one counts as used now.
 */
export async function authenticateCandidate(req: Request): Promise<CandidateSession> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.get("authorization") ?? "")?.[1];
  if (!token) throw new Unauthorized(CANDIDATE_MESSAGES.signedOut);
  // One round trip: the session counts as used, and the candidate's last activity (the candidate
  // database's filter) moves on at most once an hour, so most calls write nothing to candidates.
  const { rows } = await db().execute<CandidateSession>(sql`
    WITH session AS (
      UPDATE ${candidateSessions}
      SET last_used_at = CASE WHEN last_used_at < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS}) THEN now() ELSE last_used_at END
      WHERE token_hash = ${sha256(token)} AND revoked_at IS NULL AND expires_at > now()
        AND last_used_at + make_interval(secs => idle_timeout_seconds) > now()
      RETURNING id, candidate_id
    ), active AS (
      UPDATE ${candidates} SET last_active_at = now()
      FROM session
      WHERE ${candidates}.id = session.candidate_id
        AND ${candidates}.last_active_at < now() - make_interval(secs => ${ACTIVITY_INTERVAL_SECONDS})
    )
    SELECT id AS "sessionId", candidate_id AS "candidateId" FROM session`);
  const [session] = rows;
  if (!session) throw new Unauthorized(CANDIDATE_MESSAGES.signedOut);
  return session;
}

export async function revokeCandidateSession(sessionId: string): Promise<void> {
  await revokeAccountSession(db(), candidateSessions, sessionId);
}

/** Every live session of the candidate, or all but the one given (the device changing the password). */
export async function revokeCandidateSessions(
  tx: Executor,
  candidateId: string,
  options: { except?: string } = {},
): Promise<void> {
  await revokeAccountSessions(tx, CANDIDATE_SESSIONS, candidateId, options);
}
