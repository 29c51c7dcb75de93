import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { employerPasswordResetSchema } from "../../../common/employer-accounts";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";
import { db } from "../../db/client";
import { employerUsers } from "../../db/schema";
import { Invalid } from "../../errors";
import { revokeAccountSessions } from "../../kernel/account-sessions";
import { hashPassword } from "../../kernel/passwords";
import { enqueueMail } from "../../mail/outbox";
import { employerPasswordResetEmail } from "./emails";
import { EMPLOYER_SESSIONS, findLiveUserByEmail, markEmailVerified } from "./users";
import { employerVerificationStore as verifications } from "./verifications";

/**
 * Emails a single-use reset link (1 hour) when the address has a live employer account; the
 * caller hears the same either way, after one short transaction on both paths.
 */
export async function requestEmployerPasswordReset(email: string): Promise<void> {
  await db().transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, email);
    if (!user) return;
    const { token } = await verifications.issue(tx, user.id, "reset-password");
    await enqueueMail(tx, employerPasswordResetEmail(user, token));
  });
}

/**
 * Sets a new password from a reset link and ends every session of the user; they then sign in.
 * The link proves they read the address, so an unverified user becomes verified.
 */
export async function resetEmployerPassword({
  token,
  password,
}: z.output<typeof employerPasswordResetSchema>): Promise<void> {
  const passwordHash = await hashPassword(password);
  const reset = await db().transaction(async (tx) => {
    const userId = await verifications.consumeToken(tx, "reset-password", token);
    if (!userId) return false;
    await tx
      .update(employerUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(employerUsers.id, userId));
    await markEmailVerified(tx, userId);
    await revokeAccountSessions(tx, EMPLOYER_SESSIONS, userId);
    return true;
  });
  if (!reset) throw new Invalid(EMPLOYER_MESSAGES.linkInvalid, { token: EMPLOYER_MESSAGES.linkInvalid });
}
