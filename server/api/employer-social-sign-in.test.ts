import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { TestBrowser } from "../../tests/support/test-browser";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../config";
import {
  clientCompanies,
  employerIdentities,
  employerUsers,
  mailOutbox,
  rateLimitCounters,
} from "../db/schema";
import { createDevIdentityProviderRouter } from "../dev-identity-provider";
import {
  EMPLOYER_RATE_LIMITS,
  employerSocialPrefill,
  employerSocialProviders,
} from "../modules/employer-accounts";

const { db } = setupTestDatabase();

/** APP_URL stays the default: the provider sends the browser there, and TestBrowser maps it to the test app. */
const APP_URL = "http://localhost:3000";
const CLIENT = { id: "staffing-employer-test", secret: "an-employer-client-secret-for-the-test-provider" };
const env: Record<string, string> = {
  EMPLOYER_GOOGLE_CLIENT_ID: CLIENT.id,
  EMPLOYER_GOOGLE_CLIENT_SECRET: CLIENT.secret,
  EMPLOYER_LINKEDIN_CLIENT_ID: CLIENT.id,
  EMPLOYER_LINKEDIN_CLIENT_SECRET: CLIENT.secret,
};

// A real OpenID Connect provider (the development one) on its own port, standing in for Google and
// LinkedIn as their configured issuer, started before the app.
let identityProvider: Server;
beforeAll(async () => {
  identityProvider = createServer();
  identityProvider.listen(0, "127.0.0.1");
  await once(identityProvider, "listening");
  const issuer = `http://127.0.0.1:${(identityProvider.address() as AddressInfo).port}/dev/oidc`;
  const router = createDevIdentityProviderRouter({
    issuer,
    client: {
      id: "unused-admin-client",
      secret: "unused-admin-client-secret",
      name: "Staffing admin",
      redirectUris: [`${APP_URL}/api/admin/auth/callback`, `${APP_URL}/api/copilot/admin/auth/callback`],
      postLogoutRedirectUris: [`${APP_URL}/admin/login`, `${APP_URL}/copilot/admin/login`],
    },
    roles: { admin: "Admin", "copilot-admin": "CopilotAdmin" },
    employerClient: {
      ...CLIENT,
      name: "Staffing employer portal",
      redirectUris: ["google", "linkedin"].map((p) => `${APP_URL}/api/employers/oidc/${p}/callback`),
    },
  });
  identityProvider.on("request", express().use(router));
  env.EMPLOYER_GOOGLE_ISSUER = issuer;
  env.EMPLOYER_LINKEDIN_ISSUER = issuer;
});
afterAll(() => new Promise<void>((resolve) => identityProvider.close(() => resolve())));

const app = setupTestApp(env);

afterEach(() => {
  setAppConfig(app.config);
});

const DENISE = "denise.carter@mangrovehealth.example";
const PRIYA = "priya.shah@brightwaterlogistics.example";

let mangroveId = "";
let beaconId = "";
// Each test starts with the two companies, no users, and fresh rate limit counters.
beforeEach(async () => {
  await db().delete(rateLimitCounters);
  await db().delete(clientCompanies);
  [mangroveId, beaconId] = (
    await db()
      .insert(clientCompanies)
      .values(
        ["Mangrove Health Partners", "Beacon Logistics"].map((legalName) => ({
          legalName,
          industry: "Healthcare",
          street: "1 Main St",
          city: "Miami",
          state: "FL",
          zip: "33101",
        })),
      )
      .returning({ id: clientCompanies.id })
  ).map(({ id }) => id) as [string, string];
});

async function insertUser(companyId: string, email: string, { verified = true } = {}) {
  const [user] = await db()
    .insert(employerUsers)
    .values({
      clientCompanyId: companyId,
      email,
      firstName: "Test",
      lastName: "User",
      jobTitle: "HR Director",
      workPhone: "(305) 555-0100",
      role: "owner",
      passwordHash: "not-a-usable-hash",
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

function browser() {
  return new TestBrowser({ [APP_URL]: app.url });
}

const startUrl = (provider: string) => `${app.url}/api/employers/oidc/${provider}/start`;

/** Through the provider as `account`, then the app's callback: its answer. */
async function signIn(visitor: TestBrowser, provider: "google" | "linkedin", account: string) {
  return visitor.get((await visitor.authorizeFrom(startUrl(provider), account)).href);
}

async function me(visitor: TestBrowser) {
  const response = await visitor.get(`${app.url}/api/employers/me`);
  return { status: response.status, body: await response.json() };
}

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe("employer sign-in with Google or LinkedIn", () => {
  it("sends the browser to the provider with state, nonce and PKCE, and the flow in a short-lived httpOnly cookie", async () => {
    const start = await browser().get(startUrl("google"));
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get("location") ?? "");
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${env.EMPLOYER_GOOGLE_ISSUER}/auth`);
    expect(authorization.searchParams.get("client_id")).toBe(CLIENT.id);
    expect(authorization.searchParams.get("redirect_uri")).toBe(
      `${APP_URL}/api/employers/oidc/google/callback`,
    );
    expect(authorization.searchParams.get("scope")).toBe("openid profile email");
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    for (const name of ["state", "nonce", "code_challenge"])
      expect(authorization.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(setCookie(start, "employer_social_sign_in")).toMatch(
      /; Path=\/api\/employers\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it("signs in the verified employer user with the provider's verified email, links the identity, remember-me off", async () => {
    const denise = await insertUser(mangroveId, DENISE);
    await insertUser(beaconId, "omar@beacon.example");
    const visitor = browser();
    const callback = await signIn(visitor, "google", "denise-carter");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/employer/dashboard");
    const session = setCookie(callback, "employer_session");
    expect(session).toMatch(/^employer_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax$/); // no Max-Age
    expect(setCookie(callback, "employer_social_sign_in")).toMatch(/Max-Age=0/);

    const account = await me(visitor);
    expect(account.status).toBe(200);
    expect(account.body.user).toMatchObject({ id: denise.id, email: DENISE });
    expect(account.body.company).toMatchObject({ id: mangroveId, legalName: "Mangrove Health Partners" });
    const identities = await db().select().from(employerIdentities);
    expect(identities).toEqual([
      expect.objectContaining({
        employerUserId: denise.id,
        provider: "google",
        subject: "denise-carter",
        email: DENISE,
      }),
    ]);

    // The new link is emailed to her own address, once: signing in again through it sends nothing.
    await signIn(browser(), "google", "denise-carter");
    const notices = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, DENISE),
          eq(mailOutbox.subject, "Google sign-in added to your employer account"),
        ),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain("/employer/forgot-password");
  });

  it("signs in through the linked identity even after the user's address changed; each provider links its own", async () => {
    const denise = await insertUser(mangroveId, DENISE);
    expect((await signIn(browser(), "google", "denise-carter")).headers.get("location")).toBe(
      "/employer/dashboard",
    );
    await db()
      .update(employerUsers)
      .set({ email: "denise@mangrove.example" })
      .where(eq(employerUsers.id, denise.id));

    const visitor = browser();
    expect((await signIn(visitor, "google", "denise-carter")).headers.get("location")).toBe(
      "/employer/dashboard",
    );
    expect((await me(visitor)).body.user.id).toBe(denise.id);
    // LinkedIn's identity is not linked, and the address no longer matches: a newcomer to LinkedIn.
    expect((await signIn(browser(), "linkedin", "denise-carter")).headers.get("location")).toBe(
      "/employer/registration",
    );
  });

  it("sends an unknown email to registration with the name and email to fill in, and no session or account", async () => {
    const visitor = browser();
    const callback = await signIn(visitor, "linkedin", "priya-shah");
    expect(callback.headers.get("location")).toBe("/employer/registration");
    expect(setCookie(callback, "employer_session")).toBeUndefined();
    const prefill = setCookie(callback, "employer_social_prefill") ?? "";
    expect(prefill).toMatch(/; Path=\/employer\/registration; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    expect(employerSocialPrefill(prefill.split(";")[0])).toEqual({
      provider: "linkedin",
      firstName: "Priya",
      lastName: "Shah",
      email: PRIYA,
    });
    expect((await me(visitor)).status).toBe(401);
    expect(await db().select().from(employerUsers)).toHaveLength(0);
    expect(await db().select().from(employerIdentities)).toHaveLength(0);
  });

  it("treats a removed user as unknown: registration, not their old account", async () => {
    const removed = await insertUser(mangroveId, DENISE);
    expect((await signIn(browser(), "google", "denise-carter")).headers.get("location")).toBe(
      "/employer/dashboard",
    );
    await db().update(employerUsers).set({ removedAt: new Date() }).where(eq(employerUsers.id, removed.id));
    const visitor = browser();
    expect((await signIn(visitor, "google", "denise-carter")).headers.get("location")).toBe(
      "/employer/registration",
    );
    expect((await me(visitor)).status).toBe(401);
  });

  it("moves the identity to the address's new live user once the old one was removed", async () => {
    const removed = await insertUser(mangroveId, DENISE);
    await signIn(browser(), "google", "denise-carter");
    await db().update(employerUsers).set({ removedAt: new Date() }).where(eq(employerUsers.id, removed.id));
    const rejoined = await insertUser(beaconId, DENISE);
    const visitor = browser();
    expect((await signIn(visitor, "google", "denise-carter")).headers.get("location")).toBe(
      "/employer/dashboard",
    );
    expect((await me(visitor)).body).toMatchObject({ user: { id: rejoined.id }, company: { id: beaconId } });
    const [identity] = await db().select().from(employerIdentities);
    expect(identity?.employerUserId).toBe(rejoined.id);
  });

  it("refuses an email the provider has not verified, even when it matches a user", async () => {
    await insertUser(mangroveId, "sam.ortiz@unverified.example");
    const visitor = browser();
    const callback = await signIn(visitor, "google", "sam-ortiz");
    expect(callback.headers.get("location")).toBe("/employer/login?error=email_not_verified");
    expect(setCookie(callback, "employer_session")).toBeUndefined();
    expect((await me(visitor)).status).toBe(401);
    expect(await db().select().from(employerIdentities)).toHaveLength(0);
  });

  it("does not sign in or link an account whose own address is not verified yet (sends it to verify)", async () => {
    await insertUser(mangroveId, PRIYA, { verified: false });
    const visitor = browser();
    const callback = await signIn(visitor, "google", "priya-shah");
    expect(callback.headers.get("location")).toBe(
      `/employer/login?${new URLSearchParams({ error: "account_not_verified", email: PRIYA })}`,
    );
    expect((await me(visitor)).status).toBe(401);
    expect(await db().select().from(employerIdentities)).toHaveLength(0);
  });

  it("says cancelled when the person cancels at the provider (error=access_denied)", async () => {
    const visitor = browser();
    const callbackUrl = await visitor.authorizeFrom(startUrl("google"), "cancel");
    expect(callbackUrl.searchParams.get("error")).toBe("access_denied");
    expect((await visitor.get(callbackUrl.href)).headers.get("location")).toBe(
      "/employer/login?error=cancelled",
    );
  });

  it("refuses a tampered state, and that flow cannot be finished afterwards", async () => {
    await insertUser(mangroveId, DENISE);
    const visitor = browser();
    const callbackUrl = await visitor.authorizeFrom(startUrl("google"), "denise-carter");
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "tampered-state-value");
    expect((await visitor.get(tampered.href)).headers.get("location")).toBe("/employer/login?error=invalid");
    expect((await visitor.get(callbackUrl.href)).headers.get("location")).toBe(
      "/employer/login?error=expired",
    );
    expect((await me(visitor)).status).toBe(401);
  });

  it("refuses a callback without the browser's flow cookie, or at the other provider's callback", async () => {
    await insertUser(mangroveId, DENISE);
    const visitor = browser();
    const callbackUrl = await visitor.authorizeFrom(startUrl("google"), "denise-carter");
    expect((await browser().get(callbackUrl.href)).headers.get("location")).toBe(
      "/employer/login?error=expired",
    );
    const elsewhere = new URL(callbackUrl);
    elsewhere.pathname = "/api/employers/oidc/linkedin/callback";
    expect((await visitor.get(elsewhere.href)).headers.get("location")).toBe("/employer/login?error=invalid");
    expect((await me(visitor)).status).toBe(401);
  });

  it("refuses the code used a second time, even with the first request's cookies", async () => {
    await insertUser(mangroveId, DENISE);
    const visitor = browser();
    const callbackUrl = await visitor.authorizeFrom(startUrl("google"), "denise-carter");
    const copy = visitor.clone();
    expect((await visitor.get(callbackUrl.href)).headers.get("location")).toBe("/employer/dashboard");
    expect((await copy.get(callbackUrl.href)).headers.get("location")).toBe("/employer/login?error=expired");
    expect((await me(copy)).status).toBe(401);
  });

  it("refuses another flow's code slipped into this browser's callback (PKCE binds the code to its flow)", async () => {
    await insertUser(mangroveId, DENISE);
    const victim = await browser().authorizeFrom(startUrl("google"), "denise-carter");
    const attacker = browser();
    const attackerCallback = await attacker.authorizeFrom(startUrl("google"), "priya-shah");
    attackerCallback.searchParams.set("code", victim.searchParams.get("code") ?? "");
    expect((await attacker.get(attackerCallback.href)).headers.get("location")).toBe(
      "/employer/login?error=expired",
    );
    expect((await me(attacker)).status).toBe(401);
  });

  it("sends to /employer/login?error=start_failed when the configured provider cannot be reached", async () => {
    setAppConfig({ ...app.config, EMPLOYER_GOOGLE_ISSUER: "http://127.0.0.1:9/oidc" });
    const start = await browser().get(startUrl("google"));
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe("/employer/login?error=start_failed");
  });

  it("answers 404 for a provider that is not offered, or not one of Google and LinkedIn", async () => {
    expect((await browser().get(startUrl("facebook"))).status).toBe(404);
    setAppConfig(loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }));
    for (const path of ["google/start", "linkedin/start", "google/callback?code=x&state=y"]) {
      const response = await browser().get(`${app.url}/api/employers/oidc/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "This sign-in is not offered." });
    }
  });
});

describe("which providers the sign-in and registration pages offer", () => {
  const publicSite = { NODE_ENV: "production", APP_URL: "https://www.example.com" };

  it("each configured provider; else the development provider off the public internet; else none", () => {
    expect(employerSocialProviders()).toEqual(["google", "linkedin"]);
    expect(employerSocialProviders(loadConfig(publicSite))).toEqual([]);
    expect(
      employerSocialProviders(
        loadConfig({
          ...publicSite,
          EMPLOYER_GOOGLE_CLIENT_ID: "id",
          EMPLOYER_GOOGLE_CLIENT_SECRET: "secret",
        }),
      ),
    ).toEqual(["google"]);
    expect(
      employerSocialProviders(
        loadConfig({
          ...publicSite,
          EMPLOYER_LINKEDIN_CLIENT_ID: "id",
          EMPLOYER_LINKEDIN_CLIENT_SECRET: "s",
        }),
      ),
    ).toEqual(["linkedin"]);
    expect(employerSocialProviders(loadConfig({ NODE_ENV: "development" }))).toEqual(["google", "linkedin"]);
    expect(loadConfig({})).toMatchObject({
      EMPLOYER_GOOGLE_ISSUER: "https://accounts.google.com",
      EMPLOYER_LINKEDIN_ISSUER: "https://www.linkedin.com/oauth",
    });
  });
});

describe("rate limit", () => {
  it("limits starting a sign-in per address (429)", async () => {
    for (let i = 0; i < EMPLOYER_RATE_LIMITS.socialStartPerIp.limit; i++) {
      expect((await browser().get(startUrl("google"))).status).toBe(302);
    }
    expect((await browser().get(startUrl("google"))).status).toBe(429);
  });
});
