import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { employerInvitationSchema, invitationAcceptanceSchema } from "../../../common/employer-accounts";
import {
  EMPLOYER_LIMITS,
  EMPLOYER_MESSAGES,
  type EmployerInvitation,
} from "../../../common/employer-options";
import { db } from "../../db/client";
import { clientCompanies, employerInvitations, employerUsers } from "../../db/schema";
import { Conflict, Invalid } from "../../errors";
import type { EmployerSession } from "../../kernel/employer-session";
import { hashPassword } from "../../kernel/passwords";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import { enqueueMail } from "../../mail/outbox";
import { enforceRateLimit } from "../../rate-limit";
import { invitationEmail } from "./emails";
import { EMPLOYER_RATE_LIMITS } from "./rate-limits";
import { requireOwner } from "./team";
import { findLiveUserByEmail, lockAddress } from "./users";

const inviter = alias(employerUsers, "inviter");

const invitationColumns = {
  id: employerInvitations.id,
  email: employerInvitations.email,
  role: employerInvitations.role,
  inviterId: inviter.id,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
  expiresAt: employerInvitations.expiresAt,
  acceptedAt: employerInvitations.acceptedAt,
  revokedAt: employerInvitations.revokedAt,
  expired: sql<boolean>`${employerInvitations.expiresAt} <= now()`,
  createdAt: employerInvitations.createdAt,
};

/** The company's invitations (and only its own), with the extra condition given, newest first. */
function invitationsOf(companyId: string, condition?: SQL) {
  return db()
    .select(invitationColumns)
    .from(employerInvitations)
    .innerJoin(inviter, eq(inviter.id, employerInvitations.invitedBy))
    .where(and(eq(employerInvitations.clientCompanyId, companyId), condition))
    .orderBy(desc(employerInvitations.createdAt), desc(employerInvitations.id));
}

type InvitationRow = Awaited<ReturnType<typeof invitationsOf>>[number];

function invitationOf(row: InvitationRow): EmployerInvitation {
  const status = row.acceptedAt ? "accepted" : row.revokedAt ? "replaced" : row.expired ? "expired" : "open";
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: { id: row.inviterId, name: `${row.inviterFirstName} ${row.inviterLastName}` },
    status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An owner invites a colleague by email with a role: the link (a week, once) lets them set their
 * name and password. A newer invitation to the same address replaces the open one; an address that
 * already has an employer account cannot be invited (409).
 */
export async function inviteColleague(
  session: EmployerSession,
  { email, role }: z.output<typeof employerInvitationSchema>,
): Promise<EmployerInvitation> {
  requireOwner(session);
  await enforceRateLimit(EMPLOYER_RATE_LIMITS.invitePerUser, session.userId);
  const { token, tokenHash } = newSecretToken();
  const id = await db().transaction(async (tx) => {
    if (await findLiveUserByEmail(tx, email)) throw new Conflict(EMPLOYER_MESSAGES.alreadyUser);
    const [company] = await tx
      .select({
        legalName: clientCompanies.legalName,
        firstName: employerUsers.firstName,
        lastName: employerUsers.lastName,
      })
      .from(employerUsers)
      .innerJoin(clientCompanies, eq(clientCompanies.id, employerUsers.clientCompanyId))
      .where(eq(employerUsers.id, session.userId));
    if (!company) throw new Error("The signed-in employer user has no company.");
    await tx
      .update(employerInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(employerInvitations.clientCompanyId, session.companyId),
          eq(employerInvitations.email, email),
          openInvitation(),
        ),
      );
    const [created] = await tx
      .insert(employerInvitations)
      .values({
        clientCompanyId: session.companyId,
        email,
        role,
        invitedBy: session.userId,
        tokenHash,
        expiresAt: sql`now() + make_interval(days => ${EMPLOYER_LIMITS.invitationDays})`,
      })
      .returning({ id: employerInvitations.id });
    if (!created) throw new Error("The invitation insert returned no row.");
    await enqueueMail(
      tx,
      invitationEmail(email, {
        companyName: company.legalName,
        inviterName: `${company.firstName} ${company.lastName}`,
        role,
        token,
      }),
    );
    return created.id;
  });
  const [row] = await invitationsOf(session.companyId, eq(employerInvitations.id, id));
  if (!row) throw new Error("The new invitation could not be read back.");
  return invitationOf(row);
}

/** The company's invitations, newest first, each with its status. */
export async function listInvitations(session: EmployerSession): Promise<EmployerInvitation[]> {
  return (await invitationsOf(session.companyId)).map(invitationOf);
}

/**
 * The invitee sets name, title, phone and password with the emailed token: a verified user of the
 * inviting company with the invited role (they then sign in). An unknown, used, replaced or expired
 * token is a 400 on `token`; an address that gained an account meanwhile is a 409.
 */
export async function acceptInvitation(input: z.output<typeof invitationAcceptanceSchema>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const { token, password: _, ...person } = input;
  await db().transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(employerInvitations)
      .where(
        and(
          eq(employerInvitations.tokenHash, sha256(token)),
          openInvitation(),
          sql`${employerInvitations.expiresAt} > now()`,
        ),
      )
      .for("update");
    if (!invitation) {
      throw new Invalid(EMPLOYER_MESSAGES.invitationInvalid, { token: EMPLOYER_MESSAGES.invitationInvalid });
    }
    await lockAddress(tx, invitation.email);
    if (await findLiveUserByEmail(tx, invitation.email)) throw new Conflict(EMPLOYER_MESSAGES.alreadyUser);
    const [user] = await tx
      .insert(employerUsers)
      .values({
        ...person,
        clientCompanyId: invitation.clientCompanyId,
        email: invitation.email,
        role: invitation.role,
        passwordHash,
        emailVerifiedAt: sql`now()`,
      })
      .returning({ id: employerUsers.id });
    if (!user) throw new Error("The employer user insert returned no row.");
    await tx
      .update(employerInvitations)
      .set({ acceptedAt: sql`now()`, acceptedUserId: user.id })
      .where(eq(employerInvitations.id, invitation.id));
  });
}

function openInvitation() {
  return and(isNull(employerInvitations.acceptedAt), isNull(employerInvitations.revokedAt));
}
