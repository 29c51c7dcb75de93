import { beforeAll } from "vitest";
import { candidates } from "../../server/db/schema";
import { startAdminSession } from "../../server/modules/admin-auth";
import { startCandidateSession } from "../../server/modules/candidates/sessions";
import type { TestApp } from "./test-app";
import type { setupTestDatabase } from "./test-database";

export const testAdmin = { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" };

/** Who a request is sent as: nobody, a signed-in candidate, or the console's admin. */
export type As = "anonymous" | "candidate" | "admin";

/**
 * Before the file's tests: an admin session and a candidate session (the candidate saved under
 * `candidateEmail`). `call` sends a request as one of them, JSON or a multipart FormData body,
 * with the app's own Origin. Call after setupTestDatabase() and setupTestApp().
 */
export function setupAdminTestClient(
  database: ReturnType<typeof setupTestDatabase>,
  app: TestApp,
  candidateEmail: string,
) {
  const sessions = { adminCookie: "", candidateToken: "" };

  beforeAll(async () => {
    sessions.adminCookie = (await startAdminSession(testAdmin)).cookie;
    const [candidate] = await database
      .db()
      .insert(candidates)
      .values({
        firstName: "Maria",
        lastName: "Gonzalez",
        email: candidateEmail,
        phone: "3055550100",
        passwordHash: "not-a-real-hash",
        consentTermsAt: new Date(),
      })
      .returning({ id: candidates.id });
    if (!candidate) throw new Error("no candidate");
    sessions.candidateToken = (
      await startCandidateSession(database.db(), candidate.id, { rememberMe: false })
    ).token;
  });

  function call(as: As, method: string, urlPath: string, body?: unknown) {
    const headers: Record<string, string> = { Origin: new URL(app.config.APP_URL).origin };
    if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
    if (as === "admin") headers.cookie = sessions.adminCookie;
    if (as === "candidate") headers.authorization = `Bearer ${sessions.candidateToken}`;
    return fetch(`${app.url}${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  }

  return { call, adminCookie: () => sessions.adminCookie };
}

/** A JSON reply as the API tests read it: `{ error, fields }` on a refusal, the record otherwise. */
export type ApiJson = Record<string, unknown> & { fields?: Record<string, string>; error?: string };

/**
 * Before the file's tests: an admin session. `call(method, "/path", { token, admin, body })` sends
 * a request to `/api/path` as nobody, a candidate (Bearer `token`) or the admin (session cookie),
 * JSON or a multipart FormData body, with the app's own Origin; the reply's body is parsed JSON
 * (null when empty). `asAdmin` is `call` with `admin: true`. Call after setupTestApp().
 */
export function setupApiCaller<Body = ApiJson>(
  app: TestApp,
  admin: { email: string; name: string } = testAdmin,
) {
  let adminCookie = "";

  beforeAll(async () => {
    adminCookie = (await startAdminSession(admin)).cookie;
  });

  async function call(
    method: string,
    urlPath: string,
    { token, body, admin }: { token?: string; body?: unknown; admin?: boolean } = {},
  ) {
    const headers: Record<string, string> = { Origin: new URL(app.config.APP_URL).origin };
    if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    if (admin) headers.cookie = adminCookie;
    const response = await fetch(`${app.url}/api${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Body,
      headers: response.headers,
    };
  }

  const asAdmin = (method: string, urlPath: string, body?: unknown) =>
    call(method, urlPath, { admin: true, body });

  return { call, asAdmin, adminCookie: () => adminCookie };
}
