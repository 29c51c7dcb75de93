/** The answer of a console call: the JSON on success, or the API's message and per-field errors. */
export type AdminResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Sends a change (or, through adminGet, a read) to /api/admin/* as JSON (or, for an upload, as the multipart form given) with the
 * admin's cookie. A 401 (the session ended) goes
 * back to the sign-in page; any other failure comes back as a message to show.
 */
export async function adminSend<T = unknown>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
): Promise<AdminResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers:
        body instanceof FormData
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return {
      ok: false,
      message: "The server could not be reached. Check the connection and try again.",
      fields: {},
    };
  }
  if (response.status === 401) {
    // The copilot admin's API sends its signed-out staff to its own sign-in page (ADR 0026).
    window.location.assign(url.startsWith("/api/copilot/admin/") ? "/copilot/admin/login" : "/admin/login");
    return { ok: false, message: "Your admin session has ended. Please sign in again.", fields: {} };
  }
  const json = (await response.json().catch(() => null)) as
    | (T & { error?: string; fields?: Record<string, string> })
    | null;
  if (!response.ok) {
    return {
      ok: false,
      message:
        json?.error ??
        `The ${method === "GET" ? "request" : "change"} failed (${response.status}). Please try again.`,
      fields: json?.fields ?? {},
    };
  }
  return { ok: true, data: json as T };
}

/** Reads /api/admin/* (or a public endpoint) as the console: the JSON, or the API's message. */
export const adminGet = <T>(url: string): Promise<AdminResult<T>> => adminSend<T>("GET", url, undefined);
