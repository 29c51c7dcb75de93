import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  APPLICATION_MESSAGES,
  APPLICATION_RESULTS,
  type ApplicationValues,
  applicationSchema,
  BUILDER_RESUME_FIELD,
  GENERAL_APPLICATION,
  RESUME_FIELD,
} from "../../../common/applications";
import { CONTACT_HONEYPOT_FIELD } from "../../../common/contact";
import { db, type Transaction } from "../../db/client";
import { applications } from "../../db/schema";
import { Conflict, NotFound, Unauthorized } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { fieldErrorsOf, invalidFields } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { hashedClientAddress } from "../../rate-limit";
import { deleteStoredFile, type UploadedFile, type UploadRequest } from "../../storage";
import { getPublishedJob } from "../jobs";
import { recordApplicationReceived, verifiedCandidateIdByEmail } from "../pipeline";
import { storeBuilderResumeForApplication } from "../resume-builder";
import { limitUploadsByAddress, readResumeText, receiveResumeForm, removingFileOnFailure } from "../resumes";
import { applicationConfirmationEmail } from "./confirmation-emails";
import { isFilled } from "./form-signals";

/**
 * Per client address, every attempt (each may carry 10 MB), for /apply, the API and the talent-pool
 * save alike. Generous for a person fixing a mistake, tight for a script.
 */
export const APPLICATION_LIMIT_PER_IP = { name: "application-ip", limit: 10, windowSeconds: 15 * 60 };

/** The form's text fields; anything else in the form is dropped. */
export const APPLICATION_FORM_FIELDS = [
  "jobId",
  "fullName",
  "email",
  "phone",
  "coverLetter",
  "consentTerms",
  "consentSms",
  BUILDER_RESUME_FIELD,
  CONTACT_HONEYPOT_FIELD,
] as const;

export type AppliedJob = { id: string; title: string; company: string; location: string };

export type ApplicationResult = {
  /** "duplicate": this address had already applied to this job; nothing new was stored or sent. */
  status: "received" | "duplicate";
  applicationId: string;
  job: AppliedJob | null;
  email: string;
  message: string;
};

/**
 * One application from /apply or POST /api/applications (multipart: the fields above and the resume).
 * The resume is checked while it streams (size, type by content), its text extracted and stored with
 * the application; the confirmation email is queued in the same transaction. Instead of a file, a
 * signed-in candidate may name one of their builder resumes (builderResumeId): its PDF becomes the
 * application's resume file. Applying again to the same job with the same address (any case)
 * returns the first application and stores nothing. A filled honeypot is answered like a success
 * and nothing is kept.
 */
export async function submitApplication({
  request,
  ip,
  signedInCandidate,
}: {
  request: UploadRequest;
  ip?: string;
  /** The request's candidate session, asked for only when a builder resume is named. */
  signedInCandidate?: () => Promise<CandidateSession>;
}): Promise<ApplicationResult> {
  await limitUploadsByAddress(request, APPLICATION_LIMIT_PER_IP, ip);
  const { file, fields } = await receiveResumeForm(request, APPLICATION_FORM_FIELDS);
  return removingFileOnFailure(file, () => applyWith(fields, file, ip, signedInCandidate));
}

async function applyWith(
  fields: Record<string, string>,
  upload: UploadedFile | undefined,
  ip: string | undefined,
  signedInCandidate: (() => Promise<CandidateSession>) | undefined,
): Promise<ApplicationResult> {
  const { values, builderResumeId } = parseApplication(fields, upload);
  const job = await jobToApplyTo(fields.jobId);
  if (isFilled(fields[CONTACT_HONEYPOT_FIELD])) {
    // A bot's resume is referenced by no row.
    if (upload) await deleteStoredFile(upload.id);
    return received(randomUUID(), job, values.email);
  }
  const resume = upload
    ? { file: upload, text: await readResumeText(upload) }
    : await builderResumeFile(builderResumeId, signedInCandidate);
  const result = await removingFileOnFailure(resume.file, () =>
    storeApplication(values, job, resume.file, resume.text, ip),
  );
  // Sent again for the same job: the first application keeps its own resume; this one is unused.
  if (result.status === "duplicate") await deleteStoredFile(resume.file.id);
  return result;
}

async function builderResumeFile(
  builderResumeId: string,
  signedInCandidate: (() => Promise<CandidateSession>) | undefined,
): Promise<{ file: UploadedFile; text: string }> {
  if (!signedInCandidate) throw new Unauthorized(APPLICATION_MESSAGES.savedResumeSignedOut);
  const { candidateId } = await signedInCandidate();
  return storeBuilderResumeForApplication(db(), candidateId, builderResumeId);
}

/**
 * The shared schema's messages for the text fields, and the resume's when it is missing (or both a
 * file and a builder resume came), all at once.
 */
function parseApplication(
  fields: Record<string, string>,
  file: UploadedFile | undefined,
): { values: ApplicationValues; builderResumeId: string } {
  const parsed = applicationSchema.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, "form-field");
  const builderResumeId = fields[BUILDER_RESUME_FIELD]?.trim() ?? "";
  if (!file && !builderResumeId) errors[RESUME_FIELD] = APPLICATION_MESSAGES.resume;
  if (file && builderResumeId) errors[RESUME_FIELD] = APPLICATION_MESSAGES.resumeOrSaved;
  if (!parsed.success || Object.keys(errors).length > 0) throw invalidFields(errors);
  return { values: parsed.data, builderResumeId };
}

/** The open job named by jobId, or null for a general application (no jobId, empty or "general"). */
async function jobToApplyTo(jobId: string | undefined): Promise<AppliedJob | null> {
  if (!jobId?.trim() || jobId === GENERAL_APPLICATION) return null;
  const job = await getPublishedJob(jobId.trim());
  if (!job) throw new NotFound(APPLICATION_RESULTS.jobNotFound);
  if (job.status !== "open") throw new Conflict(APPLICATION_RESULTS.jobNotOpen);
  return { id: job.id, title: job.title, company: job.company, location: job.location };
}

async function storeApplication(
  values: ApplicationValues,
  job: AppliedJob | null,
  file: UploadedFile,
  resumeText: string,
  ip: string | undefined,
): Promise<ApplicationResult> {
  const consentedAt = new Date();
  return db().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobId: job?.id ?? null,
        candidateId: await verifiedCandidateIdByEmail(tx, values.email),
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        coverLetter: values.coverLetter,
        resumeFileId: file.id,
        resumeText,
        consentTermsAt: consentedAt,
        consentSmsAt: values.consentSms ? consentedAt : null,
        source: "apply",
        ipHash: hashedClientAddress(ip),
      })
      .onConflictDoNothing()
      .returning({ id: applications.id, createdAt: applications.createdAt });
    if (!inserted) return duplicateOf(tx, job, values.email);
    await recordApplicationReceived(tx, inserted.id, inserted.createdAt);
    await enqueueMail(
      tx,
      applicationConfirmationEmail({
        id: inserted.id,
        fullName: values.fullName,
        email: values.email,
        resumeName: file.originalName,
        job,
      }),
    );
    return received(inserted.id, job, values.email);
  });
}

/** Only the (job, email) index conflicts, so this is a repeat; a concurrent first one has committed by now. */
async function duplicateOf(
  tx: Transaction,
  job: AppliedJob | null,
  email: string,
): Promise<ApplicationResult> {
  const [existing] = job
    ? await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(sql`lower(${applications.email})`, email)))
    : [];
  if (!existing) throw new Error("The application conflicted but could not be found.");
  return {
    status: "duplicate",
    applicationId: existing.id,
    job,
    email,
    message: APPLICATION_RESULTS.duplicate,
  };
}

function received(applicationId: string, job: AppliedJob | null, email: string): ApplicationResult {
  return { status: "received", applicationId, job, email, message: APPLICATION_RESULTS.received };
}
