import { and, asc, eq, sql } from "drizzle-orm";
import type { Request } from "express";
import type { z } from "zod";
import { COPILOT_MESSAGES, type CopilotAccount } from "../../../common/copilot-accounts";
import type { copilotLoginSchema } from "../../../common/copilot-accounts-schemas";
import { db, type Executor } from "../../db/client";
import { copilotMembers, copilotSessions, copilotWorkspaces } from "../../db/schema";
import { Forbidden, Unauthorized } from "../../errors";
import {
  liveSessionOf,
  revokeAccountSession,
  SESSION_TOUCH_INTERVAL_SECONDS,
  startAccountSession,
} from "../../kernel/account-sessions";
import type { CopilotSession } from "../../kernel/copilot-session";
import { passwordMatches } from "../../kernel/passwords";
import { COPILOT_SESSIONS, findUserByEmail } from "./users";
import { getCopilotAccount } from "./workspace";

export type StartedCopilotSession = { token: string; expiresAt: Date; account: CopilotAccount };

/** SPEC §6: the browser sends the token as `Authorization: Bearer <token>` on /api/copilot paths. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * A new token acting in the workspace; only its hash is stored. The caller has checked that the
 * user is a verified member of it.
 */
export async function startCopilotSession(
  executor: Executor,
  user: { userId: string; workspaceId: string },
  { rememberMe, userAgent }: { rememberMe: boolean; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  return startAccountSession(executor, COPILOT_SESSIONS, user.userId, {
    rememberMe,
    userAgent,
    columns: { workspaceId: user.workspaceId },
  });
}

/**
 * Signs in with a new token, acting in the workspace the user joined first. Unknown address and
 * wrong password are one 401 after the same Argon2 work; only the right password learns that the
 * address still needs verifying (403).
 */
export async function signInCopilot(
  input: z.output<typeof copilotLoginSchema>,
  { userAgent }: { userAgent?: string } = {},
): Promise<StartedCopilotSession> {
  const user = await findUserByEmail(db(), input.email);
  if (!(await passwordMatches(input.password, user?.passwordHash)) || !user) {
    throw new Unauthorized(COPILOT_MESSAGES.loginFailed);
  }
  if (!user.emailVerifiedAt) throw new Forbidden(COPILOT_MESSAGES.notVerified);
  const memberships = await db()
    .select({ workspaceId: copilotMembers.workspaceId, status: copilotWorkspaces.status })
    .from(copilotMembers)
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, copilotMembers.workspaceId))
    .where(eq(copilotMembers.userId, user.id))
    .orderBy(asc(copilotMembers.createdAt), asc(copilotMembers.id));
  // Removed from every workspace: nothing to act in, the same answer as a wrong password.
  if (memberships.length === 0) throw new Unauthorized(COPILOT_MESSAGES.loginFailed);
  // The first workspace joined that is not suspended; only suspended ones: refused, and told why.
  const first = memberships.find((membership) => membership.status !== "suspended");
  if (!first) throw new Forbidden(COPILOT_MESSAGES.workspaceSuspended);
  const session = await startCopilotSession(
    db(),
    { userId: user.id, workspaceId: first.workspaceId },
    { rememberMe: input.rememberMe, userAgent },
  );
  return {
    ...session,
    account: await getCopilotAccount({ userId: user.id, workspaceId: first.workspaceId }),
  };
}

/**
 * The signed-in client behind the bearer token, for every /api/copilot route that needs one. A
 * missing, unknown, revoked, expired or idle token, or one whose user is no longer a member of its
 * workspace, is 401; a token acting in a suspended workspace is 403 (ADR 0026); a live one counts as
 * used now (written at most once a minute).
 */
export async function authenticateCopilot(req: Request): Promise<CopilotSession> {
  const token = BEARER.exec(req.get("authorization") ?? "")?.[1];
  if (!token) throw new Unauthorized(COPILOT_MESSAGES.signedOut);
  const [session] = await db()
    .select({
      sessionId: copilotSessions.id,
      userId: copilotSessions.userId,
      workspaceId: copilotSessions.workspaceId,
      role: copilotMembers.role,
      workspaceStatus: copilotWorkspaces.status,
      due: sql<boolean>`${copilotSessions.lastUsedAt} < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS})`,
    })
    .from(copilotSessions)
    .innerJoin(
      copilotMembers,
      and(
        eq(copilotMembers.workspaceId, copilotSessions.workspaceId),
        eq(copilotMembers.userId, copilotSessions.userId),
      ),
    )
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, copilotSessions.workspaceId))
    .where(liveSessionOf(copilotSessions, token));
  if (!session) throw new Unauthorized(COPILOT_MESSAGES.signedOut);
  const { due, workspaceStatus, ...copilot } = session;
  if (workspaceStatus === "suspended") throw new Forbidden(COPILOT_MESSAGES.workspaceSuspended);
  if (due) {
    await db()
      .update(copilotSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(copilotSessions.id, copilot.sessionId));
  }
  return copilot;
}

/** Logout: the token no longer works. */
export async function signOutCopilot(session: CopilotSession): Promise<void> {
  await revokeAccountSession(db(), copilotSessions, session.sessionId);
}
