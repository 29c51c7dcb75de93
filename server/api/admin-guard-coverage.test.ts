import { describe, expect, it } from "vitest";
import { setupAdminTestClient } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog } from "../db/schema";
import { apiRouters } from "./routers";

const database = setupTestDatabase();
const app = setupTestApp();
const { call } = setupAdminTestClient(database, app, "guard.coverage@example.com");

type RouteLayer = { route?: { path: unknown; methods: Record<string, boolean> } };

/**
 * Every route any API router declares under /api/admin (bar the sign-in routes, which must answer
 * strangers), read from the routers themselves: an endpoint added later is covered without being
 * listed anywhere.
 */
function adminEndpoints(): [method: string, path: string][] {
  const endpoints: [string, string][] = [];
  for (const router of apiRouters) {
    for (const layer of router.stack as RouteLayer[]) {
      const path = layer.route?.path;
      if (typeof path !== "string" || !path.startsWith("/admin/") || path.startsWith("/admin/auth/"))
        continue;
      // Any well-formed id: the guard must answer before a record is looked up.
      const concrete = path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      for (const method of Object.keys(layer.route?.methods ?? {})) {
        if (method !== "_all") endpoints.push([method.toUpperCase(), `/api${concrete}`]);
      }
    }
  }
  return endpoints;
}

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
