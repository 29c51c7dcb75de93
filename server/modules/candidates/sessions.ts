import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Request } from "express";
import { CANDIDATE_MESSAGES } from "../../../common/candidates";
import { db, type Executor } from "../../db/client";
import { candidateSessions, candidates } from "../../db/schema";
import { Unauthorized } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** "Remember me" keeps a device signed in for a month of occasional use; otherwise a working day. */
export const SESSION_LIFETIMES = {
  remembered: { absoluteSeconds: 30 * DAY, idleSeconds: 7 * DAY },
  standard: { absoluteSeconds: 12 * HOUR, idleSeconds: 2 * HOUR },
} as const;

/** Refreshing last_used_at on every call would write on every read; once a minute is precise enough. */
const TOUCH_INTERVAL_SECONDS = 60;
/** candidates.last_active_at moves on with use at most this often (sign-in always sets it). */
const ACTIVITY_INTERVAL_SECONDS = HOUR;

/** A new token on every sign-in; only its hash is stored. */
export async function startCandidateSession(
  tx: Executor,
  candidateId: string,
  { rememberMe, userAgent }: { rememberMe: boolean; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const lifetime = rememberMe ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.standard;
  const { token, tokenHash } = newSecretToken();
  const [session] = await tx
    .insert(candidateSessions)
    .values({
      candidateId,
      tokenHash,
      rememberMe,
      idleTimeoutSeconds: lifetime.idleSeconds,
      userAgent: userAgent?.slice(0, 500) || null,
      expiresAt: sql`now() + make_interval(secs => ${lifetime.absoluteSeconds})`,
    })
    .returning({ expiresAt: candidateSessions.expiresAt });
  if (!session) throw new Error("The session insert returned no row.");
  return { token, expiresAt: session.expiresAt };
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
      SET last_used_at = CASE WHEN last_used_at < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS}) THEN now() ELSE last_used_at END
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
  await db()
    .update(candidateSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(candidateSessions.id, sessionId), isNull(candidateSessions.revokedAt)));
}

/** Every live session of the candidate, or all but the one given (the device changing the password). */
export async function revokeCandidateSessions(
  tx: Executor,
  candidateId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await tx
    .update(candidateSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(candidateSessions.candidateId, candidateId),
        isNull(candidateSessions.revokedAt),
        except ? ne(candidateSessions.id, except) : undefined,
      ),
    );
}
