import { describe, expect, it } from "vitest";
import { declaredRoutes } from "../../tests/support/declared-routes";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { apiRouters } from "./routers";

setupTestDatabase();
const app = setupTestApp();

/** What a person does before having a session: the only candidate routes open to strangers. */
const SIGNED_OUT_ROUTES = new Set(
  ["register", "verify", "resend-code", "login", "forgot-password", "reset-password"].map(
    (route) => `/api/candidates/${route}`,
  ),
);

const portalRoutes = () =>
  declaredRoutes(apiRouters, "/candidates/").filter(([, path]) => !SIGNED_OUT_ROUTES.has(path));

describe("the candidate portal's API asks for a session on every route", () => {
  it("finds the portal's routes of every area", () => {
    const paths = portalRoutes().map(([, path]) => path);
    for (const area of [
      "profile",
      "applications",
      "interviews",
      "saved-jobs",
      "timesheets",
      "paystubs",
      "documents",
      "builder-resumes",
    ]) {
      expect(
        paths.some((path) => path.startsWith(`/api/candidates/${area}`)),
        area,
      ).toBe(true);
    }
  });

  it("answers 401 without a token and with a made-up one", async () => {
    for (const [method, path] of portalRoutes()) {
      for (const authorization of [undefined, `Bearer ${"x".repeat(43)}`]) {
        const response = await fetch(`${app.url}${path}`, {
          method,
          headers: {
            origin: new URL(app.config.APP_URL).origin,
            ...(authorization ? { authorization } : {}),
            ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
          },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        expect(response.status, `${method} ${path} ${authorization ? "made-up token" : "no token"}`).toBe(
          401,
        );
      }
    }
  });
});
