import type { z } from "zod";
import type {
  employerRegistrationSchema,
  employerVerificationSchema,
} from "../../../common/employer-accounts";
import { db, type Executor } from "../../db/client";
import { employerUsers } from "../../db/schema";
import { hashPassword } from "../../kernel/passwords";
import { enqueueMail } from "../../mail/outbox";
import { countRateLimitHit, enforceRateLimit } from "../../rate-limit";
import { createPendingCompany } from "../clients";
import { employerVerificationEmail, existingEmployerAccountEmail } from "./emails";
import { EMPLOYER_RESEND_CODE_COOLDOWN } from "./rate-limits";
import { type EmployerUserRow, findLiveUserByEmail, lockAddress, markEmailVerified } from "./users";
import { employerVerificationStore as verifications } from "./verifications";

/**
 * Creates the company (pending staff approval) and its owner, unverified, and queues the owner's
 * code and link. An address that already has an employer account gets a "you already have an
 * account" email instead and the caller the same answer, so the response never tells whether an
 * address is registered; the password is hashed either way so the time taken does not tell either.
 */
export async function registerEmployer(
  input: z.output<typeof employerRegistrationSchema>,
): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const { email, firstName, lastName, jobTitle, workPhone, password: _, ...company } = input;
  return db().transaction(async (tx) => {
    await lockAddress(tx, email);
    await countRateLimitHit(EMPLOYER_RESEND_CODE_COOLDOWN, email, tx);
    const existing = await findLiveUserByEmail(tx, email);
    if (existing) {
      await enqueueMail(tx, existingEmployerAccountEmail(existing));
      return { created: false };
    }
    const { id: clientCompanyId } = await createPendingCompany(tx, company);
    const [owner] = await tx
      .insert(employerUsers)
      .values({
        clientCompanyId,
        email,
        firstName,
        lastName,
        jobTitle,
        workPhone,
        role: "owner",
        passwordHash,
      })
      .returning();
    if (!owner) throw new Error("The employer user insert returned no row.");
    await sendVerification(tx, owner);
    return { created: true };
  });
}

/** Marks the address verified with the emailed code (5 tries within 15 minutes) or link. */
export async function verifyEmployerEmail(input: z.output<typeof employerVerificationSchema>): Promise<void> {
  await verifications.verifyAddress("verify-email", input, {
    find: async (tx) => (await findLiveUserByEmail(tx, input.email))?.id,
    markVerified: markEmailVerified,
  });
}

/**
 * A new code and link for an unverified user, at most one a minute per address (429 with
 * Retry-After); any other address gets the same answer and nothing is sent.
 */
export async function resendEmployerCode(email: string): Promise<void> {
  await enforceRateLimit(EMPLOYER_RESEND_CODE_COOLDOWN, email);
  await db().transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, email);
    if (user && !user.emailVerifiedAt) await sendVerification(tx, user);
  });
}

async function sendVerification(tx: Executor, user: EmployerUserRow): Promise<void> {
  const { code, token } = await verifications.issue(tx, user.id, "verify-email");
  if (!code) throw new Error("Email verification issued no code.");
  await enqueueMail(tx, employerVerificationEmail(user, code, token));
}
