import type { z } from "zod";
import type {
  copilotSignupSchema,
  copilotVerificationSchema,
} from "../../../common/copilot-accounts-schemas";
import { db, type Executor } from "../../db/client";
import { copilotMembers, copilotUsers, copilotWorkspaces } from "../../db/schema";
import { hashPassword } from "../../kernel/passwords";
import { enqueueMail } from "../../mail/outbox";
import { countRateLimitHit, enforceRateLimit } from "../../rate-limit";
import { copilotVerificationEmail, existingCopilotAccountEmail } from "./emails";
import { COPILOT_RESEND_CODE_COOLDOWN } from "./rate-limits";
import { type CopilotUserRow, findUserByEmail, lockAddress, markEmailVerified, recipientOf } from "./users";
import { copilotVerificationStore as verifications } from "./verifications";

/**
 * Creates the workspace (named after the company), its owner, unverified, and queues the owner's
 * code and link. An address that already has an account gets a "you already have an account"
 * email instead and the caller the same answer, so the response never tells whether an address is
 * registered; the password is hashed either way so the time taken does not tell either.
 */
export async function signUpCopilot(
  input: z.output<typeof copilotSignupSchema>,
): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    await lockAddress(tx, input.email);
    await countRateLimitHit(COPILOT_RESEND_CODE_COOLDOWN, input.email, tx);
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      await enqueueMail(tx, existingCopilotAccountEmail(recipientOf(existing)));
      return { created: false };
    }
    const [workspace] = await tx
      .insert(copilotWorkspaces)
      .values({ name: input.company })
      .returning({ id: copilotWorkspaces.id });
    const [owner] = await tx
      .insert(copilotUsers)
      .values({ name: input.name, email: input.email, passwordHash })
      .returning();
    if (!workspace || !owner) throw new Error("The copilot signup insert returned no row.");
    await tx.insert(copilotMembers).values({ workspaceId: workspace.id, userId: owner.id, role: "owner" });
    await sendVerification(tx, owner);
    return { created: true };
  });
}

/** Marks the address verified with the emailed code (5 tries within 10 minutes) or link. */
export async function verifyCopilotEmail(input: z.output<typeof copilotVerificationSchema>): Promise<void> {
  await verifications.verifyAddress("verify-email", input, {
    find: async (tx) => (await findUserByEmail(tx, input.email))?.id,
    markVerified: markEmailVerified,
  });
}

/**
 * A new code and link for an unverified user, at most one a minute per address (429 with
 * Retry-After); any other address gets the same answer and nothing is sent.
 */
export async function resendCopilotCode(email: string): Promise<void> {
  await enforceRateLimit(COPILOT_RESEND_CODE_COOLDOWN, email);
  await db().transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !user.emailVerifiedAt) await sendVerification(tx, user);
  });
}

async function sendVerification(tx: Executor, user: CopilotUserRow): Promise<void> {
  const { code, token } = await verifications.issue(tx, user.id, "verify-email");
  if (!code) throw new Error("Email verification issued no code.");
  await enqueueMail(tx, copilotVerificationEmail(recipientOf(user), code, token));
}
