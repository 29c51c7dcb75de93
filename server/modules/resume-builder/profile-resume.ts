import { and, eq, sql } from "drizzle-orm";
import type { ResumeDocument } from "../../../common/resume-document";
import type { SavedResume } from "../../../common/saved-resumes";
import { db, type Transaction } from "../../db/client";
import { candidates, profileBuilderResumes } from "../../db/schema";
import { NotFound } from "../../errors";
import { deleteStoredFile } from "../../storage";
import { renderResumePdfWithText, storeResumePdf } from "./resume-files";
import { loadSavedResume, ownedResume } from "./saved-resume-rows";
import { limitWrites } from "./write-limit";

/** The profile's resume file before and after a change; the old one is deleted once the change commits. */
export type ProfileFileChange = { previousFileId: string | null; fileId: string };

/**
 * Makes the saved resume's PDF the candidate's profile resume (candidates.resume_file_id, and its text
 * as resume_text for the candidate database's search), replacing whatever file was there. From then on
 * saving this resume again makes a new PDF, until another resume or an upload takes its place.
 */
export async function setProfileResume(candidateId: string, id: string): Promise<SavedResume> {
  await limitWrites(candidateId);
  const change = await db().transaction(async (tx) => {
    const resume = await ownedResume(tx, candidateId, id, { lock: true });
    return makeProfilePdf(tx, candidateId, resume.id, resume.document);
  });
  await deleteReplacedProfileFile(change);
  return loadSavedResume(db(), candidateId, id);
}

/** After a save: a new profile PDF when this resume's PDF is still the profile's resume. */
export async function refreshProfilePdfIfCurrent(
  tx: Transaction,
  candidateId: string,
  savedResumeId: string,
  document: ResumeDocument,
): Promise<ProfileFileChange | undefined> {
  const [current] = await tx
    .select({ fileId: profileBuilderResumes.fileId })
    .from(profileBuilderResumes)
    .innerJoin(
      candidates,
      and(
        eq(candidates.id, profileBuilderResumes.candidateId),
        eq(candidates.resumeFileId, profileBuilderResumes.fileId),
      ),
    )
    .where(eq(profileBuilderResumes.savedResumeId, savedResumeId));
  return current ? makeProfilePdf(tx, candidateId, savedResumeId, document) : undefined;
}

/** Rendered inside the transaction that holds the resume's row, so the PDF is of the document saved. */
async function makeProfilePdf(
  tx: Transaction,
  candidateId: string,
  savedResumeId: string,
  document: ResumeDocument,
): Promise<ProfileFileChange> {
  const rendered = await renderResumePdfWithText(document);
  const [candidate] = await tx
    .select({ resumeFileId: candidates.resumeFileId })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for("update");
  if (!candidate) throw new NotFound("This account no longer exists.");
  const file = await storeResumePdf(tx, rendered);
  await tx
    .update(candidates)
    .set({
      resumeFileId: file.id,
      resumeText: rendered.text,
      updatedAt: sql`now()`,
      lastActiveAt: sql`now()`,
    })
    .where(eq(candidates.id, candidateId));
  await tx
    .insert(profileBuilderResumes)
    .values({ candidateId, savedResumeId, fileId: file.id })
    .onConflictDoUpdate({
      target: profileBuilderResumes.candidateId,
      set: { savedResumeId, fileId: file.id, updatedAt: sql`now()` },
    });
  return { previousFileId: candidate.resumeFileId, fileId: file.id };
}

/** After the commit, so a failure here never loses the new file; a leftover is only disk space. */
export async function deleteReplacedProfileFile(change: ProfileFileChange | undefined): Promise<void> {
  if (change?.previousFileId && change.previousFileId !== change.fileId) {
    await deleteStoredFile(change.previousFileId).catch(() => {});
  }
}
