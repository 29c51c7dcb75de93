/**
 * Signed-in devices of every kind of account (candidates with a bearer token, employer users with
 * a cookie) over a table of accountSessionColumns: a new token per sign-in, only its hash stored.
 */
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { newSecretToken, sha256 } from "./secret-tokens";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** "Remember me" keeps a device signed in for a month of occasional use; otherwise a working day. */
export const SESSION_LIFETIMES = {
  remembered: { absoluteSeconds: 30 * DAY, idleSeconds: 7 * DAY },
  standard: { absoluteSeconds: 12 * HOUR, idleSeconds: 2 * HOUR },
} as const;

/** Refreshing last_used_at on every call would write on every read; once a minute is precise enough. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** A table built with accountSessionColumns. */
export type SessionTable = PgTable & {
  id: PgColumn;
  tokenHash: PgColumn;
  idleTimeoutSeconds: PgColumn;
  lastUsedAt: PgColumn;
  expiresAt: PgColumn;
  revokedAt: PgColumn;
};

/** The table, and its owner column with that column's property name in the insert shape. */
export type SessionStore = { table: SessionTable; owner: { column: PgColumn; key: string } };

/**
 * A new token; only its hash is stored. `columns` fills the table's own further columns (the
 * workspace a copilot session acts in).
 */
export async function startAccountSession(
  tx: Executor,
  { table, owner }: SessionStore,
  ownerId: string,
  {
    rememberMe,
    userAgent,
    columns,
  }: { rememberMe: boolean; userAgent?: string; columns?: Record<string, unknown> },
): Promise<{ token: string; expiresAt: Date }> {
  const lifetime = rememberMe ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.standard;
  const { token, tokenHash } = newSecretToken();
  const [session] = await tx
    .insert(table)
    .values({
      ...columns,
      [owner.key]: ownerId,
      tokenHash,
      rememberMe,
      idleTimeoutSeconds: lifetime.idleSeconds,
      userAgent: userAgent?.slice(0, 500) || null,
      expiresAt: sql`now() + make_interval(secs => ${lifetime.absoluteSeconds})`,
    })
    .returning({ expiresAt: table.expiresAt });
  if (!session) throw new Error("The session insert returned no row.");
  // A timestamptz column: the driver value is mapped to a Date, which the generic table cannot say.
  return { token, expiresAt: session.expiresAt as Date };
}

/** The session a token names while it is live: not revoked, not expired, used within its idle time. */
export function liveSessionOf(table: SessionTable, token: string): SQL | undefined {
  return and(
    eq(table.tokenHash, sha256(token)),
    isNull(table.revokedAt),
    sql`${table.expiresAt} > now()`,
    sql`${table.lastUsedAt} + make_interval(secs => ${table.idleTimeoutSeconds}) > now()`,
  );
}

export async function revokeAccountSession(executor: Executor, table: SessionTable, sessionId: string) {
  await executor
    .update(table)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(table.id, sessionId), isNull(table.revokedAt)));
}

/** Every live session of the account, or all but the one given (the device changing the password). */
export async function revokeAccountSessions(
  tx: Executor,
  { table, owner }: SessionStore,
  ownerId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await tx
    .update(table)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(owner.column, ownerId), isNull(table.revokedAt), except ? ne(table.id, except) : undefined),
    );
}
