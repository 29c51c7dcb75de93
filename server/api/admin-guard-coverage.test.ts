import { describe, expect, it } from "vitest";
import { setupAdminTestClient } from "../../tests/support/admin-test-client";
import { declaredRoutes } from "../../tests/support/declared-routes";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog } from "../db/schema";
import { apiRouters } from "./routers";

const database = setupTestDatabase();
const app = setupTestApp();
const { call } = setupAdminTestClient(database, app, "guard.coverage@example.com");

/** Every admin route bar the sign-in routes, which must answer strangers. */
const adminEndpoints = () =>
  declaredRoutes(apiRouters, "/admin/").filter(([, path]) => !path.startsWith("/api/admin/auth/"));

describe("the admin guard covers every admin route", () => {
  it("finds the console's routes of every area", () => {
    const paths = adminEndpoints().map(([, path]) => path);
    for (const area of [
      "jobs",
      "applications",
      "interviews",
      "candidates",
      "pay-runs",
      "timesheets",
      "support",
      "consultations",
    ]) {
      expect(
        paths.some((path) => path.startsWith(`/api/admin/${area}`)),
        area,
      ).toBe(true);
    }
  });

  it("answers 401 without a session and 403 to a candidate's token on each of them, changing nothing", async () => {
    for (const [method, path] of adminEndpoints()) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await call("anonymous", method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call("candidate", method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await database.db().select().from(adminAuditLog)).toEqual([]);
  });
});
