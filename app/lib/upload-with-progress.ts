export const UPLOAD_TOO_LARGE = "The file is too large. The limit is 10 MB.";
export const UPLOAD_FAILED = "The upload failed. Check your connection and try again.";

export type UploadResponse = { status: number; body: Record<string, unknown> };

/**
 * Sends a multipart form and reports the percentage of it sent so far (0 until the browser knows
 * the size). XMLHttpRequest, because fetch has no upload progress. Resolves with any HTTP answer
 * (the caller reads the status, and the JSON body, {} when there is none); rejects with
 * UPLOAD_FAILED only when no answer came.
 */
export function sendFormWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  { method = "POST", headers = {} }: { method?: "POST" | "PUT"; headers?: Record<string, string> } = {},
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) =>
      onProgress(event.lengthComputable ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0),
    );
    request.addEventListener("load", () =>
      resolve({ status: request.status, body: parseBody(request.responseText) }),
    );
    request.addEventListener("error", () => reject(new Error(UPLOAD_FAILED)));
    request.send(form);
  });
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
