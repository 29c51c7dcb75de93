import { apiRequest, type HttpMethod } from "~/lib/api-client";
import { readCandidateSession } from "~/lib/candidate-session";

/**
 * Who takes a sitting in this browser: a signed-in candidate (their Bearer token goes with every
 * call: the shared client only adds it under /api/candidates) or a visitor, whose httpOnly cookie
 * the browser sends by itself (common/assessments.ts).
 */
export type SittingCredential = { candidateToken: string } | { visitor: true };

/** The signed-in candidate's credential if there is one, else the visitor's cookie. */
export function currentCredential(): SittingCredential {
  const session = readCandidateSession();
  return session ? { candidateToken: session.token } : { visitor: true };
}

export const attemptUrl = (id: string) => `/api/assessments/attempts/${encodeURIComponent(id)}`;

/** A JSON call to the assessments API with the sitting's credential; throws ApiError as apiRequest does. */
export async function assessmentCall<T>(
  credential: SittingCredential,
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> =
    "candidateToken" in credential ? { Authorization: `Bearer ${credential.candidateToken}` } : {};
  const response = await apiRequest(method, url, body, { headers });
  return (response.status === 204 ? null : await response.json()) as T;
}
