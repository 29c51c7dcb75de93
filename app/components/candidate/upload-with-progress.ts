import { readEitherStorage } from "~/lib/browser-storage";
import { CANDIDATE_TOKEN_KEY } from "~/lib/session-storage-keys";
import { sendFormWithProgress } from "~/lib/upload-with-progress";

export { UPLOAD_FAILED, UPLOAD_TOO_LARGE as TOO_LARGE } from "~/lib/upload-with-progress";

/** Sends a multipart form with the candidate's token, reporting the percentage sent. */
export function uploadWithProgress(
  method: "POST" | "PUT",
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
) {
  const token = readEitherStorage(CANDIDATE_TOKEN_KEY);
  return sendFormWithProgress(url, form, onProgress, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
