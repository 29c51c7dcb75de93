import { downloadFromApi } from "./api-download";

/** The candidate's own resume, saved under `fileName` (it needs the bearer token). */
export function downloadResume(fileName: string): Promise<void> {
  return downloadFromApi(
    "/api/candidates/resume",
    fileName,
    "We could not download your resume. Please try again.",
  );
}
