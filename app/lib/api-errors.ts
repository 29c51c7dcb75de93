import { COPILOT_BILLING_LINK_LABELS } from "../../common/copilot-billing";
import { ApiError } from "./api-client";

/**
 * Reading the errors apiRequest throws (SPEC §8: "<status>: <body text or status text>"), where the
 * body is the API's JSON error shape `{ error, fields? }`.
 */

/** The JSON body of a failed apiRequest (its `error`, `fields`, or an endpoint's own extras). */
export function serverErrorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The HTTP status of a failed apiRequest; null when no answer came (network failure). */
export function httpStatusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The seconds a 429 asked to wait, when it said. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError ? error.retryAfterSeconds : null;
}

/** The server's JSON `error` message, when there is one. */
export function serverErrorMessage(error: unknown): string | null {
  const message = serverErrorBody(error)?.error;
  return typeof message === "string" && message ? message : null;
}

/** The server's per-field messages of a 400 (`fields`), or none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = serverErrorBody(error)?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

/** A page of the site where the person can fix the refusal (`link`: an upgrade, a new card), named. */
export type ErrorLink = { to: string; label: string };

/** The server's `link` (a path of this site only), with what it is called. */
export function serverErrorLink(error: unknown): ErrorLink | undefined {
  const link = serverErrorBody(error)?.link;
  if (typeof link !== "string" || !link.startsWith("/") || link.startsWith("//")) return undefined;
  return { to: link, label: COPILOT_BILLING_LINK_LABELS[link.split("?")[0] ?? ""] ?? "Go to that page" };
}
