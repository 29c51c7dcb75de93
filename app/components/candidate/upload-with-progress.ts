import { readEitherStorage } from "~/lib/browser-storage";
import { CANDIDATE_TOKEN_KEY } from "~/lib/session-storage-keys";

export const TOO_LARGE = "The file is too large. The limit is 10 MB.";
export const UPLOAD_FAILED = "The upload failed. Check your connection and try again.";

/**
 * Sends a multipart form with the candidate's token and reports the percentage sent (fetch has
 * no upload progress); resolves with the status and the JSON body ({} when none), rejects with
 * UPLOAD_FAILED when the connection fails.
 */
export function uploadWithProgress(
  method: "POST" | "PUT",
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    const token = readEitherStorage(CANDIDATE_TOKEN_KEY);
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) =>
      onProgress(event.lengthComputable ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0),
    );
    request.addEventListener("load", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {}
      resolve({ status: request.status, body });
    });
    request.addEventListener("error", () => reject(new Error(UPLOAD_FAILED)));
    request.send(form);
  });
}
