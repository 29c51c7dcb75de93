import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  COPILOT_MESSAGES,
  type CopilotAccount,
  type CopilotMember,
  type CopilotSeats,
  type CopilotWorkspace,
} from "../../../common/copilot-accounts";
import type {
  copilotRoleChangeSchema,
  copilotWorkspaceRenameSchema,
} from "../../../common/copilot-accounts-schemas";
import { db, type Executor } from "../../db/client";
import {
  copilotInvitations,
  copilotMembers,
  copilotSessions,
  copilotUsers,
  copilotWorkspaces,
} from "../../db/schema";
import { Conflict, Forbidden, NotFound } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { isUuid } from "../../kernel/ids";
import { assertSeatAvailable, workspaceSeatLimit } from "../copilot-billing";
import { copilotUserOf } from "./users";

/** Owners only (renaming, inviting, changing roles, removing members): 403 for every other role. */
export function requireCopilotOwner(session: CopilotSession): void {
  if (session.role !== "owner") throw new Forbidden(COPILOT_MESSAGES.ownersOnly);
}

function workspaceOf(row: typeof copilotWorkspaces.$inferSelect): CopilotWorkspace {
  return { id: row.id, name: row.name, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** GET /api/copilot/me: the user, the workspace the session acts in, their role and the member count. */
export async function getCopilotAccount(
  who: { userId: string; workspaceId: string },
  executor: Executor = db(),
): Promise<CopilotAccount> {
  const [row] = await executor
    .select({ user: copilotUsers, workspace: copilotWorkspaces, role: copilotMembers.role })
    .from(copilotMembers)
    .innerJoin(copilotUsers, eq(copilotUsers.id, copilotMembers.userId))
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, copilotMembers.workspaceId))
    .where(and(eq(copilotMembers.userId, who.userId), eq(copilotMembers.workspaceId, who.workspaceId)));
  if (!row) throw new NotFound(COPILOT_MESSAGES.memberNotFound);
  const [members] = await executor
    .select({ n: count() })
    .from(copilotMembers)
    .where(eq(copilotMembers.workspaceId, who.workspaceId));
  const workspaces = await executor
    .select({ id: copilotWorkspaces.id, name: copilotWorkspaces.name })
    .from(copilotMembers)
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, copilotMembers.workspaceId))
    .where(eq(copilotMembers.userId, who.userId))
    .orderBy(asc(copilotMembers.createdAt), asc(copilotMembers.id));
  return {
    user: copilotUserOf(row.user),
    workspace: workspaceOf(row.workspace),
    role: row.role,
    memberCount: members?.n ?? 0,
    workspaces,
  };
}

/**
 * The session acts in another workspace the person belongs to from now on (404 for one they do
 * not); the answer is the account as /me gives it there.
 */
export async function switchCopilotWorkspace(
  session: CopilotSession,
  workspaceId: string,
): Promise<CopilotAccount> {
  if (!isUuid(workspaceId)) throw new NotFound(COPILOT_MESSAGES.workspaceNotFound);
  const [member] = await db()
    .select({ id: copilotMembers.id, status: copilotWorkspaces.status })
    .from(copilotMembers)
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, copilotMembers.workspaceId))
    .where(and(eq(copilotMembers.userId, session.userId), eq(copilotMembers.workspaceId, workspaceId)));
  if (!member) throw new NotFound(COPILOT_MESSAGES.workspaceNotFound);
  if (member.status === "suspended") throw new Forbidden(COPILOT_MESSAGES.workspaceSuspended);
  await db().update(copilotSessions).set({ workspaceId }).where(eq(copilotSessions.id, session.sessionId));
  return getCopilotAccount({ userId: session.userId, workspaceId });
}

/** An owner renames the workspace (the company's name as the agency and colleagues see it). */
export async function renameCopilotWorkspace(
  session: CopilotSession,
  { name }: z.output<typeof copilotWorkspaceRenameSchema>,
): Promise<CopilotAccount> {
  requireCopilotOwner(session);
  await db()
    .update(copilotWorkspaces)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(copilotWorkspaces.id, session.workspaceId));
  return getCopilotAccount(session);
}

/** The workspace's members, owners first, then by name (also for the copilot admin's workspace page). */
export async function listCopilotMembers(
  session: Pick<CopilotSession, "workspaceId">,
): Promise<CopilotMember[]> {
  const rows = await db()
    .select({
      userId: copilotUsers.id,
      name: copilotUsers.name,
      email: copilotUsers.email,
      role: copilotMembers.role,
      joinedAt: copilotMembers.createdAt,
    })
    .from(copilotMembers)
    .innerJoin(copilotUsers, eq(copilotUsers.id, copilotMembers.userId))
    .where(eq(copilotMembers.workspaceId, session.workspaceId))
    .orderBy(sql`${copilotMembers.role} <> 'owner'`, asc(copilotUsers.name), asc(copilotUsers.id));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/**
 * The seats a workspace may fill (members and open invitations): its plan's seats, or the owner's
 * one seat without a plan (copilot-billing decides; ADR 0022). This is the one place accounts reads
 * the seat rule.
 */
export function copilotSeatLimit(executor: Executor, workspaceId: string): Promise<number> {
  return workspaceSeatLimit(executor, workspaceId);
}

/** Members plus open invitations; the open invitation to `replacingEmail` (being replaced) does not count. */
async function seatsInUse(tx: Executor, workspaceId: string, replacingEmail = ""): Promise<number> {
  const [used] = await tx
    .execute<{ n: number }>(sql`
    SELECT ((SELECT count(*) FROM ${copilotMembers} WHERE workspace_id = ${workspaceId})
         + (SELECT count(*) FROM ${copilotInvitations}
            WHERE workspace_id = ${workspaceId} AND accepted_at IS NULL AND revoked_at IS NULL
              AND expires_at > now() AND email <> ${replacingEmail}))::int AS n`)
    .then((r) => r.rows);
  return used?.n ?? 0;
}

/** GET /api/copilot/seats: the seats taken (members and open invitations) and how many the plan has. */
export async function getCopilotSeats(session: CopilotSession): Promise<CopilotSeats> {
  const [used, limit] = await Promise.all([
    seatsInUse(db(), session.workspaceId),
    copilotSeatLimit(db(), session.workspaceId),
  ]);
  return { used, limit };
}

/**
 * 403 with a link when members plus open invitations fill the workspace's seats: to subscribe
 * without a plan, to billing to upgrade, to payment-setup when read-only. The invitation being
 * replaced (same address) does not count. The caller holds the workspace's row lock.
 */
export async function ensureSeatAvailable(
  tx: Executor,
  workspaceId: string,
  replacingEmail: string,
): Promise<void> {
  await assertSeatAvailable(workspaceId, await seatsInUse(tx, workspaceId, replacingEmail), tx);
}

/**
 * The workspace's members, locked for a change of who owns it: two owners changing each other at
 * once cannot leave it with none. The target is the member named (404 for anyone else's).
 */
async function lockedMembers(tx: Executor, session: CopilotSession, userId: string) {
  if (!isUuid(userId)) throw new NotFound(COPILOT_MESSAGES.memberNotFound);
  const members = await tx
    .select({ userId: copilotMembers.userId, role: copilotMembers.role })
    .from(copilotMembers)
    .where(eq(copilotMembers.workspaceId, session.workspaceId))
    .orderBy(asc(copilotMembers.id))
    .for("update");
  const target = members.find((member) => member.userId === userId);
  if (!target) throw new NotFound(COPILOT_MESSAGES.memberNotFound);
  const lastOwner =
    target.role === "owner" && members.filter((member) => member.role === "owner").length <= 1;
  return { target, lastOwner };
}

/** An owner changes a member's role; the last owner cannot stop being one (409). */
export async function changeCopilotMemberRole(
  session: CopilotSession,
  userId: string,
  { role }: z.output<typeof copilotRoleChangeSchema>,
): Promise<CopilotMember[]> {
  requireCopilotOwner(session);
  await db().transaction(async (tx) => {
    const { lastOwner } = await lockedMembers(tx, session, userId);
    if (lastOwner && role !== "owner") throw new Conflict(COPILOT_MESSAGES.lastOwner);
    await tx
      .update(copilotMembers)
      .set({ role })
      .where(and(eq(copilotMembers.workspaceId, session.workspaceId), eq(copilotMembers.userId, userId)));
  });
  return listCopilotMembers(session);
}

/**
 * An owner removes a member of their own workspace (404 for anyone else's) and ends the sessions
 * acting in it; the last owner is never removed (409). Their account stays for other workspaces.
 */
export async function removeCopilotMember(session: CopilotSession, userId: string): Promise<void> {
  requireCopilotOwner(session);
  await db().transaction(async (tx) => {
    const { lastOwner } = await lockedMembers(tx, session, userId);
    if (lastOwner) throw new Conflict(COPILOT_MESSAGES.lastOwner);
    await tx
      .delete(copilotMembers)
      .where(and(eq(copilotMembers.workspaceId, session.workspaceId), eq(copilotMembers.userId, userId)));
    await tx
      .update(copilotSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(copilotSessions.userId, userId),
          eq(copilotSessions.workspaceId, session.workspaceId),
          isNull(copilotSessions.revokedAt),
        ),
      );
  });
}
