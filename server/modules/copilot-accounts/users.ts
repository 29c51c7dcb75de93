import { eq, sql } from "drizzle-orm";
import type { CopilotUser } from "../../../common/copilot-accounts";
import type { Executor } from "../../db/client";
import { copilotSessions, copilotUsers } from "../../db/schema";
import type { SessionStore } from "../../kernel/account-sessions";

export type CopilotUserRow = typeof copilotUsers.$inferSelect;

export const COPILOT_SESSIONS: SessionStore = {
  table: copilotSessions,
  owner: { column: copilotSessions.userId, key: "userId" },
};

export function copilotUserOf(row: CopilotUserRow): CopilotUser {
  return { id: row.id, name: row.name, email: row.email };
}

/** The account emails greet people by the first word of their name. */
export function recipientOf(row: { name: string; email: string }) {
  return { firstName: row.name.split(" ")[0] || row.name, email: row.email };
}

/** The user with this address (stored lower-cased by the schemas). */
export async function findUserByEmail(
  executor: Executor,
  email: string,
): Promise<CopilotUserRow | undefined> {
  const [row] = await executor
    .select()
    .from(copilotUsers)
    .where(eq(sql`lower(${copilotUsers.email})`, email.toLowerCase()));
  return row;
}

/**
 * Serialises everything that creates a user for one address (signup, accepting an invitation)
 * until the transaction ends, so "no user has it yet" stays true until the insert.
 */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`copilot-user:${email.toLowerCase()}`}))`);
}

export async function markEmailVerified(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(copilotUsers)
    .set({ emailVerifiedAt: sql`coalesce(${copilotUsers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(copilotUsers.id, userId));
}
