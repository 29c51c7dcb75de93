import { describe, expect, it } from "vitest";
import { signedUpCopilotClient } from "../../tests/support/copilot-clients";
import { declaredRoutes } from "../../tests/support/declared-routes";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog } from "../db/schema";
import { startAdminSession } from "../modules/admin-auth";
import { apiRouters } from "./routers";

const database = setupTestDatabase();
const app = setupTestApp();

/** Every copilot admin route bar its sign-in routes, which must answer strangers. */
const staffRoutes = () =>
  declaredRoutes(apiRouters, "/copilot/admin/").filter(
    ([, path]) => !path.startsWith("/api/copilot/admin/auth/"),
  );

describe("the copilot admin's API asks for the copilot admin's session on every route", () => {
  it("finds the routes of every area", () => {
    const paths = staffRoutes().map(([, path]) => path);
    for (const area of ["workspaces", "support", "rankings", "bias-report"]) {
      expect(
        paths.some((path) => path.startsWith(`/api/copilot/admin/${area}`)),
        area,
      ).toBe(true);
    }
  });

  it("answers 401 to nobody and 403 to the agency's admin, a client and a candidate, changing nothing", async () => {
    const agencyAdmin = (
      await startAdminSession({ email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" })
    ).cookie;
    const client = await signedUpCopilotClient(app, database.db(), {
      company: "Guard Test Co",
      name: "Gia Guard",
      email: "gia.guard@example.com",
    });
    const { token: candidateToken } = await insertSignedInCandidate(database.db(), {
      email: "guard@example.com",
    });
    const as = {
      nobody: {},
      "the agency's admin": { cookie: agencyAdmin },
      "a client": { authorization: `Bearer ${client.token}` },
      "a candidate": { authorization: `Bearer ${candidateToken}` },
    } as const;
    for (const [method, path] of staffRoutes()) {
      for (const [who, credential] of Object.entries(as)) {
        const response = await fetch(`${app.url}${path}`, {
          method,
          headers: {
            origin: new URL(app.config.APP_URL).origin,
            ...credential,
            ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
          },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        expect(response.status, `${method} ${path} as ${who}`).toBe(who === "nobody" ? 401 : 403);
      }
    }
    const audit = await database.db().select().from(adminAuditLog);
    expect(audit.filter((entry) => !entry.action.endsWith("signed_in"))).toEqual([]);
  });

  it("refuses a change from another site even with the session", async () => {
    const { cookie } = await startAdminSession(
      { email: "nadia.brooks@sunshinestaffing.example", name: "Nadia Brooks" },
      "copilot-admin",
    );
    const response = await fetch(
      `${app.url}/api/copilot/admin/workspaces/00000000-0000-4000-8000-000000000000/suspend`,
      {
        method: "POST",
        headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
        body: JSON.stringify({ reason: "x" }),
      },
    );
    expect(response.status).toBe(403);
  });
});
