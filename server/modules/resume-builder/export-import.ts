import { RESUME_FIELD, RESUME_MAX_BYTES } from "../../../common/applications";
import { resumeFromExtractedFields } from "../../../common/resume-builder";
import {
  RESUME_EXPORT_FORMATS,
  type ResumeExportFormat,
  type ResumeImport,
  resumeExportSchema,
} from "../../../common/saved-resumes";
import { z } from "../../../common/zod";
import { invalidFields } from "../../kernel/parse-input";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import type { RateLimitPolicy } from "../../rate-limit";
import { DOCX, PDF, receiveUploadInMemory, type UploadRequest } from "../../storage";
import { extractResumeFields, limitUploadsByAddress, RESUME_TYPES, resumeTextOf } from "../resumes";
import { assertDocumentSize } from "./document-size";
import { renderResumeDocx } from "./docx";
import { renderResumePdf } from "./pdf";
import { resumeFileName } from "./resume-files";

/** Per client address: a person exports a few times while finishing; each export renders a document. */
export const RESUME_EXPORT_LIMIT_PER_IP: RateLimitPolicy = {
  name: "resume-export-ip",
  limit: 60,
  windowSeconds: 15 * 60,
};

/** Per client address, every attempt, as for /upload-resume: each reads up to 10 MB and parses it. */
export const RESUME_IMPORT_LIMIT_PER_IP: RateLimitPolicy = {
  name: "resume-import-ip",
  limit: 20,
  windowSeconds: 15 * 60,
};

export const RESUME_IMPORT_MESSAGES = {
  resume: "Choose your resume (PDF or DOCX) to start from.",
  format: "Choose pdf or docx.",
} as const;

export type ExportedResume = { bytes: Uint8Array; contentType: string; fileName: string };

const RENDERERS: Record<ResumeExportFormat, { render: typeof renderResumePdf; contentType: string }> = {
  pdf: { render: renderResumePdf, contentType: PDF.mime },
  docx: { render: renderResumeDocx, contentType: DOCX.mime },
};

const exportInput = resumeExportSchema.extend({
  format: z.enum(RESUME_EXPORT_FORMATS, { error: RESUME_IMPORT_MESSAGES.format }),
});

/** Anyone, signed in or not: the document as a PDF or DOCX file. Nothing is kept. */
export const exportResume: UseCase<typeof exportInput, ExportedResume> = {
  input: exportInput,
  limits: [{ ...RESUME_EXPORT_LIMIT_PER_IP, key: perClientAddress }],
  run: async ({ document, format }) => {
    assertDocumentSize(document);
    const { render, contentType } = RENDERERS[format];
    return { bytes: await render(document), contentType, fileName: resumeFileName(document, format) };
  },
};

/**
 * Reads an uploaded resume (multipart field "resume", PDF or DOCX by content) in memory with the
 * site's parser: the fields it found, for the person to confirm, and the document they start.
 * Nothing is stored.
 */
export async function importResume({
  request,
  ip,
}: {
  request: UploadRequest;
  ip?: string;
}): Promise<ResumeImport> {
  await limitUploadsByAddress(request, RESUME_IMPORT_LIMIT_PER_IP, ip);
  const { file } = await receiveUploadInMemory(request, {
    purpose: "resume-import",
    maxBytes: RESUME_MAX_BYTES,
    allowedTypes: RESUME_TYPES,
    fileField: RESUME_FIELD,
    required: false,
    fields: [],
  });
  if (!file) throw invalidFields({ [RESUME_FIELD]: RESUME_IMPORT_MESSAGES.resume });
  const text = await resumeTextOf(file.bytes, file.contentType);
  const fields = extractResumeFields(text);
  return { fields, document: resumeFromExtractedFields({ ...fields, text }) };
}
