import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { EMPLOYER_MESSAGES, type EmployerAccount, type EmployerUser } from "../../../common/employer-options";
import { db, type Executor } from "../../db/client";
import { employerUsers } from "../../db/schema";
import { Conflict, Forbidden, NotFound } from "../../errors";
import { revokeAccountSessions } from "../../kernel/account-sessions";
import type { EmployerSession } from "../../kernel/employer-session";
import { isUuid } from "../../kernel/ids";
import { findClientCompany } from "../clients";
import { EMPLOYER_SESSIONS, employerUserOf } from "./users";

/** Owners only (inviting and removing colleagues): 403 for every other role. */
export function requireOwner(session: EmployerSession): void {
  if (session.role !== "owner") throw new Forbidden(EMPLOYER_MESSAGES.ownersOnly);
}

/** The signed-in user (their name and email sign what they decide in the portal). */
export async function findSessionUser(
  session: EmployerSession,
  executor: Executor = db(),
): Promise<EmployerUser> {
  const [user] = await executor.select().from(employerUsers).where(eq(employerUsers.id, session.userId));
  if (!user) throw new NotFound(EMPLOYER_MESSAGES.userNotFound);
  return employerUserOf(user);
}

/** GET /api/employers/me: the signed-in user and their company with its approval status. */
export async function getEmployerAccount(session: EmployerSession): Promise<EmployerAccount> {
  return { user: await findSessionUser(session), company: await findClientCompany(db(), session.companyId) };
}

/** The company's live users, owners first, then by name. */
export function listCompanyUsers(session: EmployerSession): Promise<EmployerUser[]> {
  return liveUsersOf(session.companyId);
}

/**
 * Staff's view of a client company's live users (/admin/clients/:id), owners first, with whether
 * each has verified the address; a malformed id has none.
 */
export async function listCompanyUsersAsStaff(
  companyId: string,
): Promise<(EmployerUser & { emailVerified: boolean })[]> {
  if (!isUuid(companyId)) return [];
  const rows = await liveUserRows(companyId);
  return rows.map((row) => ({ ...employerUserOf(row), emailVerified: row.emailVerifiedAt !== null }));
}

async function liveUsersOf(companyId: string): Promise<EmployerUser[]> {
  return (await liveUserRows(companyId)).map(employerUserOf);
}

function liveUserRows(companyId: string) {
  return db()
    .select()
    .from(employerUsers)
    .where(and(eq(employerUsers.clientCompanyId, companyId), isNull(employerUsers.removedAt)))
    .orderBy(
      sql`${employerUsers.role} <> 'owner'`,
      asc(employerUsers.lastName),
      asc(employerUsers.firstName),
      asc(employerUsers.id),
    );
}

/**
 * An owner removes a user of their own company (404 for anyone else's) and ends their sessions.
 * The company's owners are locked first, so two owners removing each other at once cannot leave
 * it with none: the last owner is never removed (409).
 */
export async function removeCompanyUser(session: EmployerSession, userId: string): Promise<void> {
  requireOwner(session);
  if (!isUuid(userId)) throw new NotFound(EMPLOYER_MESSAGES.userNotFound);
  await db().transaction(async (tx) => {
    const live = and(eq(employerUsers.clientCompanyId, session.companyId), isNull(employerUsers.removedAt));
    const owners = await tx
      .select({ id: employerUsers.id })
      .from(employerUsers)
      .where(and(live, eq(employerUsers.role, "owner")))
      .orderBy(asc(employerUsers.id))
      .for("update");
    const [target] = await tx
      .select({ id: employerUsers.id, role: employerUsers.role })
      .from(employerUsers)
      .where(and(live, eq(employerUsers.id, userId)))
      .for("update");
    if (!target) throw new NotFound(EMPLOYER_MESSAGES.userNotFound);
    if (target.role === "owner" && owners.length <= 1) throw new Conflict(EMPLOYER_MESSAGES.lastOwner);
    await tx
      .update(employerUsers)
      .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(employerUsers.id, target.id));
    await revokeAccountSessions(tx, EMPLOYER_SESSIONS, target.id);
  });
}
