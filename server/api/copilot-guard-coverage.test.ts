import { describe, expect, it } from "vitest";
import { declaredRoutes } from "../../tests/support/declared-routes";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { apiRouters } from "./routers";

const { db } = setupTestDatabase();
const app = setupTestApp();

/** What a client does before having a session: the only /api/copilot routes open to strangers. */
const SIGNED_OUT_ROUTES = new Set(
  [
    "signup",
    "verify",
    "resend-code",
    "login",
    "forgot-password",
    "reset-password",
    "invitations/accept",
    // The payment provider's webhook: its signature is the proof.
    "billing/webhook",
  ].map((route) => `/api/copilot/${route}`),
);

/** The public demo (/copilot/demo) drafts and ranks without an account. */
const PUBLIC_PREFIX = "/api/copilot/demo/";
/** The copilot admin's API has its own session and guard test (copilot-admin-guard-coverage.test.ts). */
const STAFF_PREFIX = "/api/copilot/admin/";

const clientRoutes = () =>
  declaredRoutes(apiRouters, "/copilot/").filter(
    ([, path]) =>
      !SIGNED_OUT_ROUTES.has(path) && !path.startsWith(PUBLIC_PREFIX) && !path.startsWith(STAFF_PREFIX),
  );

describe("the AI hiring assistant's client API asks for a copilot session on every route", () => {
  it("finds the client routes of every area", () => {
    const paths = clientRoutes().map(([, path]) => path);
    for (const area of [
      "me",
      "workspace",
      "members",
      "invitations",
      "notifications",
      "ai-settings",
      "support",
      "orders",
      "seats",
    ]) {
      expect(
        paths.some((path) => path.startsWith(`/api/copilot/${area}`)),
        area,
      ).toBe(true);
    }
  });

  it("answers 401 without a token, with a made-up one and with a candidate's (SPEC §6)", async () => {
    const { token: candidateToken } = await insertSignedInCandidate(db(), { email: "guard@example.com" });
    for (const [method, path] of clientRoutes()) {
      for (const token of [undefined, "x".repeat(43), candidateToken]) {
        const response = await fetch(`${app.url}${path}`, {
          method,
          headers: {
            origin: new URL(app.config.APP_URL).origin,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
          },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        const who = token === candidateToken ? "candidate token" : token ? "made-up token" : "no token";
        expect(response.status, `${method} ${path} ${who}`).toBe(401);
      }
    }
  });
});
