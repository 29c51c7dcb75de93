import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { TestBrowser } from "../../tests/support/test-browser";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../config";
import { adminAuditLog, adminSessions } from "../db/schema";
import { createDevIdentityProviderRouter } from "../dev-identity-provider";
import { apiErrorHandler } from "../http/error-handler";
import { adminOf, adminSignInProvider, requireAdmin, startAdminSession } from "../modules/admin-auth";

const { db } = setupTestDatabase();

/** APP_URL stays the default: the provider sends the browser there, and TestBrowser maps it to the test app. */
const APP_URL = "http://localhost:3000";
const env: Record<string, string> = {
  ADMIN_OIDC_CLIENT_ID: "staffing-admin-test",
  ADMIN_OIDC_CLIENT_SECRET: "a-client-secret-for-the-test-provider",
  ADMIN_ALLOWED_DOMAINS: "sunshinestaffing.example",
};

// A real OpenID Connect provider (the development one) on its own port, started before the app.
let identityProvider: Server;
beforeAll(async () => {
  identityProvider = createServer();
  identityProvider.listen(0, "127.0.0.1");
  await once(identityProvider, "listening");
  const issuer = `http://127.0.0.1:${(identityProvider.address() as AddressInfo).port}/dev/oidc`;
  const router = createDevIdentityProviderRouter({
    issuer,
    client: {
      id: env.ADMIN_OIDC_CLIENT_ID as string,
      secret: env.ADMIN_OIDC_CLIENT_SECRET as string,
      name: "Staffing test",
      redirectUris: [`${APP_URL}/api/admin/auth/callback`, `${APP_URL}/api/copilot/admin/auth/callback`],
      postLogoutRedirectUris: [`${APP_URL}/admin/login`, `${APP_URL}/copilot/admin/login`],
    },
    roles: { admin: "Admin", "copilot-admin": "CopilotAdmin" },
  });
  identityProvider.on("request", express().use(router));
  env.ADMIN_OIDC_ISSUER = issuer;
});
afterAll(() => new Promise<void>((resolve) => identityProvider.close(() => resolve())));

const app = setupTestApp(env);

// requireAdmin in front of a probe route, as the console's routers use it.
let guarded = "";
let closeGuarded = async () => {};
beforeAll(async () => {
  const probe = express()
    .get("/api/admin/probe", requireAdmin, (_req, res) => res.json({ admin: adminOf(res) }))
    .post("/api/admin/probe", requireAdmin, (_req, res) => res.json({ admin: adminOf(res) }))
    .use(apiErrorHandler)
    .listen(0, "127.0.0.1");
  await once(probe, "listening");
  guarded = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/api/admin/probe`;
  closeGuarded = () => new Promise((resolve) => probe.close(() => resolve()));
});
afterAll(() => closeGuarded());

afterEach(() => {
  setAppConfig(app.config);
});

function browser() {
  return new TestBrowser({ [APP_URL]: app.url });
}

async function status(testBrowser: TestBrowser) {
  const response = await testBrowser.get(`${app.url}/api/admin/auth/status`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("admin sign-in through the identity provider", () => {
  it("lets the seeded admin in: session cookie, /admin, status, audit entry", async () => {
    const visitor = browser();
    expect(await status(visitor)).toEqual({ authenticated: false });

    const callback = await visitor.signInAt(app.url, "olivia-park");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/admin");
    const sessionCookie = callback.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("admin_session="));
    expect(sessionCookie).toMatch(/; Path=\/;.*HttpOnly; SameSite=Lax$/);
    expect(sessionCookie).toContain("Max-Age=28800");

    expect(await status(visitor)).toEqual({
      authenticated: true,
      admin: { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" },
    });
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "admin.signed_in"))
      .orderBy(desc(adminAuditLog.id));
    expect(entry).toMatchObject({
      actorEmail: "olivia.park@sunshinestaffing.example",
      actorName: "Olivia Park",
    });
  });

  it("goes back to the admin page asked for, and never off the admin area", async () => {
    const asked = browser();
    expect((await asked.signInAt(app.url, "olivia-park", "/admin/jobs")).headers.get("location")).toBe(
      "/admin/jobs",
    );
    const elsewhere = browser();
    expect(
      (await elsewhere.signInAt(app.url, "olivia-park", "//evil.example/admin")).headers.get("location"),
    ).toBe("/admin");
  });

  it.each([
    ["marcus-reed", "missing_role"],
    ["jamie-lee", "domain_not_allowed"],
  ])("refuses %s with error=%s and no session", async (account, reason) => {
    const visitor = browser();
    const callback = await visitor.signInAt(app.url, account);
    expect(callback.headers.get("location")).toBe(`/admin/login?error=${reason}`);
    expect(callback.headers.getSetCookie().some((cookie) => cookie.startsWith("admin_session="))).toBe(false);
    expect(await status(visitor)).toEqual({ authenticated: false });
  });

  it("refuses an admin of another directory when ADMIN_TENANT_ID is set", async () => {
    setAppConfig({ ...app.config, ADMIN_TENANT_ID: "another-tenant-id" });
    const visitor = browser();
    expect((await visitor.signInAt(app.url, "olivia-park")).headers.get("location")).toBe(
      "/admin/login?error=wrong_tenant",
    );
    expect(await status(visitor)).toEqual({ authenticated: false });
  });

  it("says cancelled when the user cancels at the provider (error=access_denied)", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeAt(app.url, "cancel");
    expect(callbackUrl.searchParams.get("error")).toBe("access_denied");
    const callback = await visitor.get(callbackUrl.href);
    expect(callback.headers.get("location")).toBe("/admin/login?error=cancelled");
  });

  it("refuses a tampered state, and that flow cannot be finished afterwards", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeAt(app.url, "olivia-park");
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "tampered-state-value");
    expect((await visitor.get(tampered.href)).headers.get("location")).toBe("/admin/login?error=invalid");
    expect((await visitor.get(callbackUrl.href)).headers.get("location")).toBe("/admin/login?error=expired");
    expect(await status(visitor)).toEqual({ authenticated: false });
  });

  it("refuses the callback used a second time, even with the first request's cookies", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeAt(app.url, "olivia-park");
    const copy = visitor.clone();
    expect((await visitor.get(callbackUrl.href)).headers.get("location")).toBe("/admin");
    const replay = await copy.get(callbackUrl.href);
    expect(replay.headers.get("location")).toBe("/admin/login?error=expired");
    expect(await status(copy)).toEqual({ authenticated: false });
  });

  it("refuses another flow's code slipped into this browser's callback (PKCE binds the code to its flow)", async () => {
    const victim = browser();
    const victimCallback = await victim.authorizeAt(app.url, "olivia-park");
    const attacker = browser();
    const attackerCallback = await attacker.authorizeAt(app.url, "marcus-reed");
    attackerCallback.searchParams.set("code", victimCallback.searchParams.get("code") ?? "");
    expect((await attacker.get(attackerCallback.href)).headers.get("location")).toBe(
      "/admin/login?error=expired",
    );
    expect(await status(attacker)).toEqual({ authenticated: false });
  });

  it("refuses a callback without the browser's flow cookie (a link sent to someone else)", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeAt(app.url, "olivia-park");
    expect((await browser().get(callbackUrl.href)).headers.get("location")).toBe(
      "/admin/login?error=expired",
    );
  });

  it("refuses a flow older than its ten minutes", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeAt(app.url, "olivia-park");
    await db().execute(sql`UPDATE admin_sign_in_flows SET expires_at = now() - interval '1 second'`);
    expect((await visitor.get(callbackUrl.href)).headers.get("location")).toBe("/admin/login?error=expired");
  });

  it("sends to /admin/login?error=start_failed when the provider cannot be reached or none is configured", async () => {
    setAppConfig({ ...app.config, ADMIN_OIDC_ISSUER: "http://127.0.0.1:9/oidc" });
    const unreachable = await browser().get(`${app.url}/api/admin/auth/microsoft`);
    expect(unreachable.status).toBe(302);
    expect(unreachable.headers.get("location")).toBe("/admin/login?error=start_failed");

    setAppConfig(loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }));
    const unconfigured = await browser().get(`${app.url}/api/admin/auth/microsoft`);
    expect(unconfigured.headers.get("location")).toBe("/admin/login?error=start_failed");
  });
});

describe("signing out at the identity provider too (RP-initiated logout)", () => {
  it("sends the browser to the provider's end_session_endpoint, which returns it to /admin/login", async () => {
    const visitor = browser();
    expect((await visitor.signInAt(app.url, "olivia-park")).headers.get("location")).toBe("/admin");
    const logout = await visitor.post(`${app.url}/api/admin/auth/logout`);
    expect(logout.status).toBe(200);
    const { redirectTo } = await logout.json();
    const endSession = new URL(redirectTo);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${env.ADMIN_OIDC_ISSUER}/session/end`);
    expect(Object.fromEntries(endSession.searchParams)).toEqual({
      post_logout_redirect_uri: `${APP_URL}/admin/login`,
      client_id: env.ADMIN_OIDC_CLIENT_ID,
    });
    expect(await status(visitor)).toEqual({ authenticated: false });

    // The provider asks, as Microsoft does; signing out there lands back on the app's sign-in page.
    const page = await visitor.get(redirectTo);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Development sign-out");
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? "";
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const confirmed = await visitor.post(new URL(action, redirectTo).href, { xsrf, logout: "yes" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${APP_URL}/admin/login`);
  });

  it("answers /admin/login when the provider cannot be reached: our session ends all the same", async () => {
    const { cookie } = await startAdminSession({ email: "unreachable@sunshinestaffing.example", name: "U" });
    const admin = new TestBrowser({}, cookie);
    setAppConfig({ ...app.config, ADMIN_OIDC_ISSUER: "http://127.0.0.1:9/oidc" });
    const logout = await admin.post(`${app.url}/api/admin/auth/logout`);
    expect(await logout.json()).toEqual({ redirectTo: "/admin/login" });
    expect(await status(admin)).toEqual({ authenticated: false });
  });
});

describe("which sign-in /admin/login offers", () => {
  it("the configured issuer, else the development provider off the public internet, else none", () => {
    expect(adminSignInProvider()).toBe("microsoft");
    setAppConfig(loadConfig({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:3000" }));
    expect(adminSignInProvider()).toBe("development");
    setAppConfig(loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }));
    expect(adminSignInProvider()).toBeNull();
  });
});

describe("the admin session", () => {
  async function signedInAs(email: string) {
    const { cookie } = await startAdminSession({ email, name: "Test Admin" });
    return new TestBrowser({}, cookie);
  }

  function moveSession(email: string, change: ReturnType<typeof sql>) {
    return db().execute(sql`UPDATE admin_sessions SET ${change} WHERE email = ${email}`);
  }

  it("ends after 8 hours however active", async () => {
    const admin = await signedInAs("absolute@sunshinestaffing.example");
    expect((await admin.get(guarded)).status).toBe(200);
    await moveSession("absolute@sunshinestaffing.example", sql`expires_at = now() - interval '1 second'`);
    expect((await admin.get(guarded)).status).toBe(401);
    expect(await status(admin)).toEqual({ authenticated: false });
  });

  it("ends after 30 minutes idle; a request before that restarts the idle timer", async () => {
    const email = "idle@sunshinestaffing.example";
    const admin = await signedInAs(email);
    await moveSession(email, sql`last_used_at = now() - interval '29 minutes'`);
    expect((await admin.get(guarded)).status).toBe(200);
    const [session] = await db().select().from(adminSessions).where(eq(adminSessions.email, email));
    expect(Date.now() - (session?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);

    await moveSession(email, sql`last_used_at = now() - interval '31 minutes'`);
    expect((await admin.get(guarded)).status).toBe(401);
    expect(await status(admin)).toEqual({ authenticated: false });
  });

  it("is read, not written, on each request: last_used_at moves at most once a minute", async () => {
    const email = "touch@sunshinestaffing.example";
    const admin = await signedInAs(email);
    const row = async () => {
      const result = await db().execute<{ version: string; idle_seconds: number }>(
        sql`SELECT xmin::text AS version, extract(epoch FROM now() - last_used_at)::float AS idle_seconds
            FROM admin_sessions WHERE email = ${email}`,
      );
      return result.rows[0];
    };
    await moveSession(email, sql`last_used_at = now() - interval '40 seconds'`);
    const before = await row();
    for (let i = 0; i < 3; i += 1) expect((await admin.get(guarded)).status).toBe(200);
    const after = await row();
    expect(after?.version).toBe(before?.version); // the same row version: no UPDATE at all
    expect(after?.idle_seconds).toBeGreaterThanOrEqual(40);

    await moveSession(email, sql`last_used_at = now() - interval '61 seconds'`);
    expect((await admin.get(guarded)).status).toBe(200);
    const touched = await row();
    expect(touched?.idle_seconds).toBeLessThan(5);
    expect((await admin.get(guarded)).status).toBe(200);
    expect((await row())?.version).toBe(touched?.version);
  });

  it("ends at logout, with an audit entry; the cookie is cleared", async () => {
    const email = "logout@sunshinestaffing.example";
    const admin = await signedInAs(email);
    expect(await status(admin)).toMatchObject({ authenticated: true, admin: { email } });
    const stolenCopy = admin.clone();
    const logout = await admin.post(`${app.url}/api/admin/auth/logout`);
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^admin_session=; Path=\/; Max-Age=0/),
    ]);
    expect(await status(stolenCopy)).toEqual({ authenticated: false });
    expect((await stolenCopy.get(guarded)).status).toBe(401);
    const entries = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "admin.signed_out"), eq(adminAuditLog.actorEmail, email)));
    expect(entries).toHaveLength(1);
  });

  it("stores only a hash of the cookie's token", async () => {
    const { cookie } = await startAdminSession({ email: "hash@sunshinestaffing.example", name: "Hash" });
    const token = cookie.split("=")[1] ?? "";
    const rows = await db().execute(sql`SELECT 1 FROM admin_sessions WHERE token_hash = ${token}`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe("requireAdmin", () => {
  it("answers 401 without a session, 403 for another credential such as a candidate's token", async () => {
    const anonymous = await fetch(guarded);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Sign in as an admin to continue." });

    const candidate = await fetch(guarded, { headers: { Authorization: `Bearer ${"c".repeat(43)}` } });
    expect(candidate.status).toBe(403);
    expect((await candidate.json()).error).toMatch(/does not give admin access/);

    const forged = await fetch(guarded, { headers: { Cookie: "admin_session=not-a-real-session-token" } });
    expect(forged.status).toBe(401);
  });

  it("lets a signed-in admin through and names them", async () => {
    const { cookie } = await startAdminSession({ email: "ops@sunshinestaffing.example", name: "Ops" });
    const response = await fetch(guarded, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ admin: { email: "ops@sunshinestaffing.example", name: "Ops" } });
  });

  it("refuses a state-changing request from another site, even with the admin's cookie", async () => {
    const { cookie } = await startAdminSession({ email: "csrf@sunshinestaffing.example", name: "Csrf" });
    const post = (headers: Record<string, string>) =>
      fetch(guarded, { method: "POST", headers: { Cookie: cookie, ...headers } });
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await post({ Origin: APP_URL })).status).toBe(200);
    expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("accepts the request's own origin when the site is opened under another name than APP_URL's", async () => {
    const { cookie } = await startAdminSession({ email: "alias@sunshinestaffing.example", name: "Alias" });
    const post = (origin: string) =>
      fetch(guarded, { method: "POST", headers: { Cookie: cookie, Origin: origin } });
    // The probe listens on 127.0.0.1 while APP_URL is http://localhost:3000.
    const own = new URL(guarded);
    expect(own.origin).not.toBe(new URL(APP_URL).origin);
    expect((await post(own.origin)).status).toBe(200);
    // Anything else is still another site: another host, another port, another scheme.
    expect((await post(`http://localhost:${own.port}`)).status).toBe(403);
    expect((await post(`http://127.0.0.1:${Number(own.port) + 1}`)).status).toBe(403);
    expect((await post(`https://127.0.0.1:${own.port}`)).status).toBe(403);
    expect((await post("null")).status).toBe(403);
  });
});

describe("the copilot admin's sign-in (same provider, its own role and session)", () => {
  const COPILOT_START = "/api/copilot/admin/auth/microsoft";
  const copilotStatus = async (visitor: TestBrowser) =>
    (await visitor.get(`${app.url}/api/copilot/admin/auth/status`)).json();

  it("lets in an account with the copilot admin role: its own cookie on /copilot/admin and its API", async () => {
    const visitor = browser();
    const callback = await visitor.signInAt(
      app.url,
      "nadia-brooks",
      "/copilot/admin/bias-report",
      COPILOT_START,
    );
    expect(callback.headers.get("location")).toBe("/copilot/admin/bias-report");
    const cookies = callback.headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith("copilot_admin_session="));
    expect(cookies).toEqual([
      expect.stringMatching(/; Path=\/copilot\/admin; Max-Age=28800; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/; Path=\/copilot\/admin\.data; Max-Age=28800; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/; Path=\/api\/copilot\/admin; Max-Age=28800; HttpOnly; SameSite=Lax$/),
    ]);
    expect(callback.headers.getSetCookie().some((cookie) => cookie.startsWith("admin_session="))).toBe(false);
    expect(await copilotStatus(visitor)).toEqual({
      authenticated: true,
      admin: { email: "nadia.brooks@sunshinestaffing.example", name: "Nadia Brooks" },
    });
    // The agency's console stays closed to this session.
    expect(await status(visitor)).toEqual({ authenticated: false });
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "copilot_admin.signed_in"));
    expect(entry).toMatchObject({ actorEmail: "nadia.brooks@sunshinestaffing.example" });

    const logout = await visitor.post(`${app.url}/api/copilot/admin/auth/logout`);
    expect(logout.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^copilot_admin_session=; Path=\/copilot\/admin; Max-Age=0/),
      expect.stringMatching(/^copilot_admin_session=; Path=\/copilot\/admin\.data; Max-Age=0/),
      expect.stringMatching(/^copilot_admin_session=; Path=\/api\/copilot\/admin; Max-Age=0/),
    ]);
    const { redirectTo } = await logout.json();
    expect(new URL(redirectTo).searchParams.get("post_logout_redirect_uri")).toBe(
      `${APP_URL}/copilot/admin/login`,
    );
    expect(await copilotStatus(visitor)).toEqual({ authenticated: false });
  });

  it("refuses the agency's admin without the copilot admin role, and the copilot admin at /admin", async () => {
    const agencyAdmin = browser();
    const refused = await agencyAdmin.signInAt(app.url, "olivia-park", undefined, COPILOT_START);
    expect(refused.headers.get("location")).toBe("/copilot/admin/login?error=missing_role");
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("copilot_admin_session="))).toBe(
      false,
    );
    expect(await copilotStatus(agencyAdmin)).toEqual({ authenticated: false });

    const copilotAdmin = browser();
    expect((await copilotAdmin.signInAt(app.url, "nadia-brooks")).headers.get("location")).toBe(
      "/admin/login?error=missing_role",
    );
    expect(await status(copilotAdmin)).toEqual({ authenticated: false });
  });

  it("keeps each area's flow to its own callback, and its landing page inside the area", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeAt(app.url, "nadia-brooks", undefined, COPILOT_START);
    // The same code and state at the admin area's callback: no admin flow there to finish.
    const crossed = new URL(`${app.url}/api/admin/auth/callback${callbackUrl.search}`);
    expect((await visitor.get(crossed.href)).headers.get("location")).toBe("/admin/login?error=expired");

    const elsewhere = browser();
    expect(
      (await elsewhere.signInAt(app.url, "nadia-brooks", "/admin/jobs", COPILOT_START)).headers.get(
        "location",
      ),
    ).toBe("/copilot/admin");
  });
});
