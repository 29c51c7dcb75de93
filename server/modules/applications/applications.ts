import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  APPLICATION_MESSAGES,
  APPLICATION_RESULTS,
  type ApplicationValues,
  applicationSchema,
  GENERAL_APPLICATION,
  RESUME_FIELD,
} from "../../../common/applications";
import { CONTACT_HONEYPOT_FIELD } from "../../../common/contact";
import { db, type Transaction } from "../../db/client";
import { applications } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { fieldErrorsOf, invalidFields } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { hashedClientAddress } from "../../rate-limit";
import { deleteStoredFile, type UploadedFile, type UploadRequest } from "../../storage";
import { getPublishedJob } from "../jobs";
import { recordApplicationReceived, verifiedCandidateIdByEmail } from "../pipeline";
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
 * the application; the confirmation email is queued in the same transaction. Applying again to the
 * same job with the same address (any case) returns the first application and stores nothing. A
 * filled honeypot is answered like a success and nothing is kept.
 */
export async function submitApplication({
  request,
  ip,
}: {
  request: UploadRequest;
  ip?: string;
}): Promise<ApplicationResult> {
  await limitUploadsByAddress(request, APPLICATION_LIMIT_PER_IP, ip);
  const { file, fields } = await receiveResumeForm(request, APPLICATION_FORM_FIELDS);
  const { result, keepsResume } = await removingFileOnFailure(file, () => applyWith(fields, file, ip));
  // A bot's resume, or one sent again for the same job, is referenced by no row.
  if (!keepsResume && file) await deleteStoredFile(file.id);
  return result;
}

async function applyWith(
  fields: Record<string, string>,
  upload: UploadedFile | undefined,
  ip: string | undefined,
): Promise<{ result: ApplicationResult; keepsResume: boolean }> {
  const { values, file } = parseApplication(fields, upload);
  const job = await jobToApplyTo(fields.jobId);
  if (isFilled(fields[CONTACT_HONEYPOT_FIELD])) {
    return { result: received(randomUUID(), job, values.email), keepsResume: false };
  }
  const resumeText = await readResumeText(file);
  const result = await storeApplication(values, job, file, resumeText, ip);
  return { result, keepsResume: result.status === "received" };
}

/** The shared schema's messages for the text fields, and the resume's when it is missing, all at once. */
function parseApplication(
  fields: Record<string, string>,
  file: UploadedFile | undefined,
): { values: ApplicationValues; file: UploadedFile } {
  const parsed = applicationSchema.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, "form-field");
  if (!file) errors[RESUME_FIELD] = APPLICATION_MESSAGES.resume;
  if (!parsed.success || !file) throw invalidFields(errors);
  return { values: parsed.data, file };
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
