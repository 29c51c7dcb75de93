import { randomUUID } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import {
  APPLICATION_MESSAGES,
  APPLICATION_RESULTS,
  type ExtractedResumeFields,
  RESUME_FIELD,
  talentProfileSchema,
} from "../../../common/applications";
import { CONTACT_HONEYPOT_FIELD } from "../../../common/contact";
import { db, type Executor } from "../../db/client";
import { applications, resumeUploads } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { invalidFields, parseInput } from "../../kernel/parse-input";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import { enqueueMail } from "../../mail/outbox";
import { clientAddressKey, enforceRateLimit, hashedClientAddress } from "../../rate-limit";
import { deleteStoredFile, findStoredFile, type UploadRequest } from "../../storage";
import { recordApplicationReceived, verifiedCandidateIdByEmail } from "../pipeline";
import {
  extractResumeFields,
  limitUploadsByAddress,
  readResumeText,
  receiveResumeForm,
  removingFileOnFailure,
} from "../resumes";
import { APPLICATION_LIMIT_PER_IP } from "./applications";
import { talentPoolConfirmationEmail } from "./confirmation-emails";
import { isFilled } from "./form-signals";

/** Per client address, every attempt: each reads up to 10 MB and parses a document. */
export const RESUME_UPLOAD_LIMIT_PER_IP = { name: "resume-upload-ip", limit: 10, windowSeconds: 15 * 60 };

/** How long an upload waits for the person to check its fields and save. */
export const RESUME_UPLOAD_TTL_SECONDS = 24 * 60 * 60;

export type StagedResumeUpload = {
  uploadId: string;
  /** The secret that claims the upload; only its hash is stored. Sent back with the corrected fields. */
  token: string;
  fileName: string;
  fields: ExtractedResumeFields;
  expiresAt: Date;
};

/**
 * /upload-resume's first step: receives the resume (multipart, field "resume"), extracts its text and
 * the fields a person would copy from it, and keeps both until the person saves (confirmResumeUpload)
 * or the upload expires. Nothing is added to the talent pool yet.
 */
export async function stageResumeUpload({
  request,
  ip,
}: {
  request: UploadRequest;
  ip?: string;
}): Promise<StagedResumeUpload> {
  await limitUploadsByAddress(request, RESUME_UPLOAD_LIMIT_PER_IP, ip);
  const { file } = await receiveResumeForm(request, []);
  if (!file) throw invalidFields({ [RESUME_FIELD]: APPLICATION_MESSAGES.resume });
  const staged = await removingFileOnFailure(file, async () => {
    const resumeText = await readResumeText(file);
    const fields = extractResumeFields(resumeText);
    const { token, tokenHash } = newSecretToken();
    const [row] = await db()
      .insert(resumeUploads)
      .values({ fileId: file.id, tokenHash, resumeText, extracted: fields })
      .returning({ id: resumeUploads.id, createdAt: resumeUploads.createdAt });
    if (!row) throw new Error("The resume upload insert returned no row.");
    const expiresAt = new Date(row.createdAt.getTime() + RESUME_UPLOAD_TTL_SECONDS * 1000);
    return { uploadId: row.id, token, fileName: file.originalName, fields, expiresAt };
  });
  // Each new upload sweeps the abandoned ones: no scheduler needed, and the sweep is one indexed delete.
  await deleteAbandonedResumeUploads().catch(() => {});
  return staged;
}

export type TalentProfileResult = { applicationId: string; email: string; message: string };

/**
 * The second step: the person's corrected fields (name, email, phone, skills, most recent title,
 * consents) with the upload's token. Claiming deletes the staged row in the same transaction that
 * stores the talent-pool entry and queues the confirmation, so an upload is saved at most once. An
 * unknown id, a wrong token and an expired upload are all the same 404: nobody learns which.
 */
export async function confirmResumeUpload({
  uploadId,
  body,
  ip,
}: {
  uploadId: string;
  body: unknown;
  ip?: string;
}): Promise<TalentProfileResult> {
  if (ip) await enforceRateLimit(APPLICATION_LIMIT_PER_IP, clientAddressKey(ip));
  const input = isRecord(body) ? body : {};
  const values = parseInput(talentProfileSchema, input, { naming: "form-field" });
  if (
    isFilled(typeof input[CONTACT_HONEYPOT_FIELD] === "string" ? input[CONTACT_HONEYPOT_FIELD] : undefined)
  ) {
    return {
      applicationId: randomUUID(),
      email: values.email,
      message: APPLICATION_RESULTS.savedToTalentPool,
    };
  }
  const token = typeof input.token === "string" ? input.token : "";
  if (!isUuid(uploadId) || !token) throw new NotFound(APPLICATION_RESULTS.uploadExpired);

  return db().transaction(async (tx) => {
    const [upload] = await tx
      .delete(resumeUploads)
      .where(
        and(
          eq(resumeUploads.id, uploadId),
          eq(resumeUploads.tokenHash, sha256(token)),
          gt(resumeUploads.createdAt, sql`now() - make_interval(secs => ${RESUME_UPLOAD_TTL_SECONDS})`),
        ),
      )
      .returning();
    if (!upload) throw new NotFound(APPLICATION_RESULTS.uploadExpired);
    const consentedAt = new Date();
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobId: null,
        candidateId: await verifiedCandidateIdByEmail(tx, values.email),
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        resumeFileId: upload.fileId,
        resumeText: upload.resumeText,
        skills: values.skills,
        recentTitle: values.recentTitle,
        consentTermsAt: consentedAt,
        consentSmsAt: values.consentSms ? consentedAt : null,
        source: "upload-resume",
        ipHash: hashedClientAddress(ip),
      })
      .returning({ id: applications.id, createdAt: applications.createdAt });
    if (!inserted) throw new Error("The talent profile insert returned no row.");
    await recordApplicationReceived(tx, inserted.id, inserted.createdAt);
    const resumeName = await resumeNameOf(tx, upload.fileId);
    await enqueueMail(
      tx,
      talentPoolConfirmationEmail({
        id: inserted.id,
        fullName: values.fullName,
        email: values.email,
        resumeName,
      }),
    );
    return {
      applicationId: inserted.id,
      email: values.email,
      message: APPLICATION_RESULTS.savedToTalentPool,
    };
  });
}

/**
 * Removes uploads nobody saved within RESUME_UPLOAD_TTL_SECONDS, with their files; returns how many.
 * Runs after every new upload, and can run from a periodic job too.
 */
export async function deleteAbandonedResumeUploads(): Promise<number> {
  const abandoned = await db()
    .delete(resumeUploads)
    .where(lte(resumeUploads.createdAt, sql`now() - make_interval(secs => ${RESUME_UPLOAD_TTL_SECONDS})`))
    .returning({ fileId: resumeUploads.fileId });
  for (const { fileId } of abandoned) await deleteStoredFile(fileId);
  return abandoned.length;
}

async function resumeNameOf(executor: Executor, fileId: string): Promise<string> {
  return (await findStoredFile(fileId, executor))?.originalName ?? "your resume";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
