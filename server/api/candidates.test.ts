import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_MESSAGES } from "../../common/candidates";
import { lastEmailTo as lastEmailToIn } from "../../tests/support/outbox-mail";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidateSessions, candidates, candidateVerifications, mailOutbox } from "../db/schema";
import { CANDIDATE_RATE_LIMITS, PASSWORD_CHANGE_LIMIT } from "../modules/candidates";

const { db } = setupTestDatabase();
const app = setupTestApp();

const maria = {
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "Maria.Gonzalez@Example.com",
  phone: "(305) 555-0142",
  password: "sunny tampa mornings",
  consentTerms: true,
  consentSms: true,
};
const jose = {
  ...maria,
  firstName: "Jose",
  email: "jose.ruiz@example.com",
  password: "orlando night shift 7",
};

type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${app.url}/api/candidates/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

const post = (path: string, body?: unknown, token?: string) => call("POST", path, body, token);

async function fields(path: string, body: unknown) {
  const response = await post(path, body);
  expect(response.status).toBe(400);
  return response.body.fields;
}

const lastEmailTo = (address: string) => lastEmailToIn(db(), address);

async function register(person = maria) {
  const response = await post("register", person);
  expect(response.status).toBe(202);
}

async function registerVerified(person = maria) {
  await register(person);
  const { code } = await lastEmailTo(person.email);
  expect((await post("verify", { email: person.email, code })).status).toBe(200);
}

async function signIn(person = maria, extra: Json = {}) {
  const response = await post("login", { email: person.email, password: person.password, ...extra });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

/** Forgets every rate limit counter, so a test can go on past a limit it just showed. */
const resetLimits = () => db().execute(sql`TRUNCATE rate_limit_counters`);

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, candidate_sessions, candidate_verifications, mail_outbox, rate_limit_counters CASCADE`,
  );
});

describe("POST /api/candidates/register", () => {
  it("creates an unverified account with an Argon2id hash and emails a code and a link", async () => {
    const response = await post("register", maria);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: CANDIDATE_MESSAGES.registered });
    const [row] = await db().select().from(candidates);
    expect(row).toMatchObject({
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria.gonzalez@example.com",
      phone: "(305) 555-0142",
      emailVerifiedAt: null,
      consentTermsAt: expect.any(Date),
      consentSmsAt: expect.any(Date),
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await lastEmailTo(maria.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.textBody).toContain(
      `/candidate/verify?email=maria.gonzalez%40example.com&token=${mail.token}`,
    );
    const [verification] = await db().select().from(candidateVerifications);
    expect(verification?.codeHash).not.toContain(mail.code);
    expect(verification?.tokenHash).not.toBe(mail.token);
  });

  it("answers an address that has an account exactly the same, and emails its owner instead", async () => {
    await register();
    const again = await post("register", {
      ...maria,
      email: "MARIA.gonzalez@example.com",
      firstName: "Mallory",
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: CANDIDATE_MESSAGES.registered });
    expect(await db().select().from(candidates)).toHaveLength(1);
    const mail = await lastEmailTo(maria.email);
    expect(mail.subject).toContain("You already have");
    expect(mail.textBody).toContain("Hi Maria,");
    expect(mail.code).toBeUndefined();
  });

  it("refuses bad input with each field's message", async () => {
    expect(await fields("register", {})).toEqual({
      firstName: CANDIDATE_MESSAGES.firstName,
      lastName: CANDIDATE_MESSAGES.lastName,
      email: CANDIDATE_MESSAGES.email,
      phone: CANDIDATE_MESSAGES.phone,
      password: CANDIDATE_MESSAGES.password,
      consentTerms: CANDIDATE_MESSAGES.consentTerms,
    });
    expect(
      await fields("register", {
        ...maria,
        firstName: 7,
        email: ["a@b.co"],
        phone: "12",
        consentTerms: false,
      }),
    ).toEqual({
      firstName: CANDIDATE_MESSAGES.firstName,
      email: CANDIDATE_MESSAGES.email,
      phone: CANDIDATE_MESSAGES.phone,
      consentTerms: CANDIDATE_MESSAGES.consentTerms,
    });
    expect(await fields("register", { ...maria, password: "short" })).toEqual({
      password: CANDIDATE_MESSAGES.password,
    });
    expect(await fields("register", { ...maria, password: "x".repeat(129) })).toEqual({
      password: CANDIDATE_MESSAGES.passwordTooLong,
    });
    expect(await fields("register", { ...maria, password: "Password1" })).toEqual({
      password: CANDIDATE_MESSAGES.passwordCommon,
    });
    expect(await db().select().from(candidates)).toEqual([]);
  });

  it("answers 4xx, never 500, for non-JSON, malformed and empty bodies", async () => {
    const text = await fetch(`${app.url}/api/candidates/register`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(415);
    expect((await post("register", "{not json")).status).toBe(400);
    expect((await post("register", "[1,2]")).status).toBe(400);
    expect((await post("register")).status).toBe(400);
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    for (let i = 0; i < CANDIDATE_RATE_LIMITS.registerPerIp.limit; i++) {
      expect((await post("register", { ...maria, email: `person${i}@example.com` })).status).toBe(202);
    }
    const refused = await post("register", { ...maria, email: "one-more@example.com" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/candidates/verify", () => {
  it("verifies with the emailed code, once", async () => {
    await register();
    const { code } = await lastEmailTo(maria.email);
    const response = await post("verify", { email: " MARIA.GONZALEZ@example.com ", code });
    expect(response).toMatchObject({ status: 200, body: { message: CANDIDATE_MESSAGES.verified } });
    const [row] = await db().select().from(candidates);
    expect(row?.emailVerifiedAt).toEqual(expect.any(Date));
    expect(await fields("verify", { email: maria.email, code })).toEqual({
      code: CANDIDATE_MESSAGES.codeWrong,
    });
  });

  it("verifies with the link's token, but only for its own address", async () => {
    await register();
    await register(jose);
    const { token } = await lastEmailTo(maria.email);
    expect(await fields("verify", { email: jose.email, token })).toEqual({
      token: CANDIDATE_MESSAGES.linkInvalid,
    });
    expect((await post("verify", { email: maria.email, token })).status).toBe(200);
    expect(await fields("verify", { email: maria.email, token })).toEqual({
      token: CANDIDATE_MESSAGES.linkInvalid,
    });
  });

  it("allows 5 tries, then refuses even the right code", async () => {
    await register();
    const { code } = await lastEmailTo(maria.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < 5; i++) {
      expect(await fields("verify", { email: maria.email, code: wrong })).toEqual({
        code: CANDIDATE_MESSAGES.codeWrong,
      });
    }
    const fifth = await post("verify", { email: maria.email, code: wrong });
    expect(fifth.body).toEqual({
      error: CANDIDATE_MESSAGES.codeTooManyAttempts,
      fields: { code: CANDIDATE_MESSAGES.codeTooManyAttempts },
    });
    expect(await fields("verify", { email: maria.email, code })).toEqual({
      code: CANDIDATE_MESSAGES.codeTooManyAttempts,
    });
    const [row] = await db().select().from(candidates);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("refuses a code older than 15 minutes", async () => {
    await register();
    const { code } = await lastEmailTo(maria.email);
    await db().update(candidateVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await fields("verify", { email: maria.email, code })).toEqual({
      code: CANDIDATE_MESSAGES.codeExpired,
    });
  });

  it("gives an unknown address the wrong-code answer and names missing or bad fields", async () => {
    expect(await fields("verify", { email: "nobody@example.com", code: "123456" })).toEqual({
      code: CANDIDATE_MESSAGES.codeWrong,
    });
    expect(await fields("verify", { email: "nobody@example.com" })).toEqual({
      code: CANDIDATE_MESSAGES.codeOrToken,
    });
    expect(await fields("verify", { email: "nope", code: "12ab" })).toEqual({
      email: CANDIDATE_MESSAGES.email,
      code: CANDIDATE_MESSAGES.code,
    });
    expect(await fields("verify", { email: maria.email, token: 5 })).toEqual({
      token: CANDIDATE_MESSAGES.token,
    });
  });
});

describe("429 past the limits of the other calls", () => {
  it("limits code guesses per address across accounts", async () => {
    for (let i = 0; i < CANDIDATE_RATE_LIMITS.verifyPerIp.limit; i++) {
      expect((await post("verify", { email: `person${i}@example.com`, code: "123456" })).status).toBe(400);
    }
    const refused = await post("verify", { email: "another@example.com", code: "123456" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits reset-link tries per address", async () => {
    for (let i = 0; i < CANDIDATE_RATE_LIMITS.resetPerIp.limit; i++) {
      expect(
        (await post("reset-password", { token: `guess${i}`, password: "the new long phrase" })).status,
      ).toBe(400);
    }
    expect((await post("reset-password", { token: "guess", password: "the new long phrase" })).status).toBe(
      429,
    );
  });

  it("limits current-password guesses per account, even with a valid token", async () => {
    await registerVerified();
    const token = await signIn();
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.limit; i++) {
      const wrong = await post(
        "password",
        { currentPassword: `guess ${i}`, newPassword: "a brand new phrase" },
        token,
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await post(
      "password",
      { currentPassword: maria.password, newPassword: "a brand new phrase" },
      token,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/candidates/resend-code", () => {
  it("waits a minute after the last code (429 with Retry-After), then sends a new one that replaces it", async () => {
    await register();
    const first = await lastEmailTo(maria.email);
    const tooSoon = await post("resend-code", { email: maria.email });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    await resetLimits();
    const resent = await post("resend-code", { email: maria.email });
    expect(resent).toMatchObject({ status: 200, body: { message: CANDIDATE_MESSAGES.codeResent } });
    const second = await lastEmailTo(maria.email);
    expect(second.id).not.toBe(first.id);
    if (first.code !== second.code) {
      expect(await fields("verify", { email: maria.email, code: first.code })).toEqual({
        code: CANDIDATE_MESSAGES.codeWrong,
      });
    }
    expect((await post("verify", { email: maria.email, code: second.code })).status).toBe(200);
  });

  it("answers an unknown or verified address the same and sends nothing", async () => {
    const unknown = await post("resend-code", { email: "nobody@example.com" });
    expect(unknown).toMatchObject({ status: 200, body: { message: CANDIDATE_MESSAGES.codeResent } });
    expect((await post("resend-code", { email: "nobody@example.com" })).status).toBe(429);
    await registerVerified();
    await resetLimits();
    const sent = (await db().select().from(mailOutbox)).length;
    expect((await post("resend-code", { email: maria.email })).body).toEqual({
      message: CANDIDATE_MESSAGES.codeResent,
    });
    expect(await db().select().from(mailOutbox)).toHaveLength(sent);
    expect(await fields("resend-code", { email: 3 })).toEqual({ email: CANDIDATE_MESSAGES.email });
  });
});

describe("POST /api/candidates/login", () => {
  it("answers 200 { token, expiresAt, candidate } and stores only the token's SHA-256", async () => {
    await registerVerified();
    const response = await post("login", { email: "MARIA.GONZALEZ@example.com", password: maria.password });
    expect(response.status).toBe(200);
    const { token, candidate, expiresAt } = response.body as {
      token: string;
      candidate: Json;
      expiresAt: string;
    };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(candidate).toEqual({
      id: expect.any(String),
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria.gonzalez@example.com",
      phone: "(305) 555-0142",
      emailVerified: true,
      smsConsent: true,
      createdAt: expect.any(String),
      resume: null,
      headline: null,
      city: null,
      state: null,
      skills: [],
      preferredLocations: [],
      preferredEmploymentTypes: [],
      desiredPay: null,
      desiredPayPeriod: "hour",
      availableFrom: null,
    });
    const hoursLeft = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
    const [session] = await db().select().from(candidateSessions);
    expect(session?.tokenHash).not.toContain(token);
    expect(session).toMatchObject({ rememberMe: false, idleTimeoutSeconds: 2 * 3600, revokedAt: null });
  });

  it("issues a new token on every sign-in; Remember me lasts 30 days", async () => {
    await registerVerified();
    const first = await signIn();
    const remembered = await post("login", {
      email: maria.email,
      password: maria.password,
      rememberMe: true,
    });
    expect(remembered.body.token).not.toBe(first);
    const daysLeft = (Date.parse(remembered.body.expiresAt as string) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);
    expect(await db().select().from(candidateSessions)).toHaveLength(2);
  });

  it("gives an unknown email and a wrong password the same 401", async () => {
    await registerVerified();
    const wrong = await post("login", { email: maria.email, password: "not my password" });
    const unknown = await post("login", { email: "nobody@example.com", password: maria.password });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: CANDIDATE_MESSAGES.loginFailed });
    }
  });

  it("takes comparable time for an unknown email and a wrong password", async () => {
    await registerVerified();
    const time = async (email: string) => {
      const started = performance.now();
      await post("login", { email, password: "not my password" });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, so a busy machine slows both alike; each call does one Argon2 verification.
    for (let i = 0; i < 5; i++) {
      known.push(await time(maria.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("answers 403 with a not-verified message only to the right password", async () => {
    await register();
    const response = await post("login", { email: maria.email, password: maria.password });
    expect(response).toMatchObject({ status: 403, body: { error: CANDIDATE_MESSAGES.notVerified } });
    expect(String(response.body.error)).toMatch(/not verified/);
    expect((await post("login", { email: maria.email, password: "not my password" })).status).toBe(401);
  });

  it("answers 400 with SPEC's message when either field is missing or not text", async () => {
    const missing = await post("login", { email: " ", password: 12 });
    expect(missing.body).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { email: CANDIDATE_MESSAGES.loginMissing, password: CANDIDATE_MESSAGES.loginMissing },
    });
    expect(CANDIDATE_MESSAGES.loginMissing).toBe("Please enter both email and password.");
  });

  it("answers 429 with Retry-After after repeated attempts on one account", async () => {
    await registerVerified();
    for (let i = 0; i < CANDIDATE_RATE_LIMITS.loginPerAccount.limit; i++) {
      expect((await post("login", { email: maria.email, password: `guess number ${i}` })).status).toBe(401);
    }
    const refused = await post("login", { email: maria.email, password: maria.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 429 after repeated attempts from one address across accounts", async () => {
    const limit = CANDIDATE_RATE_LIMITS.loginPerIp.limit;
    for (let i = 0; i < limit; i++) {
      expect((await post("login", { email: `person${i}@example.com`, password: "guess" })).status).toBe(401);
    }
    expect((await post("login", { email: "another@example.com", password: "guess" })).status).toBe(429);
  });
});

describe("the bearer token", () => {
  it("reads the profile; a missing, malformed or unknown token is 401", async () => {
    await registerVerified();
    const token = await signIn();
    const profile = await call("GET", "profile", undefined, token);
    expect(profile).toMatchObject({
      status: 200,
      body: { email: "maria.gonzalez@example.com", firstName: "Maria" },
    });
    for (const bad of [undefined, "short", "x".repeat(43)]) {
      const response = await call("GET", "profile", undefined, bad);
      expect(response).toMatchObject({ status: 401, body: { error: CANDIDATE_MESSAGES.signedOut } });
    }
    const basic = await fetch(`${app.url}/api/candidates/profile`, {
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.status).toBe(401);
  });

  it("stops working after logout, and logout of a dead token is 401", async () => {
    await registerVerified();
    const token = await signIn();
    const other = await signIn();
    expect((await post("logout", undefined, token)).status).toBe(204);
    expect((await call("GET", "profile", undefined, token)).status).toBe(401);
    expect((await post("logout", undefined, token)).status).toBe(401);
    expect((await call("GET", "profile", undefined, other)).status).toBe(200);
  });

  it("stops working past its absolute expiry or after the idle timeout, and use refreshes idleness", async () => {
    await registerVerified();
    const expired = await signIn();
    const idle = await signIn();
    const active = await signIn();
    const sessionOf = async (token: string) => {
      const rows = await db().select().from(candidateSessions).orderBy(candidateSessions.createdAt);
      return rows[[expired, idle, active].indexOf(token)]?.id as string;
    };
    await db()
      .update(candidateSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(candidateSessions.id, await sessionOf(expired)));
    await db()
      .update(candidateSessions)
      .set({ lastUsedAt: sql`now() - interval '2 hours 1 second'` })
      .where(eq(candidateSessions.id, await sessionOf(idle)));
    await db()
      .update(candidateSessions)
      .set({ lastUsedAt: sql`now() - interval '1 hour 59 minutes'` })
      .where(eq(candidateSessions.id, await sessionOf(active)));
    expect((await call("GET", "profile", undefined, expired)).status).toBe(401);
    expect((await call("GET", "profile", undefined, idle)).status).toBe(401);
    expect((await call("GET", "profile", undefined, active)).status).toBe(200);
    const [touched] = await db()
      .select()
      .from(candidateSessions)
      .where(eq(candidateSessions.id, await sessionOf(active)));
    expect(Date.now() - (touched?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("only ever reads and changes its own candidate", async () => {
    await registerVerified();
    await resetLimits();
    await registerVerified(jose);
    const mariaToken = await signIn();
    const joseToken = await signIn(jose);
    expect((await call("GET", "profile", undefined, joseToken)).body.email).toBe("jose.ruiz@example.com");
    const changed = await call("PATCH", "profile", { firstName: "Pepe", id: "ignored" }, joseToken);
    expect(changed.body.firstName).toBe("Pepe");
    const mine = await call("GET", "profile", undefined, mariaToken);
    expect(mine.body).toMatchObject({ firstName: "Maria", email: "maria.gonzalez@example.com" });
  });
});

describe("PATCH /api/candidates/profile", () => {
  it("changes names and phone, never the email", async () => {
    await registerVerified();
    const token = await signIn();
    const response = await call(
      "PATCH",
      "profile",
      { firstName: " Maria  José ", phone: "+1 407 555 0199", email: "else@example.com" },
      token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: "Maria José",
      lastName: "Gonzalez",
      phone: "+1 407 555 0199",
      email: "maria.gonzalez@example.com",
    });
  });

  it("answers 400 with fields for bad or no changes, and 401 without a token", async () => {
    await registerVerified();
    const token = await signIn();
    const bad = await call("PATCH", "profile", { firstName: "", phone: 5 }, token);
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { firstName: CANDIDATE_MESSAGES.firstName, phone: CANDIDATE_MESSAGES.phone } },
    });
    const empty = await call("PATCH", "profile", {}, token);
    expect(empty).toMatchObject({ status: 400, body: { fields: { body: CANDIDATE_MESSAGES.profileEmpty } } });
    expect((await call("PATCH", "profile", { firstName: "Ana" })).status).toBe(401);
  });
});

describe("POST /api/candidates/password", () => {
  it("needs the current password, refuses common ones, and signs out every other device", async () => {
    await registerVerified();
    const here = await signIn();
    const elsewhere = await signIn();
    const wrong = await post(
      "password",
      { currentPassword: "not it", newPassword: "a brand new phrase" },
      here,
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { fields: { currentPassword: CANDIDATE_MESSAGES.currentPasswordWrong } },
    });
    const common = await post("password", { currentPassword: maria.password, newPassword: "iloveyou" }, here);
    expect(common.body.fields).toEqual({ newPassword: CANDIDATE_MESSAGES.passwordCommon });

    const changed = await post(
      "password",
      { currentPassword: maria.password, newPassword: "a brand new phrase" },
      here,
    );
    expect(changed).toMatchObject({ status: 200, body: { message: CANDIDATE_MESSAGES.passwordChanged } });
    expect((await call("GET", "profile", undefined, here)).status).toBe(200);
    expect((await call("GET", "profile", undefined, elsewhere)).status).toBe(401);
    expect((await post("login", { email: maria.email, password: maria.password })).status).toBe(401);
    expect((await post("login", { email: maria.email, password: "a brand new phrase" })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await post("password", { currentPassword: "a", newPassword: "b" })).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  it("answers every address the same and emails a link only to an account", async () => {
    await registerVerified();
    const known = await post("forgot-password", { email: "Maria.Gonzalez@example.com" });
    const unknown = await post("forgot-password", { email: "nobody@example.com" });
    for (const response of [known, unknown]) {
      expect(response).toMatchObject({ status: 200, body: { message: CANDIDATE_MESSAGES.resetRequested } });
    }
    const mail = await lastEmailTo(maria.email);
    expect(mail.textBody).toContain(`/candidate/reset-password?token=${mail.token}`);
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "nobody@example.com")),
    ).toEqual([]);
    expect(await fields("forgot-password", {})).toEqual({ email: CANDIDATE_MESSAGES.email });
  });

  it("sets a new password once, signs every device out and does not sign in", async () => {
    await registerVerified();
    const token = await signIn();
    await post("forgot-password", { email: maria.email });
    const link = (await lastEmailTo(maria.email)).token;
    expect(await fields("reset-password", { token: link, password: "password1" })).toEqual({
      password: CANDIDATE_MESSAGES.passwordCommon,
    });
    const reset = await post("reset-password", { token: link, password: "the new long phrase" });
    expect(reset).toMatchObject({ status: 200, body: { message: CANDIDATE_MESSAGES.passwordReset } });
    expect(reset.body.token).toBeUndefined();
    expect((await call("GET", "profile", undefined, token)).status).toBe(401);
    expect((await post("login", { email: maria.email, password: maria.password })).status).toBe(401);
    expect((await post("login", { email: maria.email, password: "the new long phrase" })).status).toBe(200);
    expect(await fields("reset-password", { token: link, password: "yet another phrase" })).toEqual({
      token: CANDIDATE_MESSAGES.linkInvalid,
    });
  });

  it("refuses a link older than an hour, an older link once a newer one is sent, and bad input", async () => {
    await registerVerified();
    await post("forgot-password", { email: maria.email });
    const older = (await lastEmailTo(maria.email)).token;
    await post("forgot-password", { email: maria.email });
    const newer = (await lastEmailTo(maria.email)).token;
    expect(await fields("reset-password", { token: older, password: "the new long phrase" })).toEqual({
      token: CANDIDATE_MESSAGES.linkInvalid,
    });
    await db()
      .update(candidateVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(candidateVerifications.purpose, "reset-password"));
    expect(await fields("reset-password", { token: newer, password: "the new long phrase" })).toEqual({
      token: CANDIDATE_MESSAGES.linkInvalid,
    });
    expect(await fields("reset-password", { token: ["x"], password: null })).toEqual({
      token: CANDIDATE_MESSAGES.token,
      password: CANDIDATE_MESSAGES.password,
    });
  });

  it("verifies the address of an account that resets before verifying", async () => {
    await register();
    await post("forgot-password", { email: maria.email });
    const link = (await lastEmailTo(maria.email)).token;
    expect((await post("reset-password", { token: link, password: "the new long phrase" })).status).toBe(200);
    expect((await post("login", { email: maria.email, password: "the new long phrase" })).status).toBe(200);
  });

  it("answers 429 past the per-account limit on reset emails", async () => {
    for (let i = 0; i < CANDIDATE_RATE_LIMITS.forgotPerAccount.limit; i++) {
      expect((await post("forgot-password", { email: maria.email })).status).toBe(200);
    }
    expect((await post("forgot-password", { email: maria.email })).status).toBe(429);
  });
});
