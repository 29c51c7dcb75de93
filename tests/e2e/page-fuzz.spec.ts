import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import routes from "../../app/routes";
import { DEMO_EMPLOYER } from "../../server/db/seed/employers-data";
import { type Probe, sendProbes } from "../support/fuzz-requests";
import { ISOLATED_APP_START_TIMEOUT_MS, type IsolatedApp, startIsolatedApp } from "../support/isolated-app";
import { MALFORMED_BODIES, MALFORMED_PATH_VALUES, MALFORMED_QUERIES } from "../support/malformed-input";
import { type RouteConfigEntry, routePages } from "../support/route-pages";
import { signInAsAdmin } from "./support/admin-session";

/**
 * Every page the route config declares, sent the fuzz suite's malformed path values, queries (on the
 * document and on its client-side .data request) and form bodies, signed out; and every page that
 * reads the admin's or an employer's session cookie (its route module or a layout around it uses
 * that guard) again with that cookie (the candidate portal's pages carry no server session, its API
 * is fuzzed by server/http/input-fuzz.test.ts): no answer may be a 5xx, and none may hang. A page
 * that never reads a cookie answers a signed-in probe as it answers the signed-out one, so those are
 * not sent twice. On an app of its own with rate limits raised, so the other suites' limits and data
 * are untouched.
 */

const IN_FLIGHT = 4;
const WELL_FORMED_ID = "00000000-0000-4000-8000-000000000000";

const PAGES = routePages(routes as RouteConfigEntry[]);

/** The pages whose route module or a layout around it reads the session a guard checks. */
function pagesReading(guard: string): string[] {
  const reads = (file: string) =>
    readFileSync(new URL(`../../${file}`, import.meta.url), "utf8").includes(guard);
  return PAGES.filter((page) => page.files.some(reads)).map((page) => page.pattern);
}

const ADMIN_PAGES = pagesReading("admin-guard.server");
const EMPLOYER_PAGES = pagesReading("employer-guard.server");

const PARAM = /:[A-Za-z]+|\*/g;

/** React Router's client-side data request for a page: /jobs → /jobs.data, / → /_root.data. */
const dataPath = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

function probesFor(pattern: string): Probe[] {
  const base = pattern.replace(PARAM, WELL_FORMED_ID);
  const probes: Probe[] = [];
  for (const param of pattern.match(PARAM) ?? []) {
    for (const value of MALFORMED_PATH_VALUES) {
      const path = pattern.replace(PARAM, (found) => (found === param ? value : WELL_FORMED_ID));
      probes.push({ method: "GET", path, label: `${param} = ${value.slice(0, 30)}` });
      probes.push({ method: "GET", path: dataPath(path), label: `.data, ${param} = ${value.slice(0, 30)}` });
    }
  }
  for (const query of MALFORMED_QUERIES) {
    probes.push({ method: "GET", path: `${base}?${query}`, label: `query ${query.slice(0, 40)}` });
    probes.push({
      method: "GET",
      path: `${dataPath(base)}?${query}`,
      label: `.data query ${query.slice(0, 40)}`,
    });
  }
  for (const [label, body] of Object.entries(MALFORMED_BODIES)) {
    probes.push({ method: "POST", path: base, body, label: `POST ${label}` });
  }
  return probes;
}

test.describe("@desktop-only pages under malformed input", () => {
  let app: IsolatedApp;

  test.beforeAll(async () => {
    test.setTimeout(ISOLATED_APP_START_TIMEOUT_MS);
    app = await startIsolatedApp({ RATE_LIMIT_SCALE: "1000" });
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  const fuzzPages = (patterns: string[], cookie: string) =>
    sendProbes(
      app.url,
      patterns.flatMap(probesFor),
      cookie ? { Origin: app.url, cookie } : { Origin: app.url },
      IN_FLIGHT,
    );

  test("reads every page of the route config, parameters included", () => {
    const patterns = PAGES.map((page) => page.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        "/",
        "/jobs",
        "/jobs/:id",
        "/blog/:slug",
        "/admin/pay-runs/:id",
        "/candidate/timesheets",
        "/employer/dashboard",
        "/forgot-password",
        "/admin/clients/:id",
        "/*",
      ]),
    );
    // The signed-in probes go to the pages that read that session: the consoles, behind their layouts.
    expect(ADMIN_PAGES).toEqual(
      expect.arrayContaining(["/admin", "/admin/pay-runs/:id", "/copilot/admin/workspaces/:id"]),
    );
    expect(ADMIN_PAGES).not.toContain("/jobs");
    expect(EMPLOYER_PAGES).toEqual(
      expect.arrayContaining(["/employer/dashboard", "/employer/active-orders/:id", "/candidate-database"]),
    );
    expect(EMPLOYER_PAGES).not.toContain("/admin");
  });

  test("answers every page below 500 and never hangs, signed out, as the admin and as an employer", async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const signedOut = await fuzzPages(
      PAGES.map((page) => page.pattern),
      "",
    );
    expect(signedOut.failures).toEqual([]);

    await signInAsAdmin(page, app.url);
    const cookies = await page.context().cookies(app.url);
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const asAdmin = await fuzzPages(ADMIN_PAGES, cookie);
    expect(asAdmin.failures).toEqual([]);

    // The employer portal's pages render on the server for the demo employer's session cookie.
    const signIn = await page.request.post(`${app.url}/api/employers/login`, {
      data: { email: DEMO_EMPLOYER.owner.email, password: DEMO_EMPLOYER.owner.password },
      headers: { Origin: app.url },
    });
    expect(signIn.status()).toBe(200);
    const employerCookie = (signIn.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
    expect(employerCookie).toMatch(/^employer_session=/);
    const asEmployer = await fuzzPages(EMPLOYER_PAGES, employerCookie);
    expect(asEmployer.failures).toEqual([]);
    // Every probe was sent: over 2,000 requests in all.
    expect([signedOut.sent, asAdmin.sent, asEmployer.sent]).toEqual(
      [PAGES.map((page) => page.pattern), ADMIN_PAGES, EMPLOYER_PAGES].map(
        (patterns) => patterns.flatMap(probesFor).length,
      ),
    );
    expect(signedOut.sent + asAdmin.sent + asEmployer.sent).toBeGreaterThan(2000);
  });
});
