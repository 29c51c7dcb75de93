import { and, eq, or, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { applications, candidates, storedFiles } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import { deleteStoredFile, fileStore } from "../../storage";
import { newStorageKey } from "../../storage/storage-key";
import { applicationConfirmationEmail } from "../applications";
import { getPublishedJob } from "../jobs";
import { recordApplicationReceived } from "../pipeline";
import { storeBuilderResumeForApplication } from "../resume-builder";

/** A person applies to a handful of jobs a day; a script clicking through the board does not get far. */
export const ONE_CLICK_APPLY_LIMIT: RateLimitPolicy = {
  name: "candidate-one-click-apply",
  limit: 20,
  windowSeconds: 60 * 60,
};

export const ONE_CLICK_MESSAGES = {
  noResume: "Your profile has no resume yet. Add one on your profile, then apply.",
  alreadyApplied: "You have already applied to this job.",
  jobNotOpen: "This job is not open for applications.",
} as const;

export type OneClickApplication = {
  id: string;
  job: { id: string; title: string; company: string; location: string };
  fullName: string;
  email: string;
  phone: string;
  resumeName: string;
  status: "applied";
  createdAt: string;
};

/**
 * Applies to an open job with the signed-in candidate's stored name, email, phone and resume, or
 * the PDF of a resume they saved on /resume-builder (builderResumeId; another's is a 404). The
 * resume is copied into a file of the application's own, so replacing or deleting the profile's
 * resume later leaves the application whole. One application per job and person (account or
 * address): a repeat is 409. The first stage event and the confirmation email are written with it.
 */
export async function applyWithProfile(
  candidateId: string,
  input: { jobId: string; coverLetter?: string; builderResumeId?: string },
): Promise<OneClickApplication> {
  await enforceRateLimit(ONE_CLICK_APPLY_LIMIT, candidateId);
  const [candidate] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) throw new NotFound("No such account.");
  const job = await getPublishedJob(input.jobId);
  if (job?.status !== "open") throw new NotFound(ONE_CLICK_MESSAGES.jobNotOpen);
  if (await hasApplied(candidateId, candidate.email, job.id))
    throw new Conflict(ONE_CLICK_MESSAGES.alreadyApplied);
  const { file: resume, text: resumeText } = input.builderResumeId
    ? await storeBuilderResumeForApplication(db(), candidateId, input.builderResumeId)
    : await copyOfProfileResume(candidate);
  const fullName = `${candidate.firstName} ${candidate.lastName}`.trim();
  const appliedJob = { id: job.id, title: job.title, company: job.company, location: job.location };
  try {
    const inserted = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          candidateId,
          fullName,
          email: candidate.email.toLowerCase(),
          phone: candidate.phone,
          coverLetter: input.coverLetter ?? null,
          resumeFileId: resume.id,
          resumeText,
          skills: candidate.skills,
          recentTitle: candidate.headline,
          consentTermsAt: candidate.consentTermsAt,
          consentSmsAt: candidate.consentSmsAt,
          source: "apply",
        })
        .onConflictDoNothing()
        .returning({ id: applications.id, createdAt: applications.createdAt });
      if (!row) return undefined;
      await recordApplicationReceived(tx, row.id, row.createdAt);
      await enqueueMail(
        tx,
        applicationConfirmationEmail({
          id: row.id,
          fullName,
          email: candidate.email,
          resumeName: resume.originalName,
          job: appliedJob,
        }),
      );
      return row;
    });
    if (!inserted) throw new Conflict(ONE_CLICK_MESSAGES.alreadyApplied);
    return {
      id: inserted.id,
      job: appliedJob,
      fullName,
      email: candidate.email,
      phone: candidate.phone,
      resumeName: resume.originalName,
      status: "applied",
      createdAt: inserted.createdAt.toISOString(),
    };
  } catch (error) {
    await deleteStoredFile(resume.id);
    throw error;
  }
}

/** This account, or anyone with its address, already applied to the job. */
async function hasApplied(candidateId: string, email: string, jobId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        or(
          eq(applications.candidateId, candidateId),
          eq(sql`lower(${applications.email})`, email.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The profile's resume, copied into a file of the application's own, with its text. */
async function copyOfProfileResume(candidate: typeof candidates.$inferSelect) {
  if (!candidate.resumeFileId)
    throw new Invalid(ONE_CLICK_MESSAGES.noResume, { resume: ONE_CLICK_MESSAGES.noResume });
  return { file: await copyStoredFile(candidate.resumeFileId), text: candidate.resumeText };
}

/** A new stored file with the same bytes and metadata under a key of its own. */
async function copyStoredFile(fileId: string): Promise<typeof storedFiles.$inferSelect> {
  const [source] = await db().select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!source) throw new Invalid(ONE_CLICK_MESSAGES.noResume, { resume: ONE_CLICK_MESSAGES.noResume });
  const storageKey = newStorageKey();
  const store = fileStore();
  await store.put(storageKey, store.get(source.storageKey));
  try {
    const [copy] = await db()
      .insert(storedFiles)
      .values({
        storageKey,
        originalName: source.originalName,
        contentType: source.contentType,
        sizeBytes: source.sizeBytes,
        sha256: source.sha256,
        purpose: source.purpose,
      })
      .returning();
    if (!copy) throw new Error("The stored file insert returned no row.");
    return copy;
  } catch (error) {
    await store.delete(storageKey);
    throw error;
  }
}
