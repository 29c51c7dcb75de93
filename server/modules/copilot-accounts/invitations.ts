import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { COPILOT_LIMITS, COPILOT_MESSAGES, type CopilotInvitation } from "../../../common/copilot-accounts";
import {
  type copilotInvitationAcceptanceSchema,
  type copilotInvitationSchema,
  copilotNewMemberSchema,
} from "../../../common/copilot-accounts-schemas";
import { db, type Executor } from "../../db/client";
import { copilotInvitations, copilotMembers, copilotUsers, copilotWorkspaces } from "../../db/schema";
import { Conflict, Invalid, NotFound, Unauthorized } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { isUuid } from "../../kernel/ids";
import { parseInput } from "../../kernel/parse-input";
import { hashPassword, passwordMatches } from "../../kernel/passwords";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import { enqueueMail } from "../../mail/outbox";
import { enforceRateLimit } from "../../rate-limit";
import { copilotInvitationEmail } from "./emails";
import { COPILOT_RATE_LIMITS } from "./rate-limits";
import { type StartedCopilotSession, startCopilotSession } from "./sessions";
import { findUserByEmail, lockAddress, markEmailVerified } from "./users";
import { ensureSeatAvailable, getCopilotAccount, requireCopilotOwner } from "./workspace";

const openInvitation = () => and(isNull(copilotInvitations.acceptedAt), isNull(copilotInvitations.revokedAt));

/** The workspace's invitations (and only its own), with the extra condition given, newest first. */
function invitationsOf(workspaceId: string, condition?: SQL) {
  return db()
    .select({
      invitation: copilotInvitations,
      inviterName: copilotUsers.name,
      expired: sql<boolean>`${copilotInvitations.expiresAt} <= now()`,
    })
    .from(copilotInvitations)
    .leftJoin(copilotUsers, eq(copilotUsers.id, copilotInvitations.invitedBy))
    .where(and(eq(copilotInvitations.workspaceId, workspaceId), condition))
    .orderBy(desc(copilotInvitations.createdAt), desc(copilotInvitations.id));
}

type InvitationRow = Awaited<ReturnType<typeof invitationsOf>>[number];

function invitationOf({ invitation, inviterName, expired }: InvitationRow): CopilotInvitation {
  const status = invitation.acceptedAt
    ? "accepted"
    : invitation.revokedAt
      ? invitation.cancelled
        ? "cancelled"
        : "replaced"
      : expired
        ? "expired"
        : "open";
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: inviterName ?? "A former member",
    status,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

/**
 * An owner invites a colleague by email with a role: the link (a week, once) lets them join. A
 * newer invitation to the same address replaces the open one; a member cannot be invited again
 * (409), nor anyone once the seats are taken (403 with a link: one seat, the owner's, until a plan is chosen).
 */
export async function inviteCopilotMember(
  session: CopilotSession,
  { email, role }: z.output<typeof copilotInvitationSchema>,
): Promise<CopilotInvitation> {
  requireCopilotOwner(session);
  await enforceRateLimit(COPILOT_RATE_LIMITS.invitePerUser, session.userId);
  const { token, tokenHash } = newSecretToken();
  const id = await db().transaction(async (tx) => {
    const [context] = await tx
      .select({ workspaceName: copilotWorkspaces.name, inviterName: copilotUsers.name })
      .from(copilotWorkspaces)
      .innerJoin(copilotUsers, eq(copilotUsers.id, session.userId))
      .where(eq(copilotWorkspaces.id, session.workspaceId))
      .for("update", { of: copilotWorkspaces });
    if (!context) throw new Error("The signed-in copilot user has no workspace.");
    if (await isMember(tx, session.workspaceId, email)) throw new Conflict(COPILOT_MESSAGES.alreadyMember);
    await ensureSeatAvailable(tx, session.workspaceId, email);
    await tx
      .update(copilotInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(copilotInvitations.workspaceId, session.workspaceId),
          eq(copilotInvitations.email, email),
          openInvitation(),
        ),
      );
    const [created] = await tx
      .insert(copilotInvitations)
      .values({
        workspaceId: session.workspaceId,
        email,
        role,
        invitedBy: session.userId,
        tokenHash,
        expiresAt: sql`now() + make_interval(days => ${COPILOT_LIMITS.invitationDays})`,
      })
      .returning({ id: copilotInvitations.id });
    if (!created) throw new Error("The invitation insert returned no row.");
    await enqueueMail(tx, copilotInvitationEmail(email, { ...context, role, token }));
    return created.id;
  });
  const [row] = await invitationsOf(session.workspaceId, eq(copilotInvitations.id, id));
  if (!row) throw new Error("The new invitation could not be read back.");
  return invitationOf(row);
}

async function isMember(tx: Executor, workspaceId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: copilotMembers.id })
    .from(copilotMembers)
    .innerJoin(copilotUsers, eq(copilotUsers.id, copilotMembers.userId))
    .where(and(eq(copilotMembers.workspaceId, workspaceId), eq(sql`lower(${copilotUsers.email})`, email)));
  return Boolean(row);
}

/** The workspace's invitations, newest first, each with its status. */
export async function listCopilotInvitations(session: CopilotSession): Promise<CopilotInvitation[]> {
  return (await invitationsOf(session.workspaceId)).map(invitationOf);
}

/** An owner takes back an open invitation of their workspace (404 for anyone else's or a closed one). */
export async function cancelCopilotInvitation(session: CopilotSession, id: string): Promise<void> {
  requireCopilotOwner(session);
  if (!isUuid(id)) throw new NotFound(COPILOT_MESSAGES.invitationNotFound);
  const cancelled = await db()
    .update(copilotInvitations)
    .set({ revokedAt: sql`now()`, cancelled: true })
    .where(
      and(
        eq(copilotInvitations.id, id),
        eq(copilotInvitations.workspaceId, session.workspaceId),
        openInvitation(),
      ),
    )
    .returning({ id: copilotInvitations.id });
  if (cancelled.length === 0) throw new NotFound(COPILOT_MESSAGES.invitationNotFound);
}

/**
 * The invitee joins with the emailed token, and is signed in to the workspace: someone new gives a
 * name and a password (the candidates' rules) and their address counts as verified; someone whose
 * address already has an account signs in with its password (401 when wrong). An unknown, used,
 * replaced, cancelled or expired token is a 400 on `token`.
 */
export async function acceptCopilotInvitation(
  input: z.output<typeof copilotInvitationAcceptanceSchema>,
  { userAgent }: { userAgent?: string } = {},
): Promise<StartedCopilotSession> {
  const started = await db().transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(copilotInvitations)
      .where(
        and(
          eq(copilotInvitations.tokenHash, sha256(input.token)),
          openInvitation(),
          sql`${copilotInvitations.expiresAt} > now()`,
        ),
      )
      .for("update");
    if (!invitation) {
      throw new Invalid(COPILOT_MESSAGES.invitationInvalid, { token: COPILOT_MESSAGES.invitationInvalid });
    }
    await lockAddress(tx, invitation.email);
    const userId = await invitedUser(tx, invitation.email, input);
    await tx
      .insert(copilotMembers)
      .values({ workspaceId: invitation.workspaceId, userId, role: invitation.role })
      .onConflictDoNothing();
    await tx
      .update(copilotInvitations)
      .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
      .where(eq(copilotInvitations.id, invitation.id));
    const who = { userId, workspaceId: invitation.workspaceId };
    const session = await startCopilotSession(tx, who, { rememberMe: false, userAgent });
    return { ...session, who };
  });
  return {
    token: started.token,
    expiresAt: started.expiresAt,
    account: await getCopilotAccount(started.who),
  };
}

/** The account the invited address has (its password checked), or a new, verified one. */
async function invitedUser(
  tx: Executor,
  email: string,
  input: z.output<typeof copilotInvitationAcceptanceSchema>,
): Promise<string> {
  const existing = await findUserByEmail(tx, email);
  if (existing) {
    if (!(await passwordMatches(input.password, existing.passwordHash))) {
      throw new Unauthorized(COPILOT_MESSAGES.loginFailed);
    }
    // Reading the invitation proved the address, as a verification link would.
    await markEmailVerified(tx, existing.id);
    return existing.id;
  }
  const person = parseInput(copilotNewMemberSchema, { name: input.name, password: input.password });
  const [created] = await tx
    .insert(copilotUsers)
    .values({
      name: person.name,
      email,
      passwordHash: await hashPassword(person.password),
      emailVerifiedAt: sql`now()`,
    })
    .returning({ id: copilotUsers.id });
  if (!created) throw new Error("The copilot user insert returned no row.");
  return created.id;
}
