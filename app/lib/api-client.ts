import type { QueryFunction } from "@tanstack/react-query";
import { readEitherStorage } from "./browser-storage";
import { CANDIDATE_TOKEN_KEY, COPILOT_TOKEN_KEY } from "./session-storage-keys";

export const COPILOT_API_PREFIX = "/api/copilot";
export const CANDIDATES_API_PREFIX = "/api/candidates";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type UnauthorizedBehavior = "returnNull" | "throw";

/** SPEC §6: which stored token is sent as a bearer credential for which API area. First match wins. */
const BEARER_RULES: ReadonlyArray<{ pathPrefix: string; tokenKey: string }> = [
  { pathPrefix: COPILOT_API_PREFIX, tokenKey: COPILOT_TOKEN_KEY },
  { pathPrefix: CANDIDATES_API_PREFIX, tokenKey: CANDIDATE_TOKEN_KEY },
];

/**
 * SPEC §8: a non-OK response's error, whose message is `<status>: <body text or status text>`. It
 * also keeps the status and, for a 429, the seconds the server asked to wait (Retry-After).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  const retryAfter = Number.parseInt(res.headers.get("Retry-After") ?? "", 10);
  throw new ApiError(
    res.status,
    `${res.status}: ${bodyText || res.statusText}`,
    Number.isFinite(retryAfter) ? retryAfter : null,
  );
}

/**
 * Sends a request with the shared rules (SPEC §7) and returns the response once it is known to be OK.
 * `headers` adds request headers of the call's own (an Idempotency-Key, say).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { headers }: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...contentTypeHeaderFor(body), ...bearerHeaderFor(url) },
    body: encodeBody(body),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * A TanStack Query queryFn: GET the first element of the query key as the URL (later elements only
 * distinguish cache entries), parse JSON, and on 401 either throw or resolve to null.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = urlFromQueryKey(queryKey);
    const res = await fetch(url, { headers: bearerHeaderFor(url), credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const [url] = queryKey;
  if (typeof url !== "string") throw new TypeError("The first element of the query key must be the URL");
  return url;
}

// FormData must go as-is so fetch can write the multipart content type with its boundary.
function contentTypeHeaderFor(body: unknown): Record<string, string> {
  if (body === undefined || body instanceof FormData) return {};
  return { "Content-Type": "application/json" };
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

function bearerHeaderFor(url: string): Record<string, string> {
  const path = pathOf(url);
  const rule = BEARER_RULES.find(({ pathPrefix }) => path.includes(pathPrefix));
  const token = rule ? readEitherStorage(rule.tokenKey) : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

// Only the path decides, so a prefix appearing in a query string never attracts a token.
// The base only resolves relative URLs; it is never contacted.
function pathOf(url: string): string {
  return new URL(url, "http://localhost").pathname;
}
