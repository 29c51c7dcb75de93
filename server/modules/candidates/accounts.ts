import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  type CandidateProfile,
  type candidateLoginSchema,
  type candidateProfileUpdateSchema,
  type candidateRegistrationSchema,
  type emailVerificationSchema,
  type passwordChangeSchema,
} from "../../../common/candidates";
import { db, type Executor } from "../../db/client";
import { candidates } from "../../db/schema";
import { Forbidden, Invalid, NotFound, Unauthorized } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { hashPassword, passwordMatches } from "../../kernel/passwords";
import { enqueueMail } from "../../mail/outbox";
import { countRateLimitHit, enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import { findStoredFile } from "../../storage";
import { claimAssessmentAttempts } from "../assessments";
import { attachApplicationsToCandidate } from "../pipeline";
import { registerReferredCandidate } from "../referrals";
import { refreshTalentListing } from "../talent-database";
import { existingAccountEmail, verificationEmail } from "./account-emails";
import { revokeCandidateSessions, startCandidateSession } from "./sessions";
import { issueVerification, verifyAddress } from "./verifications";

export type CandidateRow = typeof candidates.$inferSelect;

/** One new code per address a minute, counted from registration too. */
export const RESEND_CODE_COOLDOWN: RateLimitPolicy = {
  name: "candidate-resend-code",
  limit: 1,
  windowSeconds: 60,
};
/** Guessing the current password with a stolen session stays slow. */
export const PASSWORD_CHANGE_LIMIT: RateLimitPolicy = {
  name: "candidate-password-change",
  limit: 5,
  windowSeconds: 900,
};

/** The account as the API shows it; resume is what loadCandidateProfile reads for resume_file_id. */
export function candidateProfile(
  row: CandidateRow,
  resume: CandidateProfile["resume"] = null,
): CandidateProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    emailVerified: row.emailVerifiedAt !== null,
    smsConsent: row.consentSmsAt !== null,
    createdAt: row.createdAt.toISOString(),
    resume,
    headline: row.headline,
    city: row.city,
    state: row.state,
    skills: row.skills,
    preferredLocations: row.preferredLocations,
    preferredEmploymentTypes: row.preferredEmploymentTypes,
    desiredPay: row.desiredPay,
    desiredPayPeriod: row.desiredPayPeriod,
    availableFrom: row.availableFrom,
  };
}

/** candidateProfile with the name and upload time of the account's resume, when it has one. */
export async function loadCandidateProfile(executor: Executor, row: CandidateRow): Promise<CandidateProfile> {
  const file = row.resumeFileId ? await findStoredFile(row.resumeFileId, executor) : undefined;
  return candidateProfile(
    row,
    file ? { fileName: file.originalName, uploadedAt: file.createdAt.toISOString() } : null,
  );
}

export async function findCandidateByEmail(
  executor: Executor,
  email: string,
): Promise<CandidateRow | undefined> {
  const [row] = await executor.select().from(candidates).where(eq(candidates.email, email));
  return row;
}

async function findCandidate(executor: Executor, id: string): Promise<CandidateRow> {
  const [row] = await executor.select().from(candidates).where(eq(candidates.id, id));
  if (!row) throw new NotFound("This account no longer exists.");
  return row;
}

/**
 * Creates an unverified account and queues its code and link. An address that already has an
 * account gets a "you already have an account" email instead and the caller the same answer, so
 * the response never tells whether an address is registered; the password is hashed either way so
 * the time taken does not tell it either. A stored resume (resumeFileId) is attached to a new
 * account only: `created: false` tells the caller that nothing refers to it.
 */
export async function registerCandidate(
  input: z.output<typeof candidateRegistrationSchema>,
  { resumeFileId, resumeText = "" }: { resumeFileId?: string; resumeText?: string } = {},
): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(candidates)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        consentTermsAt: sql`now()`,
        consentSmsAt: input.consentSms ? sql`now()` : null,
        resumeFileId: resumeFileId ?? null,
        resumeText: resumeFileId ? resumeText : "",
      })
      .onConflictDoNothing()
      .returning();
    await countRateLimitHit(RESEND_CODE_COOLDOWN, input.email, tx);
    if (!created) {
      const existing = await findCandidateByEmail(tx, input.email);
      if (existing) await enqueueMail(tx, existingAccountEmail(existing));
      return { created: false };
    }
    await sendVerification(tx, created);
    return { created: true };
  });
}

/** Marks the address verified with the emailed code (5 tries within 15 minutes) or link. */
export async function verifyCandidateEmail(input: z.output<typeof emailVerificationSchema>): Promise<void> {
  await verifyAddress("verify-email", input, {
    find: async (tx) => (await findCandidateByEmail(tx, input.email))?.id,
    markVerified: markEmailVerified,
  });
}

/**
 * Also gives the account the applications and assessment sittings sent earlier with its (now proven)
 * address, and makes the referral it registered with "registered".
 */
export async function markEmailVerified(tx: Executor, candidateId: string): Promise<void> {
  const [verified] = await tx
    .update(candidates)
    .set({ emailVerifiedAt: sql`coalesce(${candidates.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(candidates.id, candidateId))
    .returning({ email: candidates.email });
  if (verified) {
    await attachApplicationsToCandidate(tx, candidateId, verified.email);
    await claimAssessmentAttempts(tx, candidateId, verified.email);
  }
  await registerReferredCandidate(tx, candidateId);
}

/**
 * A new code and link for an unverified account, at most one a minute per address (429 with
 * Retry-After); any other address gets the same answer and nothing is sent.
 */
export async function resendVerificationCode(email: string): Promise<void> {
  await enforceRateLimit(RESEND_CODE_COOLDOWN, email);
  await db().transaction(async (tx) => {
    const candidate = await findCandidateByEmail(tx, email);
    if (candidate && !candidate.emailVerifiedAt) await sendVerification(tx, candidate);
  });
}

async function sendVerification(tx: Executor, candidate: CandidateRow): Promise<void> {
  const { code, token } = await issueVerification(tx, candidate.id, "verify-email");
  if (!code) throw new Error("Email verification issued no code.");
  await enqueueMail(tx, verificationEmail(candidate, code, token));
}

/**
 * Signs in with a new token. Unknown address and wrong password are one 401 after the same Argon2
 * work; only the right password learns that the address still needs verifying (403).
 */
export async function signInCandidate(
  input: z.output<typeof candidateLoginSchema>,
  { userAgent }: { userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date; candidate: CandidateProfile }> {
  const candidate = await findCandidateByEmail(db(), input.email);
  if (!(await passwordMatches(input.password, candidate?.passwordHash)) || !candidate) {
    throw new Unauthorized(CANDIDATE_MESSAGES.loginFailed);
  }
  if (!candidate.emailVerifiedAt) throw new Forbidden(CANDIDATE_MESSAGES.notVerified);
  const session = await startCandidateSession(db(), candidate.id, {
    rememberMe: input.rememberMe,
    userAgent,
  });
  await db().update(candidates).set({ lastActiveAt: sql`now()` }).where(eq(candidates.id, candidate.id));
  return { ...session, candidate: await loadCandidateProfile(db(), candidate) };
}

export async function getCandidateProfile(session: CandidateSession): Promise<CandidateProfile> {
  return loadCandidateProfile(db(), await findCandidate(db(), session.candidateId));
}

/** The signed-in candidate's own resume file; 404 when the account has none. */
export async function candidateResumeFileId(session: CandidateSession): Promise<string> {
  const { resumeFileId } = await findCandidate(db(), session.candidateId);
  if (!resumeFileId) throw new NotFound(CANDIDATE_MESSAGES.noResume);
  return resumeFileId;
}

/**
 * Saves the fields sent (null clears an optional one). Desired pay is checked against the period
 * it ends up with, sent or stored: at most $1,000 an hour or $1,000,000 a year.
 */
export async function updateCandidateProfile(
  session: CandidateSession,
  changes: z.output<typeof candidateProfileUpdateSchema>,
): Promise<CandidateProfile> {
  const pay = changes.desiredPay !== undefined ? sql`${changes.desiredPay}::integer` : candidates.desiredPay;
  const period = changes.desiredPayPeriod
    ? sql`${changes.desiredPayPeriod}::text`
    : candidates.desiredPayPeriod;
  const updated = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(candidates)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(
        and(
          eq(candidates.id, session.candidateId),
          sql`NOT (${period} = 'hour' AND coalesce(${pay}, 0) > ${CANDIDATE_LIMITS.payPerHourMax})`,
        ),
      )
      .returning();
    // A listed candidate's anonymous listing follows the profile in the same commit.
    if (row) await refreshTalentListing(tx, row.id);
    return row;
  });
  if (!updated) {
    await findCandidate(db(), session.candidateId);
    throw new Invalid(CANDIDATE_MESSAGES.desiredPay, { desiredPay: CANDIDATE_MESSAGES.desiredPay });
  }
  return loadCandidateProfile(db(), updated);
}

/** Needs the current password; every other device is signed out, this one stays signed in. */
export async function changeCandidatePassword(
  session: CandidateSession,
  input: z.output<typeof passwordChangeSchema>,
): Promise<void> {
  await enforceRateLimit(PASSWORD_CHANGE_LIMIT, session.candidateId);
  const candidate = await findCandidate(db(), session.candidateId);
  if (!(await passwordMatches(input.currentPassword, candidate.passwordHash))) {
    throw new Invalid(CANDIDATE_MESSAGES.currentPasswordWrong, {
      currentPassword: CANDIDATE_MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db().transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(candidates.id, candidate.id));
    await revokeCandidateSessions(tx, candidate.id, { except: session.sessionId });
  });
}
