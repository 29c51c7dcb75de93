import type { Executor } from "../../db/client";
import type { StoredFile } from "../../storage";
import { renderResumePdfWithText, storeResumePdf } from "./resume-files";
import { ownedResume } from "./saved-resume-rows";

/**
 * A candidate's saved resume as an application's resume file: its PDF, stored as a file of the
 * application's own (later saves or deletion leave the application whole), and the text read back
 * from it. Someone else's resume id is a 404 and nothing is stored.
 */
export async function storeBuilderResumeForApplication(
  executor: Executor,
  candidateId: string,
  savedResumeId: string,
): Promise<{ file: StoredFile; text: string }> {
  const resume = await ownedResume(executor, candidateId, savedResumeId);
  const rendered = await renderResumePdfWithText(resume.document);
  return { file: await storeResumePdf(executor, rendered), text: rendered.text };
}
