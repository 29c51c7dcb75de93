import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { z } from "zod";
import { db, type Executor } from "../../db/client";
import {
  applications,
  candidateSessions,
  candidates,
  candidateVerifications,
  jobAlerts,
  placements,
  referrals,
  resumeUploads,
  savedJobs,
  storedFiles,
} from "../../db/schema";
import { Invalid, NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { passwordMatches } from "../../kernel/passwords";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import { fileStore } from "../../storage";
import { accountDeletedEmail } from "./emails";

export const ACCOUNT_DELETE_MESSAGES = {
  password: "Please enter your password to confirm.",
  passwordWrong: "That password is not right. Please try again.",
  deleted: "Your account and your data have been deleted. A confirmation is on its way to your email.",
} as const;

/** Guessing the password with a stolen session stays slow, as for a password change. */
export const ACCOUNT_DELETE_LIMIT: RateLimitPolicy = {
  name: "candidate-account-delete",
  limit: 5,
  windowSeconds: 900,
};

export const accountDeleteSchema = z.object({
  password: z
    .string({ message: ACCOUNT_DELETE_MESSAGES.password })
    .min(1, { message: ACCOUNT_DELETE_MESSAGES.password })
    .max(128, { message: ACCOUNT_DELETE_MESSAGES.passwordWrong }),
});

/**
 * Deletes the account and what belongs to it, in one transaction: its applications (their stage
 * history, notes, interviews and offers go with them), saved jobs, job alerts, referrals made,
 * sessions, verifications and the account row (its resume builder resumes and their versions go with
 * it: their foreign keys cascade). Placements and their timesheets are payroll records
 * and stay, with the account link cleared (the contractor's name on them is part of that record);
 * referrals naming this account lose the link. The uploaded files' rows go in the transaction and
 * their bytes after it commits; then a confirmation is emailed to the address (queued in the same
 * transaction, so it exists exactly when the deletion does).
 */
export async function deleteCandidateAccount(
  session: CandidateSession,
  input: z.output<typeof accountDeleteSchema>,
  { log }: { log?: Pick<Logger, "warn"> } = {},
): Promise<void> {
  await enforceRateLimit(ACCOUNT_DELETE_LIMIT, session.candidateId);
  const [account] = await db().select().from(candidates).where(eq(candidates.id, session.candidateId));
  if (!account) throw new NotFound("This account no longer exists.");
  if (!(await passwordMatches(input.password, account.passwordHash))) {
    throw new Invalid(ACCOUNT_DELETE_MESSAGES.passwordWrong, {
      password: ACCOUNT_DELETE_MESSAGES.passwordWrong,
    });
  }
  const storageKeys = await db().transaction(async (tx) => {
    const candidateId = account.id;
    const owned = await tx
      .select({ fileId: applications.resumeFileId })
      .from(applications)
      .where(eq(applications.candidateId, candidateId));
    const fileIds = [
      ...new Set(
        [account.resumeFileId, ...owned.map((row) => row.fileId)].filter((id): id is string => Boolean(id)),
      ),
    ];
    await tx
      .update(placements)
      .set({ candidateId: null, updatedAt: sql`now()` })
      .where(eq(placements.candidateId, candidateId));
    await tx.delete(applications).where(eq(applications.candidateId, candidateId));
    await tx.delete(savedJobs).where(eq(savedJobs.candidateId, candidateId));
    await tx.delete(jobAlerts).where(eq(jobAlerts.candidateId, candidateId));
    await tx.delete(referrals).where(eq(referrals.referrerId, candidateId));
    await tx
      .update(referrals)
      .set({ referredCandidateId: null })
      .where(eq(referrals.referredCandidateId, candidateId));
    await tx.delete(candidateSessions).where(eq(candidateSessions.candidateId, candidateId));
    await tx.delete(candidateVerifications).where(eq(candidateVerifications.candidateId, candidateId));
    await tx.delete(candidates).where(eq(candidates.id, candidateId));
    const keys = await deleteUnusedFileRows(tx, fileIds);
    await enqueueMail(tx, accountDeletedEmail(account));
    return keys;
  });
  for (const key of storageKeys) {
    await fileStore()
      .delete(key)
      .catch((error: unknown) => log?.warn({ err: error }, "a deleted account's file could not be removed"));
  }
}

/**
 * The file rows among `fileIds` nothing else refers to any more (an application of someone else
 * or an upload in progress never shares a file, but a row still referenced must not go), deleted;
 * their storage keys, for removing the bytes after commit.
 */
async function deleteUnusedFileRows(tx: Executor, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, fileIds),
        notExists(
          tx
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.resumeFileId, storedFiles.id)),
        ),
        notExists(
          tx
            .select({ id: candidates.id })
            .from(candidates)
            .where(eq(candidates.resumeFileId, storedFiles.id)),
        ),
        notExists(
          tx
            .select({ id: resumeUploads.id })
            .from(resumeUploads)
            .where(eq(resumeUploads.fileId, storedFiles.id)),
        ),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}
