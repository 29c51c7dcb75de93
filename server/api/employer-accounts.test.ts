import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_MESSAGES } from "../../common/candidates";
import { EMPLOYER_MESSAGES } from "../../common/employer-options";
import { setupApiCaller, testAdmin } from "../../tests/support/admin-test-client";
import { lastEmailTo as lastEmailToIn } from "../../tests/support/outbox-mail";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  clientCompanies,
  employerInvitations,
  employerSessions,
  employerUsers,
  employerVerifications,
  mailOutbox,
} from "../db/schema";
import { EMPLOYER_RATE_LIMITS } from "../modules/employer-accounts";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { asAdmin } = setupApiCaller(app);

const acme = {
  legalName: "Acme Logistics LLC",
  industry: "Technology",
  sizeBand: "51-200",
  street: "100 Biscayne Blvd",
  city: "Miami",
  state: "FL",
  zip: "33132",
  website: "acme-logistics.example",
  firstName: "Dana",
  lastName: "Whitfield",
  jobTitle: "HR Director",
  workPhone: "(305) 555-0190",
  email: "Dana.Whitfield@Acme-Logistics.example",
  password: "harbor cranes at dawn",
};
const beacon = {
  ...acme,
  legalName: "Beacon Health Partners",
  industry: "Healthcare",
  firstName: "Omar",
  lastName: "Reyes",
  email: "omar.reyes@beacon-health.example",
  password: "tampa bay lighthouse 9",
};

type Json = Record<string, unknown> & { fields?: Record<string, string>; error?: string };
type Options = { body?: unknown; cookie?: string; origin?: string | null };

async function call(method: string, path: string, { body, cookie, origin }: Options = {}) {
  const headers: Record<string, string> = {};
  const from = origin === undefined ? new URL(app.config.APP_URL).origin : origin;
  if (from) headers.origin = from;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${app.url}/api/employers/${path}`, {
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

const post = (path: string, body?: unknown, cookie?: string) => call("POST", path, { body, cookie });
const get = (path: string, cookie?: string) => call("GET", path, { cookie });

async function fieldsOf(path: string, body: unknown, cookie?: string) {
  const response = await post(path, body, cookie);
  expect(response.status).toBe(400);
  return response.body.fields ?? {};
}

const lastEmailTo = (address: string) => lastEmailToIn(db(), address);

const sessionCookieOf = (headers: Headers) => headers.get("set-cookie")?.split(";")[0] ?? "";

async function signIn(email: string, password: string, rememberMe = false) {
  const response = await post("login", { email, password, rememberMe });
  expect(response.status).toBe(200);
  return sessionCookieOf(response.headers);
}

/** Registers the company, verifies the owner's address with the emailed code and signs in. */
async function registeredOwner(company = acme) {
  expect((await post("register", company)).status).toBe(202);
  const { code } = await lastEmailTo(company.email);
  expect((await post("verify", { email: company.email, code })).status).toBe(200);
  return signIn(company.email, company.password);
}

const colleague = {
  firstName: "Priya",
  lastName: "Natarajan",
  jobTitle: "Warehouse Manager",
  workPhone: "305-555-0111",
  password: "forklift certified 2026",
};

/** The owner invites the address with the role; the invitee accepts and signs in. */
async function invitedColleague(ownerCookie: string, email: string, role = "hiring_manager") {
  expect((await post("invitations", { email, role }, ownerCookie)).status).toBe(201);
  const { token } = await lastEmailTo(email);
  expect((await post("invitations/accept", { token, ...colleague })).status).toBe(201);
  return signIn(email, colleague.password);
}

const companyOf = async (email: string) => {
  const [row] = await db()
    .select({ company: clientCompanies })
    .from(employerUsers)
    .innerJoin(clientCompanies, eq(clientCompanies.id, employerUsers.clientCompanyId))
    .where(eq(employerUsers.email, email.toLowerCase()));
  if (!row) throw new Error(`No employer user ${email}`);
  return row.company;
};

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE client_companies, employer_users, employer_sessions, employer_verifications, employer_invitations, admin_audit_log, mail_outbox, rate_limit_counters CASCADE`,
  );
});

describe("POST /api/employers/register", () => {
  it("names every missing field with its message, and never 500s on odd bodies", async () => {
    const fields = await fieldsOf("register", {});
    expect(fields).toMatchObject({
      legalName: EMPLOYER_MESSAGES.legalName,
      industry: EMPLOYER_MESSAGES.industry,
      sizeBand: EMPLOYER_MESSAGES.sizeBand,
      street: EMPLOYER_MESSAGES.street,
      city: EMPLOYER_MESSAGES.city,
      state: EMPLOYER_MESSAGES.state,
      zip: EMPLOYER_MESSAGES.zip,
      email: EMPLOYER_MESSAGES.email,
      firstName: EMPLOYER_MESSAGES.firstName,
      lastName: EMPLOYER_MESSAGES.lastName,
      jobTitle: EMPLOYER_MESSAGES.jobTitle,
      workPhone: EMPLOYER_MESSAGES.workPhone,
      password: CANDIDATE_MESSAGES.password,
    });
    expect(fields).not.toHaveProperty("website");
    for (const body of ["[]", '"text"', "null", "{", JSON.stringify({ ...acme, state: 7, zip: null })]) {
      expect((await post("register", body)).status, body).toBe(400);
    }
  });

  it("checks each field's rule: state, ZIP, website, phone, the candidates' password rules", async () => {
    const fields = await fieldsOf("register", {
      ...acme,
      state: "Atlantis",
      zip: "3313",
      website: "not a site",
      workPhone: "555-01",
      industry: "Piracy",
      sizeBand: "huge",
      password: "password",
    });
    expect(fields).toEqual({
      state: EMPLOYER_MESSAGES.state,
      zip: EMPLOYER_MESSAGES.zip,
      website: EMPLOYER_MESSAGES.website,
      workPhone: EMPLOYER_MESSAGES.workPhone,
      industry: EMPLOYER_MESSAGES.industry,
      sizeBand: EMPLOYER_MESSAGES.sizeBand,
      password: CANDIDATE_MESSAGES.passwordCommon,
    });
    expect((await fieldsOf("register", { ...acme, password: "short" })).password).toBe(
      CANDIDATE_MESSAGES.password,
    );
  });

  it("creates the company as pending with an unverified owner and emails a code and a link", async () => {
    const response = await post("register", { ...acme, state: "florida", website: "" });
    expect(response).toMatchObject({ status: 202, body: { message: EMPLOYER_MESSAGES.registered } });
    // A social sign-in's prefill is spent: the registration page's cookie is cleared.
    expect(response.headers.get("set-cookie")).toBe(
      "employer_social_prefill=; Path=/employer/registration; Max-Age=0; HttpOnly; SameSite=Lax",
    );
    const company = await companyOf(acme.email);
    expect(company).toMatchObject({
      legalName: acme.legalName,
      state: "FL",
      website: null,
      status: "pending",
      paymentTermsDays: 30,
      placementFeePercent: "20.00",
    });
    const [owner] = await db().select().from(employerUsers);
    expect(owner).toMatchObject({ email: acme.email.toLowerCase(), role: "owner", emailVerifiedAt: null });
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastEmailTo(acme.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.textBody).toContain("/employer/verify?");
    expect(mail.htmlBody).toContain(mail.code);
  });

  it("answers an address that already has an account the same way, telling only its owner by email", async () => {
    await registeredOwner();
    const again = await post("register", { ...beacon, email: acme.email.toUpperCase() });
    expect(again).toMatchObject({ status: 202, body: { message: EMPLOYER_MESSAGES.registered } });
    expect(await db().select().from(clientCompanies)).toHaveLength(1);
    expect((await lastEmailTo(acme.email)).subject).toMatch(/already have/);
  });

  it("is limited per address (429 with Retry-After)", async () => {
    for (let i = 0; i < EMPLOYER_RATE_LIMITS.registerPerIp.limit; i++) {
      expect((await post("register", { ...acme, email: `owner${i}@example.com` })).status).toBe(202);
    }
    const refused = await post("register", { ...acme, email: "one.more@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});

describe("verification and sign-in", () => {
  it("refuses sign-in before verification (403) and wrong or unknown credentials alike (401)", async () => {
    await post("register", acme);
    expect((await post("login", { email: acme.email, password: acme.password })).status).toBe(403);
    const wrong = await post("login", { email: acme.email, password: "not the password" });
    const unknown = await post("login", { email: "nobody@example.com", password: acme.password });
    expect(wrong).toMatchObject({ status: 401, body: { error: EMPLOYER_MESSAGES.loginFailed } });
    expect(unknown).toMatchObject({ status: 401, body: { error: EMPLOYER_MESSAGES.loginFailed } });
    expect((await fieldsOf("login", { email: "" })).email).toBe(CANDIDATE_MESSAGES.loginMissing);
  });

  it("counts wrong codes, takes the emailed link, and sends a new code at most once a minute", async () => {
    await post("register", acme);
    const { code, token } = await lastEmailTo(acme.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await fieldsOf("verify", { email: acme.email, code: wrongCode })).code).toBe(
      CANDIDATE_MESSAGES.codeWrong,
    );
    expect((await fieldsOf("verify", { email: acme.email, token: "made-up" })).token).toBe(
      CANDIDATE_MESSAGES.linkInvalid,
    );
    expect((await post("resend-code", { email: acme.email })).status).toBe(429);
    expect((await post("verify", { email: acme.email, token })).status).toBe(200);
    expect((await post("login", { email: acme.email, password: acme.password })).status).toBe(200);
  });

  it("stops a code after five wrong tries", async () => {
    await post("register", acme);
    const { code } = await lastEmailTo(acme.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) await post("verify", { email: acme.email, code: wrongCode });
    expect((await fieldsOf("verify", { email: acme.email, code: wrongCode })).code).toBe(
      CANDIDATE_MESSAGES.codeTooManyAttempts,
    );
    expect((await fieldsOf("verify", { email: acme.email, code })).code).toBe(
      CANDIDATE_MESSAGES.codeTooManyAttempts,
    );
  });

  it("sets an httpOnly SameSite=Lax cookie for the browser session, or 30 days with remember me", async () => {
    await registeredOwner();
    const plain = await post("login", { email: acme.email, password: acme.password });
    expect(plain.headers.get("set-cookie")).toMatch(
      /^employer_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(plain.body).toMatchObject({
      user: { email: acme.email.toLowerCase(), role: "owner", firstName: "Dana" },
      company: { legalName: acme.legalName, status: "pending", website: "https://acme-logistics.example/" },
    });
    const remembered = await post("login", { email: acme.email, password: acme.password, rememberMe: true });
    expect(remembered.headers.get("set-cookie")).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    const [session] = await db().select().from(employerSessions).where(eq(employerSessions.rememberMe, true));
    expect(session?.tokenHash).not.toBe(sessionCookieOf(remembered.headers).split("=")[1]);
  });

  it("serves /me to the session and ends it at logout", async () => {
    const cookie = await registeredOwner();
    expect((await get("me", cookie)).body).toMatchObject({ company: { status: "pending" } });
    const out = await post("logout", undefined, cookie);
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^employer_session=; Path=\/; Max-Age=0/);
    expect((await get("me", cookie)).status).toBe(401);
    expect((await post("logout", undefined, cookie)).status).toBe(401);
    expect((await get("me")).status).toBe(401);
    expect((await get("me", "employer_session=not-a-token")).status).toBe(401);
  });

  it("refuses changes from other sites (403) before anything runs", async () => {
    const cookie = await registeredOwner();
    const crossSite = await call("POST", "logout", { cookie, origin: "https://evil.example" });
    expect(crossSite).toMatchObject({ status: 403, body: { error: EMPLOYER_MESSAGES.crossSite } });
    const login = await call("POST", "login", {
      body: { email: acme.email, password: acme.password },
      origin: "https://evil.example",
    });
    expect(login.status).toBe(403);
    expect((await call("POST", "logout", { cookie, origin: null })).status).toBe(403);
    expect((await get("me", cookie)).status).toBe(200);
  });

  it("limits sign-in per account (429)", async () => {
    await registeredOwner();
    for (let i = 0; i < EMPLOYER_RATE_LIMITS.loginPerAccount.limit - 1; i++) {
      await post("login", { email: acme.email, password: "wrong password" });
    }
    expect((await post("login", { email: acme.email, password: "wrong password" })).status).toBe(429);
  });
});

describe("forgot and reset password", () => {
  it("answers any address the same way and emails a single-use link only to an account", async () => {
    const unknown = await post("forgot-password", { email: "nobody@example.com" });
    expect(unknown).toMatchObject({ status: 200, body: { message: EMPLOYER_MESSAGES.resetRequested } });
    expect(await db().select().from(mailOutbox)).toEqual([]);
    await registeredOwner();
    expect((await post("forgot-password", { email: acme.email })).body).toEqual(unknown.body);
    expect((await lastEmailTo(acme.email)).textBody).toContain("/employer/reset-password?token=");
  });

  it("sets the new password, ends every session, and works once", async () => {
    const first = await registeredOwner();
    const second = await signIn(acme.email, acme.password, true);
    await post("forgot-password", { email: acme.email });
    const { token } = await lastEmailTo(acme.email);
    expect((await fieldsOf("reset-password", { token, password: "abc" })).password).toBe(
      CANDIDATE_MESSAGES.password,
    );
    expect((await post("reset-password", { token, password: "a brand new passphrase" })).status).toBe(200);
    expect((await get("me", first)).status).toBe(401);
    expect((await get("me", second)).status).toBe(401);
    expect((await fieldsOf("reset-password", { token, password: "another new passphrase" })).token).toBe(
      EMPLOYER_MESSAGES.linkInvalid,
    );
    expect((await post("login", { email: acme.email, password: acme.password })).status).toBe(401);
    await signIn(acme.email, "a brand new passphrase");
  });

  it("refuses an expired link", async () => {
    await registeredOwner();
    await post("forgot-password", { email: acme.email });
    const { token } = await lastEmailTo(acme.email);
    await db()
      .update(employerVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(employerVerifications.purpose, "reset-password"));
    expect((await fieldsOf("reset-password", { token, password: "a brand new passphrase" })).token).toBe(
      EMPLOYER_MESSAGES.linkInvalid,
    );
  });
});

describe("invitations and the team", () => {
  it("lets an owner invite a colleague, who sets a name and password and signs in verified", async () => {
    const owner = await registeredOwner();
    const created = await post(
      "invitations",
      { email: "Priya@Acme-Logistics.example", role: "timesheet_approver" },
      owner,
    );
    expect(created).toMatchObject({
      status: 201,
      body: { email: "priya@acme-logistics.example", role: "timesheet_approver", status: "open" },
    });
    const mail = await lastEmailTo("priya@acme-logistics.example");
    expect(mail.subject).toContain(acme.legalName);
    expect(mail.textBody).toContain("/employer/invitation?token=");
    expect((await fieldsOf("invitations/accept", { token: mail.token })).firstName).toBe(
      EMPLOYER_MESSAGES.firstName,
    );
    expect((await post("invitations/accept", { token: mail.token, ...colleague })).status).toBe(201);
    const priya = await signIn("priya@acme-logistics.example", colleague.password);
    const me = await get("me", priya);
    expect(me.body).toMatchObject({
      user: { role: "timesheet_approver" },
      company: { legalName: acme.legalName },
    });
    expect((await get("invitations", owner)).body).toEqual([expect.objectContaining({ status: "accepted" })]);
    const reused = await fieldsOf("invitations/accept", { token: mail.token, ...colleague });
    expect(reused.token).toBe(EMPLOYER_MESSAGES.invitationInvalid);
  });

  it("refuses an expired or replaced invitation, a bad role, and an address that has an account (409)", async () => {
    const owner = await registeredOwner();
    await registeredOwner(beacon);
    expect((await fieldsOf("invitations", { email: "x@example.com", role: "admin" }, owner)).role).toBe(
      EMPLOYER_MESSAGES.role,
    );
    const taken = await post("invitations", { email: beacon.email, role: "billing" }, owner);
    expect(taken).toMatchObject({ status: 409, body: { error: EMPLOYER_MESSAGES.alreadyUser } });
    await post("invitations", { email: "sam@example.com", role: "billing" }, owner);
    const { token: replaced } = await lastEmailTo("sam@example.com");
    await post("invitations", { email: "sam@example.com", role: "hiring_manager" }, owner);
    const { token: newest } = await lastEmailTo("sam@example.com");
    expect((await fieldsOf("invitations/accept", { token: replaced, ...colleague })).token).toBe(
      EMPLOYER_MESSAGES.invitationInvalid,
    );
    await db().update(employerInvitations).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await fieldsOf("invitations/accept", { token: newest, ...colleague })).token).toBe(
      EMPLOYER_MESSAGES.invitationInvalid,
    );
    const statuses = ((await get("invitations", owner)).body as unknown as { status: string }[]).map(
      (i) => i.status,
    );
    expect(statuses).toEqual(["expired", "replaced"]);
  });

  it("answers 409 when the invited address registered meanwhile", async () => {
    const owner = await registeredOwner();
    await post("invitations", { email: beacon.email, role: "billing" }, owner);
    const { token } = await lastEmailTo(beacon.email);
    await registeredOwner(beacon);
    expect((await post("invitations/accept", { token, ...colleague })).status).toBe(409);
  });

  it("keeps inviting and removing to owners (403 for every other role)", async () => {
    const owner = await registeredOwner();
    const manager = await invitedColleague(owner, "manager@acme.example");
    const invite = await post("invitations", { email: "x@acme.example", role: "billing" }, manager);
    expect(invite).toMatchObject({ status: 403, body: { error: EMPLOYER_MESSAGES.ownersOnly } });
    const [ownerRow] = await db().select().from(employerUsers).where(eq(employerUsers.role, "owner"));
    expect((await call("DELETE", `users/${ownerRow?.id}`, { cookie: manager })).status).toBe(403);
    expect((await get("users", manager)).body).toHaveLength(2);
    expect((await post("invitations", { email: "x@acme.example", role: "billing" })).status).toBe(401);
  });

  it("removes a user and ends their sessions, but never the last owner", async () => {
    const owner = await registeredOwner();
    const manager = await invitedColleague(owner, "manager@acme.example");
    const users = (await get("users", owner)).body as unknown as { id: string; role: string }[];
    expect(users.map((user) => user.role)).toEqual(["owner", "hiring_manager"]);
    const [ownerUser, managerUser] = users;
    const last = await call("DELETE", `users/${ownerUser?.id}`, { cookie: owner });
    expect(last).toMatchObject({ status: 409, body: { error: EMPLOYER_MESSAGES.lastOwner } });
    expect((await call("DELETE", `users/${managerUser?.id}`, { cookie: owner })).status).toBe(204);
    expect((await get("me", manager)).status).toBe(401);
    expect(
      (await post("login", { email: "manager@acme.example", password: colleague.password })).status,
    ).toBe(401);
    expect((await get("users", owner)).body).toHaveLength(1);
    expect((await call("DELETE", `users/${managerUser?.id}`, { cookie: owner })).status).toBe(404);
    expect((await call("DELETE", "users/not-a-uuid", { cookie: owner })).status).toBe(404);
    // The address is free again: the owner can invite it anew.
    expect(
      (await post("invitations", { email: "manager@acme.example", role: "billing" }, owner)).status,
    ).toBe(201);
  });

  it("lets an owner leave when another owner stays", async () => {
    const owner = await registeredOwner();
    const second = await invitedColleague(owner, "second.owner@acme.example", "owner");
    const me = (await get("me", owner)).body.user as { id: string };
    expect((await call("DELETE", `users/${me.id}`, { cookie: second })).status).toBe(204);
    expect((await get("me", owner)).status).toBe(401);
  });

  it("never shows or changes another company's users or invitations", async () => {
    const acmeOwner = await registeredOwner();
    const acmeManager = await invitedColleague(acmeOwner, "manager@acme.example");
    await post("invitations", { email: "pending@acme.example", role: "billing" }, acmeOwner);
    const beaconOwner = await registeredOwner(beacon);

    const beaconUsers = (await get("users", beaconOwner)).body as unknown as { email: string }[];
    expect(beaconUsers.map((user) => user.email)).toEqual([beacon.email]);
    expect((await get("invitations", beaconOwner)).body).toEqual([]);

    const acmeUsers = await db()
      .select({ id: employerUsers.id })
      .from(employerUsers)
      .innerJoin(clientCompanies, eq(clientCompanies.id, employerUsers.clientCompanyId))
      .where(eq(clientCompanies.legalName, acme.legalName));
    for (const { id } of acmeUsers) {
      expect((await call("DELETE", `users/${id}`, { cookie: beaconOwner })).status).toBe(404);
    }
    expect((await get("me", acmeManager)).status).toBe(200);
    expect((await get("users", acmeOwner)).body).toHaveLength(2);
    expect(((await get("me", beaconOwner)).body.company as { legalName: string }).legalName).toBe(
      beacon.legalName,
    );
  });
});

describe("staff: /api/admin/clients", () => {
  it("lists companies by status, approves one (the employer sees it) and audits the decision", async () => {
    const owner = await registeredOwner();
    await registeredOwner(beacon);
    const pending = await asAdmin("GET", "/admin/clients?status=pending");
    expect(pending.status).toBe(200);
    expect((pending.body.rows as { legalName: string }[]).map((row) => row.legalName).sort()).toEqual(
      [acme.legalName, beacon.legalName].sort(),
    );
    const { id } = await companyOf(acme.email);
    const approved = await asAdmin("POST", `/admin/clients/${id}/decision`, { decision: "approve" });
    expect(approved).toMatchObject({ status: 200, body: { status: "approved", rejectionReason: null } });
    expect((await get("me", owner)).body).toMatchObject({ company: { status: "approved" } });
    expect((await asAdmin("GET", "/admin/clients?status=approved")).body).toMatchObject({ total: 1 });
    expect((await asAdmin("GET", "/admin/clients?q=beacon")).body).toMatchObject({ total: 1 });
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "client.approved"));
    expect(entry).toMatchObject({ actorEmail: testAdmin.email, entityType: "client_company", entityId: id });
    expect(entry?.before).toMatchObject({ status: "pending" });
    const again = await asAdmin("POST", `/admin/clients/${id}/decision`, {
      decision: "reject",
      reason: "Late",
    });
    expect(again.status).toBe(409);
    expect((await companyOf(acme.email)).decidedBy).toBe(testAdmin.email);
  });

  it("rejects only with a reason, which the employer reads", async () => {
    const owner = await registeredOwner();
    const { id } = await companyOf(acme.email);
    const noReason = await asAdmin("POST", `/admin/clients/${id}/decision`, {
      decision: "reject",
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.reason).toBeTruthy();
    expect((await asAdmin("POST", `/admin/clients/${id}/decision`, { decision: "maybe" })).status).toBe(400);
    const rejected = await asAdmin("POST", `/admin/clients/${id}/decision`, {
      decision: "reject",
      reason: "We could not verify the company's registration.",
    });
    expect(rejected.status).toBe(200);
    expect((await get("me", owner)).body).toMatchObject({
      company: { status: "rejected", rejectionReason: "We could not verify the company's registration." },
    });
  });

  it("sets payment terms and the placement fee, audited, and refuses bad values", async () => {
    await registeredOwner();
    const { id } = await companyOf(acme.email);
    const changed = await asAdmin("PATCH", `/admin/clients/${id}/terms`, {
      paymentTermsDays: 45,
      placementFeePercent: "18.5",
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { paymentTermsDays: 45, placementFeePercent: "18.50" },
    });
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "client.terms_changed"), eq(adminAuditLog.entityId, id)));
    expect(entry?.after).toMatchObject({ paymentTermsDays: 45 });
    for (const body of [
      {},
      { paymentTermsDays: -1 },
      { paymentTermsDays: 1.5 },
      { placementFeePercent: "101" },
      { placementFeePercent: "ten" },
      { other: 1 },
    ]) {
      expect((await asAdmin("PATCH", `/admin/clients/${id}/terms`, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await asAdmin("GET", `/admin/clients/${id}`)).body).toMatchObject({
      placementFeePercent: "18.50",
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "42"]) {
      expect((await asAdmin("GET", `/admin/clients/${id}`)).status).toBe(404);
      expect((await asAdmin("POST", `/admin/clients/${id}/decision`, { decision: "approve" })).status).toBe(
        404,
      );
    }
  });
});
