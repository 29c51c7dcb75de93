import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { RESUME_FIELD } from "../../../common/applications";
import { CANDIDATE_MESSAGES, type CandidateProfile } from "../../../common/candidates";
import { db } from "../../db/client";
import { candidates } from "../../db/schema";
import { NotFound, TooManyRequests } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { invalidFields } from "../../kernel/parse-input";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import { deleteStoredFile, type UploadRequest } from "../../storage";
import { readResumeText, receiveResumeForm, removingFileOnFailure } from "../resumes";
import { loadCandidateProfile } from "./accounts";

/** Replacing the resume stores up to 10 MB a time: a few a day is plenty for a person. */
export const RESUME_REPLACE_LIMIT: RateLimitPolicy = {
  name: "candidate-resume-replace",
  limit: 20,
  windowSeconds: 60 * 60,
};

/**
 * PUT /api/candidates/resume: the form's file "resume" (PDF or DOCX by content, at most 10 MB, as at
 * registration) becomes the account's resume, its text the candidate database's resume_text, and
 * the previous file is deleted. A form without a file or a file whose text cannot be read is 400
 * and keeps the old resume; the new file is then deleted.
 */
export async function replaceCandidateResume(
  session: CandidateSession,
  request: UploadRequest,
): Promise<CandidateProfile> {
  try {
    await enforceRateLimit(RESUME_REPLACE_LIMIT, session.candidateId);
  } catch (error) {
    if (error instanceof TooManyRequests && request instanceof Readable) request.resume();
    throw error;
  }
  const { file } = await receiveResumeForm(request, []);
  if (!file) throw invalidFields({ [RESUME_FIELD]: CANDIDATE_MESSAGES.resumeRequired });
  const { previousFileId, row } = await removingFileOnFailure(file, async () => {
    const resumeText = await readResumeText(file);
    return db().transaction(async (tx) => {
      const [current] = await tx
        .select({ resumeFileId: candidates.resumeFileId })
        .from(candidates)
        .where(eq(candidates.id, session.candidateId))
        .for("update");
      if (!current) throw new NotFound("This account no longer exists.");
      const [updated] = await tx
        .update(candidates)
        .set({ resumeFileId: file.id, resumeText, updatedAt: sql`now()`, lastActiveAt: sql`now()` })
        .where(eq(candidates.id, session.candidateId))
        .returning();
      if (!updated) throw new NotFound("This account no longer exists.");
      return { previousFileId: current.resumeFileId, row: updated };
    });
  });
  // After the commit, so a failure here never loses the new file; a leftover is only disk space.
  if (previousFileId && previousFileId !== file.id) await deleteStoredFile(previousFileId).catch(() => {});
  return loadCandidateProfile(db(), row);
}
