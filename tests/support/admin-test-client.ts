import { beforeAll } from "vitest";
import { startAdminSession } from "../../server/modules/admin-auth";
import { insertSignedInCandidate } from "./records";
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
    const { token } = await insertSignedInCandidate(database.db(), {
      firstName: "Maria",
      lastName: "Gonzalez",
      email: candidateEmail,
      emailVerifiedAt: null,
    });
    sessions.candidateToken = token;
  });

  function call(as: As, method: string, urlPath: string, body?: unknown) {
    return sendToApp(app, method, urlPath, {
      cookie: as === "admin" ? sessions.adminCookie : undefined,
      token: as === "candidate" ? sessions.candidateToken : undefined,
      body,
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
    const response = await sendToApp(app, method, `/api${urlPath}`, {
      cookie: admin ? adminCookie : undefined,
      token,
      body,
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

/**
 * A request to the app with its own Origin: the admin's session `cookie` and/or a candidate's
 * bearer `token` when given, and a JSON or multipart FormData body.
 */
function sendToApp(
  app: TestApp,
  method: string,
  urlPath: string,
  { cookie, token, body }: { cookie?: string; token?: string; body?: unknown },
) {
  const headers: Record<string, string> = { Origin: new URL(app.config.APP_URL).origin };
  if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  return fetch(`${app.url}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
}
