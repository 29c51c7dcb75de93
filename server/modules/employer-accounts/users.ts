import { and, eq, isNull, sql } from "drizzle-orm";
import type { EmployerUser } from "../../../common/employer-options";
import type { Executor } from "../../db/client";
import { employerSessions, employerUsers } from "../../db/schema";
import type { SessionStore } from "../../kernel/account-sessions";

export type EmployerUserRow = typeof employerUsers.$inferSelect;

export const EMPLOYER_SESSIONS: SessionStore = {
  table: employerSessions,
  owner: { column: employerSessions.employerUserId, key: "employerUserId" },
};

export function employerUserOf(row: EmployerUserRow): EmployerUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    workPhone: row.workPhone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The live (not removed) user with this address, lower-cased by the schemas. */
export async function findLiveUserByEmail(
  executor: Executor,
  email: string,
): Promise<EmployerUserRow | undefined> {
  const [row] = await executor
    .select()
    .from(employerUsers)
    .where(and(eq(sql`lower(${employerUsers.email})`, email.toLowerCase()), isNull(employerUsers.removedAt)));
  return row;
}

/**
 * Serialises everything that creates a user for one address (registration, accepting an
 * invitation) until the transaction ends, so "no live user has it yet" stays true until the insert.
 */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`employer-user:${email.toLowerCase()}`}))`);
}

export async function markEmailVerified(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(employerUsers)
    .set({ emailVerifiedAt: sql`coalesce(${employerUsers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(employerUsers.id, userId));
}
