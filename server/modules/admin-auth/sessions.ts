import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "../../db/client";
import { adminSessions } from "../../db/schema";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import type { AdminActor } from "../audit";
import type { StaffArea } from "./areas";

export type AdminIdentity = AdminActor;

/** A working day at most, and signed out after half an hour away (issue 7). */
export const ADMIN_SESSION_LIFETIME = { absoluteSeconds: 8 * 60 * 60, idleSeconds: 30 * 60 } as const;

/** Refreshing last_used_at on every call would write on every read; once a minute is precise enough. */
const TOUCH_INTERVAL_SECONDS = 60;

/** Ended sessions are kept a day (for support questions), then the maintenance worker deletes them. */
const ENDED_SESSION_RETENTION_SECONDS = 24 * 60 * 60;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,60}$/;

/** A new random token; only its hash is stored. */
export async function createAdminSession(
  executor: Executor,
  identity: AdminIdentity,
  area: StaffArea = "admin",
): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await executor.insert(adminSessions).values({
    tokenHash,
    area,
    email: identity.email,
    name: identity.name,
    expiresAt: sql`now() + make_interval(secs => ${ADMIN_SESSION_LIFETIME.absoluteSeconds})`,
  });
  return token;
}

/**
 * The admin behind a live session token; null for anything else. A read, not a write: the row is
 * touched (last_used_at = now) only when its last touch is over a minute old, so the 30-minute idle
 * timeout is exact to a minute while a busy console page does not update the row on every request.
 */
export async function adminForSessionToken(
  token: string | undefined,
  area: StaffArea = "admin",
): Promise<AdminIdentity | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const tokenHash = sha256(token);
  const [session] = await db()
    .select({
      email: adminSessions.email,
      name: adminSessions.name,
      due: sql<boolean>`${adminSessions.lastUsedAt} < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        eq(adminSessions.area, area),
        isNull(adminSessions.revokedAt),
        sql`${adminSessions.expiresAt} > now()`,
        sql`${adminSessions.lastUsedAt} + make_interval(secs => ${ADMIN_SESSION_LIFETIME.idleSeconds}) > now()`,
      ),
    );
  if (!session) return null;
  if (session.due) await touchAdminSession(tokenHash);
  return { email: session.email, name: session.name };
}

/** last_used_at = now, unless a parallel request has just done it (then no row is written). */
async function touchAdminSession(tokenHash: string): Promise<void> {
  await db()
    .update(adminSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        sql`${adminSessions.lastUsedAt} < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`,
      ),
    );
}

/** Ends the session; the admin it belonged to, or null when it had already ended. */
export async function revokeAdminSession(
  executor: Executor,
  token: string | undefined,
  area: StaffArea = "admin",
): Promise<AdminIdentity | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [session] = await executor
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.tokenHash, sha256(token)),
        eq(adminSessions.area, area),
        isNull(adminSessions.revokedAt),
        sql`${adminSessions.expiresAt} > now()`,
      ),
    )
    .returning({ email: adminSessions.email, name: adminSessions.name });
  return session ?? null;
}

/** Deletes sessions that ended more than the retention ago; returns how many. */
export async function deleteEndedAdminSessions(executor: Executor): Promise<number> {
  const deleted = await executor
    .delete(adminSessions)
    .where(
      sql`least(${adminSessions.expiresAt}, ${adminSessions.revokedAt}) < now() - make_interval(secs => ${ENDED_SESSION_RETENTION_SECONDS})`,
    )
    .returning({ id: adminSessions.id });
  return deleted.length;
}
