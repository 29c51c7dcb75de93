import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { COPILOT_MESSAGES } from "../../../common/copilot-accounts";
import type { copilotPasswordResetSchema } from "../../../common/copilot-accounts-schemas";
import { db } from "../../db/client";
import { copilotUsers } from "../../db/schema";
import { Invalid } from "../../errors";
import { revokeAccountSessions } from "../../kernel/account-sessions";
import { hashPassword } from "../../kernel/passwords";
import { enqueueMail } from "../../mail/outbox";
import { copilotPasswordResetEmail } from "./emails";
import { COPILOT_SESSIONS, findUserByEmail, markEmailVerified, recipientOf } from "./users";
import { copilotVerificationStore as verifications } from "./verifications";

/**
 * Emails a single-use reset link (1 hour) when the address has an account; the caller hears the
 * same either way, after one short transaction on both paths.
 */
export async function requestCopilotPasswordReset(email: string): Promise<void> {
  await db().transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const { token } = await verifications.issue(tx, user.id, "reset-password");
    await enqueueMail(tx, copilotPasswordResetEmail(recipientOf(user), token));
  });
}

/**
 * Sets a new password from a reset link and ends every session of the user, in every workspace;
 * they then sign in. The link proves they read the address, so an unverified user becomes verified.
 */
export async function resetCopilotPassword({
  token,
  password,
}: z.output<typeof copilotPasswordResetSchema>): Promise<void> {
  const passwordHash = await hashPassword(password);
  const reset = await db().transaction(async (tx) => {
    const userId = await verifications.consumeToken(tx, "reset-password", token);
    if (!userId) return false;
    await tx
      .update(copilotUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(copilotUsers.id, userId));
    await markEmailVerified(tx, userId);
    await revokeAccountSessions(tx, COPILOT_SESSIONS, userId);
    return true;
  });
  if (!reset) throw new Invalid(COPILOT_MESSAGES.linkInvalid, { token: COPILOT_MESSAGES.linkInvalid });
}
