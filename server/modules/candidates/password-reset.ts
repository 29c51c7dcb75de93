import { eq, sql } from "drizzle-orm";
import { CANDIDATE_MESSAGES } from "../../../common/candidates";
import { db } from "../../db/client";
import { candidates } from "../../db/schema";
import { Invalid } from "../../errors";
import { hashPassword } from "../../kernel/passwords";
import { enqueueMail } from "../../mail/outbox";
import { passwordResetEmail } from "./account-emails";
import { findCandidateByEmail, markEmailVerified } from "./accounts";
import { revokeCandidateSessions } from "./sessions";
import { consumeVerificationToken, issueVerification } from "./verifications";

/**
 * Emails a single-use reset link (1 hour) when the address has an account; the caller hears the
 * same either way. Both paths run one short transaction, so timing does not tell them apart.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await db().transaction(async (tx) => {
    const candidate = await findCandidateByEmail(tx, email);
    if (!candidate) return;
    const { token } = await issueVerification(tx, candidate.id, "reset-password");
    await enqueueMail(tx, passwordResetEmail(candidate, token));
  });
}

/**
 * Sets a new password from a reset link and signs every device out; the person then signs in. The
 * link proves they read the address, so an unverified account becomes verified.
 */
export async function resetCandidatePassword({ token, password }: { token: string; password: string }) {
  const passwordHash = await hashPassword(password);
  const reset = await db().transaction(async (tx) => {
    const candidateId = await consumeVerificationToken(tx, "reset-password", token);
    if (!candidateId) return false;
    await tx
      .update(candidates)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(candidates.id, candidateId));
    await markEmailVerified(tx, candidateId);
    await revokeCandidateSessions(tx, candidateId);
    return true;
  });
  if (!reset) throw new Invalid(CANDIDATE_MESSAGES.linkInvalid, { token: CANDIDATE_MESSAGES.linkInvalid });
}
