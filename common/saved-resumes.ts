import type { ExtractedResumeFields } from "./applications";
import { type ResumeDocument, resumeDocumentSchema } from "./resume-document";
import { z } from "./zod";

/**
 * The resume builder's API, as the browser and the server both see it.
 *
 * Anyone (signed in or not):
 * - POST /api/resume-builder/export?format=pdf|docx, body { document } → the file, as an attachment
 *   named after the person ("Maria Gonzalez - Resume.pdf"). JSON Resume and plain text are made in
 *   the browser: nothing typed leaves it unless the person exports or saves.
 * - POST /api/resume-builder/import, multipart field "resume" (PDF or DOCX, checked by content) →
 *   ResumeImport. The file is read in memory and not kept.
 *
 * A signed-in candidate (the candidate API's bearer session), always their own resumes only:
 * - GET    /api/candidates/builder-resumes                         → { resumes: SavedResumeSummary[] }
 * - POST   /api/candidates/builder-resumes        { name, document } → 201 { resume: SavedResume }
 * - GET    /api/candidates/builder-resumes/:id                     → { resume: SavedResume }
 * - PUT    /api/candidates/builder-resumes/:id    { name?, document } → { resume: SavedResume } (a new version)
 * - DELETE /api/candidates/builder-resumes/:id                     → 204
 * - GET    /api/candidates/builder-resumes/:id/versions            → { versions: SavedResumeVersion[] }, newest first
 * - POST   /api/candidates/builder-resumes/:id/versions/:versionId/restore → { resume: SavedResume }
 * - POST   /api/candidates/builder-resumes/:id/profile-resume      → { resume: SavedResume }: its PDF
 *   becomes the profile's resume file (and stays so as it is saved again).
 * Applying: the one-click application on /jobs/{id} and the /apply form take `builderResumeId`
 * instead of a file; the application gets the resume's PDF as its resume file.
 */

/** Versions kept per saved resume; saving one more drops the oldest. */
export const SAVED_RESUME_VERSIONS_KEPT = 20;
/** Saved resumes per candidate. */
export const SAVED_RESUMES_MAX = 20;
export const SAVED_RESUME_NAME_MAX = 80;

export const RESUME_EXPORT_FORMATS = ["pdf", "docx"] as const;
export type ResumeExportFormat = (typeof RESUME_EXPORT_FORMATS)[number];

const resumeName = z
  .string()
  .trim()
  .min(1, "Give this resume a name.")
  .max(SAVED_RESUME_NAME_MAX, `Keep the name under ${SAVED_RESUME_NAME_MAX} characters.`);

export const resumeExportSchema = z.object({ document: resumeDocumentSchema });
export const createSavedResumeSchema = z.object({ name: resumeName, document: resumeDocumentSchema });
export const updateSavedResumeSchema = z.object({
  name: resumeName.optional(),
  document: resumeDocumentSchema,
});

export type SavedResumeSummary = {
  id: string;
  name: string;
  updatedAt: string;
  isProfileResume: boolean;
  versionCount: number;
};

export type SavedResume = SavedResumeSummary & { document: ResumeDocument };

export type SavedResumeVersion = { id: string; name: string; savedAt: string };

/** What an uploaded resume gave: the fields the parser found (shown for confirmation) and the document they start. */
export type ResumeImport = { fields: ExtractedResumeFields; document: ResumeDocument };
