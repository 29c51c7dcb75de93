/** How much of the request body the browser has sent; total is 0 until the browser knows it. */
export type UploadProgress = { loaded: number; total: number };

export type UploadResponse = { status: number; body: Record<string, unknown> };

/**
 * POSTs a multipart form and reports the bytes sent as they go. XMLHttpRequest, because fetch has no
 * upload progress. Resolves with any HTTP answer (the caller reads the status); rejects only when no
 * answer came (network failure, or abort through signal).
 */
export function postFormWithProgress(
  url: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }),
    );
    request.addEventListener("load", () =>
      resolve({ status: request.status, body: parseBody(request.responseText) }),
    );
    request.addEventListener("error", () =>
      reject(new Error("The upload failed. Check your connection and try again.")),
    );
    request.addEventListener("abort", () =>
      reject(new DOMException("The upload was cancelled.", "AbortError")),
    );
    signal?.addEventListener("abort", () => request.abort());
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
