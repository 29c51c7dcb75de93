import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_MESSAGES } from "../../common/candidates";
import { COPILOT_MESSAGES } from "../../common/copilot-accounts";
import { SUPPORT_MESSAGES } from "../../common/support";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { setupLocalPayments, subscribeWithCard } from "../../tests/support/copilot-billing-records";
import { lastEmailTo as lastEmailToIn } from "../../tests/support/outbox-mail";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  copilotMembers,
  copilotSessions,
  copilotSubscriptions,
  copilotUsers,
  copilotVerifications,
  mailOutbox,
} from "../db/schema";
import { sha256 } from "../kernel/secret-tokens";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { call, asAdmin } = setupApiCaller(app);
setupLocalPayments(app);

const acme = {
  company: "Acme Logistics LLC",
  name: "Dana Whitfield",
  email: "Dana.Whitfield@Acme-Logistics.example",
  password: "harbor cranes at dawn",
};
const beacon = {
  company: "Beacon Health Partners",
  name: "Omar Reyes",
  email: "omar.reyes@beacon-health.example",
  password: "tampa bay lighthouse 9",
};

const post = (path: string, body?: unknown, token?: string) =>
  call("POST", `/copilot/${path}`, { body, token });
const get = (path: string, token?: string) => call("GET", `/copilot/${path}`, { token });
const patch = (path: string, body: unknown, token?: string) =>
  call("PATCH", `/copilot/${path}`, { body, token });
const del = (path: string, token?: string) => call("DELETE", `/copilot/${path}`, { token });

const lastEmailTo = (address: string) => lastEmailToIn(db(), address);

async function signIn(email: string, password: string) {
  const response = await post("login", { email, password });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

/** Signs the company up, verifies the owner's address with the emailed code and signs in. */
async function signedUpOwner(company = acme) {
  expect((await post("signup", company)).status).toBe(202);
  const { code } = await lastEmailTo(company.email);
  expect((await post("verify", { email: company.email, code })).status).toBe(200);
  return signIn(company.email, company.password);
}

/** An owner whose workspace is on a plan (Growth: 5 seats), so colleagues can be invited. */
async function subscribedOwner(company = acme, plan: "starter" | "growth" = "growth") {
  const token = await signedUpOwner(company);
  expect((await subscribeWithCard(app.url, token, plan)).status).toBe(201);
  return token;
}

const colleague = { name: "Priya Natarajan", password: "forklift certified 2026" };

/** The owner invites the address with the role; the invitee accepts as someone new and is signed in. */
async function invitedMember(ownerToken: string, email: string, role = "member") {
  expect((await post("invitations", { email, role }, ownerToken)).status).toBe(201);
  const { token } = await lastEmailTo(email);
  const accepted = await post("invitations/accept", { token, ...colleague });
  expect(accepted.status).toBe(200);
  return accepted.body.token as string;
}

async function memberIdOf(token: string) {
  return ((await get("me", token)).body.user as { id: string }).id;
}

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE copilot_workspaces, copilot_users, support_tickets, mail_outbox, rate_limit_counters, admin_audit_log CASCADE`,
  );
});

describe("signup and verification", () => {
  it("creates the workspace and its unverified owner, and emails a 6-digit code with a link", async () => {
    const response = await post("signup", acme);
    expect(response).toMatchObject({ status: 202, body: { message: COPILOT_MESSAGES.registered } });
    const mail = await lastEmailTo(acme.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.textBody).toContain(
      "/copilot/client/verify-email?email=dana.whitfield%40acme-logistics.example&token=",
    );
    expect(mail.textBody).toContain("work for 10 minutes");
    const [member] = await db()
      .select({ role: copilotMembers.role, verified: copilotUsers.emailVerifiedAt })
      .from(copilotMembers)
      .innerJoin(copilotUsers, eq(copilotUsers.id, copilotMembers.userId));
    expect(member).toEqual({ role: "owner", verified: null });
  });

  it("answers an address that has an account exactly as a new one, and emails its owner instead", async () => {
    await signedUpOwner();
    const again = await post("signup", { ...beacon, email: acme.email });
    expect(again).toMatchObject({ status: 202, body: { message: COPILOT_MESSAGES.registered } });
    const mail = await lastEmailTo(acme.email);
    expect(mail.subject).toMatch(/already have/);
    expect(mail.code).toBeUndefined();
    expect(await db().select().from(copilotUsers)).toHaveLength(1);
  });

  it("refuses missing fields and a common or short password with the candidates' messages", async () => {
    const response = await post("signup", { company: " ", name: "", email: "nope", password: "password" });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      company: COPILOT_MESSAGES.company,
      name: COPILOT_MESSAGES.name,
      email: COPILOT_MESSAGES.email,
      password: CANDIDATE_MESSAGES.passwordCommon,
    });
    const short = await post("signup", { ...acme, password: "short" });
    expect(short.body.fields).toEqual({ password: CANDIDATE_MESSAGES.password });
  });

  it("refuses sign-in until the address is verified (403), then signs in with the code", async () => {
    await post("signup", acme);
    expect((await post("login", { email: acme.email, password: acme.password })).status).toBe(403);
    expect((await post("login", { email: acme.email, password: "wrong password!" })).status).toBe(401);
    const { code } = await lastEmailTo(acme.email);
    expect((await post("verify", { email: acme.email, code })).status).toBe(200);
    const login = await post("login", { email: acme.email, password: acme.password });
    expect(login.status).toBe(200);
    expect(login.body.account).toMatchObject({
      user: { name: acme.name, email: acme.email.toLowerCase() },
      workspace: { name: acme.company, status: "active" },
      role: "owner",
      memberCount: 1,
    });
    const [stored] = await db().select({ tokenHash: copilotSessions.tokenHash }).from(copilotSessions);
    expect(stored?.tokenHash).toBe(sha256(login.body.token as string));
  });

  it("verifies with the emailed link's token, once", async () => {
    await post("signup", acme);
    const { token } = await lastEmailTo(acme.email);
    expect((await post("verify", { email: acme.email, token })).status).toBe(200);
    const again = await post("verify", { email: acme.email, token });
    expect(again).toMatchObject({ status: 400, body: { fields: { token: CANDIDATE_MESSAGES.linkInvalid } } });
  });

  it("refuses a code after 10 minutes", async () => {
    await post("signup", acme);
    const { code } = await lastEmailTo(acme.email);
    const [row] = await db()
      .select({ expiresAt: copilotVerifications.expiresAt, createdAt: copilotVerifications.createdAt })
      .from(copilotVerifications);
    expect(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000).toBeCloseTo(10, 1);
    await db().update(copilotVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await post("verify", { email: acme.email, code });
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { code: CANDIDATE_MESSAGES.codeExpired } },
    });
  });

  it("closes the code after 5 wrong tries, even for the right code", async () => {
    await post("signup", acme);
    const { code } = await lastEmailTo(acme.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post("verify", { email: acme.email, code: wrong });
      expect(response.body.fields).toEqual({ code: CANDIDATE_MESSAGES.codeWrong });
    }
    const fifth = await post("verify", { email: acme.email, code: wrong });
    expect(fifth.body.fields).toEqual({ code: CANDIDATE_MESSAGES.codeTooManyAttempts });
    const right = await post("verify", { email: acme.email, code });
    expect(right).toMatchObject({
      status: 400,
      body: { fields: { code: CANDIDATE_MESSAGES.codeTooManyAttempts } },
    });
  });

  it("limits new codes to one a minute per address, counted from signup, and answers any address alike", async () => {
    await post("signup", acme);
    const soon = await post("resend-code", { email: acme.email });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get("retry-after"))).toBeGreaterThan(0);
    await db().execute(sql`TRUNCATE rate_limit_counters`);
    const resent = await post("resend-code", { email: acme.email });
    expect(resent).toMatchObject({ status: 200, body: { message: COPILOT_MESSAGES.codeResent } });
    const unknown = await post("resend-code", { email: "nobody@example.com" });
    expect(unknown).toMatchObject({ status: 200, body: { message: COPILOT_MESSAGES.codeResent } });
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "nobody@example.com")),
    ).toEqual([]);
  });
});

describe("sessions", () => {
  it("logout revokes the token", async () => {
    const token = await signedUpOwner();
    expect((await get("me", token)).status).toBe(200);
    expect((await post("logout", undefined, token)).status).toBe(204);
    expect((await get("me", token)).status).toBe(401);
    expect((await post("logout", undefined, token)).status).toBe(401);
    expect((await get("me")).status).toBe(401);
  });

  it("accepts a copilot token only on /api/copilot and a candidate token only on /api/candidates", async () => {
    const copilotToken = await signedUpOwner();
    const { token: candidateToken } = await insertSignedInCandidate(db(), { email: "ana@example.com" });
    expect((await call("GET", "/candidates/profile", { token: copilotToken })).status).toBe(401);
    expect((await call("GET", "/candidates/support/tickets", { token: copilotToken })).status).toBe(401);
    expect((await get("me", candidateToken)).status).toBe(401);
    expect((await get("support/tickets", candidateToken)).status).toBe(401);
    expect((await call("GET", "/candidates/profile", { token: candidateToken })).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for an unknown address and emails a single-use link to a known one", async () => {
    await signedUpOwner();
    const unknown = await post("forgot-password", { email: "nobody@example.com" });
    const known = await post("forgot-password", { email: acme.email });
    expect(unknown).toMatchObject({ status: 200, body: { message: COPILOT_MESSAGES.resetRequested } });
    expect(known.body).toEqual(unknown.body);
    const { token } = await lastEmailTo(acme.email);
    expect((await lastEmailTo(acme.email)).textBody).toContain("/copilot/client/reset-password?token=");
    expect((await post("reset-password", { token, password: "a brand new passphrase" })).status).toBe(200);
    const reused = await post("reset-password", { token, password: "another new passphrase" });
    expect(reused).toMatchObject({ status: 400, body: { fields: { token: COPILOT_MESSAGES.linkInvalid } } });
  });

  it("ends every session of the user on reset, and the new password signs in", async () => {
    const first = await signedUpOwner();
    const second = await signIn(acme.email, acme.password);
    await post("forgot-password", { email: acme.email });
    const { token } = await lastEmailTo(acme.email);
    await post("reset-password", { token, password: "a brand new passphrase" });
    expect((await get("me", first)).status).toBe(401);
    expect((await get("me", second)).status).toBe(401);
    expect((await post("login", { email: acme.email, password: acme.password })).status).toBe(401);
    await signIn(acme.email, "a brand new passphrase");
  });

  it("refuses a weak new password", async () => {
    const response = await post("reset-password", { token: "x".repeat(43), password: "short" });
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { password: CANDIDATE_MESSAGES.password } },
    });
  });
});

describe("workspace, members and invitations", () => {
  it("lets the owner rename the workspace, invite a colleague who joins signed in, and lists both", async () => {
    const owner = await subscribedOwner();
    const renamed = await patch("workspace", { name: "Acme Logistics" }, owner);
    expect(renamed.body).toMatchObject({ workspace: { name: "Acme Logistics" } });
    const invite = await post(
      "invitations",
      { email: "Priya@Acme-Logistics.example", role: "billing" },
      owner,
    );
    expect(invite).toMatchObject({
      status: 201,
      body: { email: "priya@acme-logistics.example", role: "billing", status: "open", invitedBy: acme.name },
    });
    const mail = await lastEmailTo("priya@acme-logistics.example");
    expect(mail.subject).toContain("Acme Logistics");
    expect(mail.textBody).toContain("/copilot/client/accept-invitation?token=");
    const accepted = await post("invitations/accept", { token: mail.token, ...colleague });
    expect(accepted.body.account).toMatchObject({
      role: "billing",
      workspace: { name: "Acme Logistics" },
      memberCount: 2,
    });
    const members = await get("members", accepted.body.token as string);
    expect(members.body.members).toEqual([
      expect.objectContaining({ name: acme.name, role: "owner" }),
      expect.objectContaining({
        name: colleague.name,
        role: "billing",
        email: "priya@acme-logistics.example",
      }),
    ]);
    const invitations = await get("invitations", owner);
    expect(invitations.body.invitations).toEqual([expect.objectContaining({ status: "accepted" })]);
    const reused = await post("invitations/accept", { token: mail.token, ...colleague });
    expect(reused.body.fields).toEqual({ token: COPILOT_MESSAGES.invitationInvalid });
  });

  it("refuses a new invitee's weak password and missing name", async () => {
    const owner = await subscribedOwner();
    await post("invitations", { email: "priya@acme-logistics.example", role: "member" }, owner);
    const { token } = await lastEmailTo("priya@acme-logistics.example");
    const response = await post("invitations/accept", { token, password: "short" });
    expect(response.body.fields).toEqual({
      name: COPILOT_MESSAGES.name,
      password: CANDIDATE_MESSAGES.password,
    });
  });

  it("lets someone with an account join another workspace with their own password", async () => {
    const owner = await subscribedOwner();
    await signedUpOwner(beacon);
    await post("invitations", { email: beacon.email, role: "member" }, owner);
    const { token } = await lastEmailTo(beacon.email);
    expect((await post("invitations/accept", { token, password: "not my password" })).status).toBe(401);
    const joined = await post("invitations/accept", { token, password: beacon.password });
    expect(joined.body.account).toMatchObject({ workspace: { name: acme.company }, role: "member" });
    const session = joined.body.token as string;
    const me = await get("me", session);
    expect(me.body).toMatchObject({ user: { name: beacon.name } });
    const [own, joinedWorkspace] = me.body.workspaces as { id: string; name: string }[];
    expect([own?.name, joinedWorkspace?.name]).toEqual([beacon.company, acme.company]);
    const switched = await post(`workspaces/${own?.id}/switch`, undefined, session);
    expect(switched.body).toMatchObject({ workspace: { name: beacon.company }, role: "owner" });
    expect((await get("me", session)).body).toMatchObject({ workspace: { name: beacon.company } });
    expect((await post("workspaces/not-a-uuid/switch", undefined, session)).status).toBe(404);
  });

  it("refuses invitations, renames and role changes from members (403) and re-inviting a member (409)", async () => {
    const owner = await subscribedOwner();
    const member = await invitedMember(owner, "priya@acme-logistics.example");
    const invite = await post("invitations", { email: "new@acme-logistics.example", role: "member" }, member);
    expect(invite).toMatchObject({ status: 403, body: { error: COPILOT_MESSAGES.ownersOnly } });
    expect((await patch("workspace", { name: "Mine" }, member)).status).toBe(403);
    expect((await patch(`members/${await memberIdOf(owner)}`, { role: "member" }, member)).status).toBe(403);
    expect((await del(`members/${await memberIdOf(owner)}`, member)).status).toBe(403);
    const again = await post("invitations", { email: "priya@acme-logistics.example", role: "member" }, owner);
    expect(again).toMatchObject({ status: 409, body: { error: COPILOT_MESSAGES.alreadyMember } });
    const badRole = await post("invitations", { email: "x@acme-logistics.example", role: "admin" }, owner);
    expect(badRole.body.fields).toEqual({ role: COPILOT_MESSAGES.role });
  });

  it("changes roles, keeps the last owner, and removing a member ends their sessions", async () => {
    const owner = await subscribedOwner();
    const ownerId = await memberIdOf(owner);
    const member = await invitedMember(owner, "priya@acme-logistics.example");
    const memberId = await memberIdOf(member);
    const demote = await patch(`members/${ownerId}`, { role: "member" }, owner);
    expect(demote).toMatchObject({ status: 409, body: { error: COPILOT_MESSAGES.lastOwner } });
    expect((await del(`members/${ownerId}`, owner)).status).toBe(409);
    const promoted = await patch(`members/${memberId}`, { role: "owner" }, owner);
    expect(promoted.body.members).toEqual([
      expect.objectContaining({ role: "owner" }),
      expect.objectContaining({ role: "owner" }),
    ]);
    expect((await get("me", member)).body).toMatchObject({ role: "owner" });
    expect((await del(`members/${memberId}`, owner)).status).toBe(204);
    expect((await get("me", member)).status).toBe(401);
    expect(
      (await post("login", { email: "priya@acme-logistics.example", password: colleague.password })).status,
    ).toBe(401);
    expect((await get("members", owner)).body.members).toHaveLength(1);
  });

  it("cancels an open invitation, whose link then no longer works", async () => {
    const owner = await subscribedOwner();
    const { body } = await post(
      "invitations",
      { email: "priya@acme-logistics.example", role: "member" },
      owner,
    );
    const { token } = await lastEmailTo("priya@acme-logistics.example");
    expect((await del(`invitations/${body.id}`, owner)).status).toBe(204);
    expect((await del(`invitations/${body.id}`, owner)).status).toBe(404);
    expect((await post("invitations/accept", { token, ...colleague })).status).toBe(400);
    expect((await get("invitations", owner)).body.invitations).toEqual([
      expect.objectContaining({ status: "cancelled" }),
    ]);
  });

  it("never lets one workspace see or change another's members, invitations or tickets (404)", async () => {
    const acmeOwner = await subscribedOwner();
    const acmeMember = await invitedMember(acmeOwner, "priya@acme-logistics.example");
    const acmeMemberId = await memberIdOf(acmeMember);
    const invitation = await post(
      "invitations",
      { email: "lee@acme-logistics.example", role: "member" },
      acmeOwner,
    );
    const ticket = await post(
      "support/tickets",
      { subject: "Invoice copy", category: "billing", message: "Please send last month's invoice." },
      acmeOwner,
    );
    const beaconOwner = await signedUpOwner(beacon);

    expect((await patch(`members/${acmeMemberId}`, { role: "owner" }, beaconOwner)).status).toBe(404);
    expect((await del(`members/${acmeMemberId}`, beaconOwner)).status).toBe(404);
    expect((await del(`invitations/${invitation.body.id}`, beaconOwner)).status).toBe(404);
    expect((await del("invitations/not-a-uuid", beaconOwner)).status).toBe(404);
    expect((await get(`support/tickets/${ticket.body.id}`, beaconOwner)).status).toBe(404);
    const reply = await post(
      `support/tickets/${ticket.body.id}/messages`,
      { message: "Mine now" },
      beaconOwner,
    );
    expect(reply).toMatchObject({ status: 404, body: { error: SUPPORT_MESSAGES.notFound } });
    expect((await post(`support/tickets/${ticket.body.id}/close`, undefined, beaconOwner)).status).toBe(404);

    const acmeWorkspace = ((await get("me", acmeOwner)).body.workspace as { id: string }).id;
    const intrusion = await post(`workspaces/${acmeWorkspace}/switch`, undefined, beaconOwner);
    expect(intrusion).toMatchObject({ status: 404, body: { error: COPILOT_MESSAGES.workspaceNotFound } });
    expect((await get("members", beaconOwner)).body.members).toEqual([
      expect.objectContaining({ name: beacon.name }),
    ]);
    expect((await get("invitations", beaconOwner)).body.invitations).toEqual([]);
    expect((await get("support/tickets", beaconOwner)).body.tickets).toEqual([]);
    expect((await get("me", acmeMember)).body).toMatchObject({ role: "member" });
  });
});

describe("seats: members and open invitations against the plan", () => {
  const invite = (email: string, token: string) => post("invitations", { email, role: "member" }, token);

  it("gives a workspace without a plan one seat, the owner's: inviting asks for a plan first", async () => {
    const owner = await signedUpOwner();
    expect((await get("seats", owner)).body).toEqual({ used: 1, limit: 1 });
    expect(await invite("priya@acme-logistics.example", owner)).toMatchObject({
      status: 403,
      body: { error: "Choose a plan to invite colleagues.", link: "/copilot/client/subscribe" },
    });
    expect((await get("invitations", owner)).body.invitations).toEqual([]);
  });

  it("fills the Starter plan's 2 seats with an open invitation, then refuses with the upgrade link", async () => {
    const owner = await subscribedOwner(acme, "starter");
    expect((await get("seats", owner)).body).toEqual({ used: 1, limit: 2 });
    const first = await invite("priya@acme-logistics.example", owner);
    expect(first.status).toBe(201);
    expect((await get("seats", owner)).body).toEqual({ used: 2, limit: 2 });
    expect(await invite("lee@acme-logistics.example", owner)).toMatchObject({
      status: 403,
      body: {
        error: "Your Starter plan includes 2 seats. Upgrade to add more people.",
        link: "/copilot/client/billing",
      },
    });
    // Sending the same person a new invitation replaces theirs: it takes no other seat.
    expect((await invite("priya@acme-logistics.example", owner)).status).toBe(201);
    // Cancelling the open invitation frees its seat.
    const [open] = (await get("invitations", owner)).body.invitations as { id: string; status: string }[];
    expect((await del(`invitations/${open?.id}`, owner)).status).toBe(204);
    expect((await get("seats", owner)).body).toEqual({ used: 1, limit: 2 });
    expect((await invite("lee@acme-logistics.example", owner)).status).toBe(201);
    // Every member sees the count, whatever their role.
    const member = await invitedMember(owner, "lee@acme-logistics.example");
    expect((await get("seats", member)).body).toEqual({ used: 2, limit: 2 });
    expect((await get("seats")).status).toBe(401);
  });

  it("keeps everyone after a downgrade below the people in it, and refuses new invitations until there is room", async () => {
    const owner = await subscribedOwner(acme, "growth");
    await invitedMember(owner, "priya@acme-logistics.example");
    expect((await invite("lee@acme-logistics.example", owner)).status).toBe(201);
    expect((await get("seats", owner)).body).toEqual({ used: 3, limit: 5 });
    const preview = await post("billing/plan-change/preview", { plan: "starter" }, owner);
    expect(preview.status).toBe(200);
    const changed = await post(
      "billing/plan-change",
      { plan: "starter", prorationDate: preview.body.prorationDate },
      owner,
    );
    expect(changed.body).toMatchObject({ subscription: { plan: "starter" } });
    expect((await get("seats", owner)).body).toEqual({ used: 3, limit: 2 });
    expect((await get("members", owner)).body.members).toHaveLength(2);
    expect(await invite("sam@acme-logistics.example", owner)).toMatchObject({
      status: 403,
      body: {
        error: "Your Starter plan includes 2 seats. Upgrade to add more people.",
        link: "/copilot/client/billing",
      },
    });
  });

  it("asks a read-only workspace to pay first, and a cancelled one to choose a plan again", async () => {
    const owner = await subscribedOwner(acme, "growth");
    const workspaceId = ((await get("me", owner)).body.workspace as { id: string }).id;
    const setStatus = (status: "read_only" | "cancelled") =>
      db()
        .update(copilotSubscriptions)
        .set({ status })
        .where(eq(copilotSubscriptions.workspaceId, workspaceId));
    await setStatus("read_only");
    expect((await get("seats", owner)).body).toEqual({ used: 1, limit: 5 });
    expect(await invite("priya@acme-logistics.example", owner)).toMatchObject({
      status: 403,
      body: {
        error: "Your workspace is read-only because a payment failed. Update your card to continue.",
        link: "/copilot/client/payment-setup",
      },
    });
    await setStatus("cancelled");
    expect((await get("seats", owner)).body).toEqual({ used: 1, limit: 1 });
    expect(await invite("priya@acme-logistics.example", owner)).toMatchObject({
      status: 403,
      body: {
        error: "Your subscription has ended. Choose a plan to invite colleagues.",
        link: "/copilot/client/subscribe",
      },
    });
  });
});

describe("notifications and AI settings", () => {
  it("keeps each person's email preferences, on by default", async () => {
    const owner = await signedUpOwner();
    expect((await get("notifications", owner)).body).toEqual({
      candidatesRanked: true,
      recruiterReplied: true,
    });
    const changed = await patch("notifications", { recruiterReplied: false }, owner);
    expect(changed.body).toEqual({ candidatesRanked: true, recruiterReplied: false });
    expect((await patch("notifications", {}, owner)).status).toBe(400);
    expect((await patch("notifications", { candidatesRanked: "yes" }, owner)).status).toBe(400);
    expect((await get("notifications")).status).toBe(401);
  });

  it("says the built-in drafter is in use when no language model is configured", async () => {
    const owner = await signedUpOwner();
    expect((await get("ai-settings", owner)).body).toEqual({
      modelInUse: "Built-in drafter (no language model configured)",
      languageModelConfigured: false,
    });
    expect((await get("ai-settings")).status).toBe(401);
  });
});

describe("support tickets of a workspace", () => {
  it("threads a ticket every member sees; staff answer in the inbox and the opener is emailed", async () => {
    const owner = await subscribedOwner();
    const member = await invitedMember(owner, "priya@acme-logistics.example");
    const wrongCategory = await post(
      "support/tickets",
      { subject: "Pay", category: "pay", message: "Where?" },
      owner,
    );
    expect(wrongCategory.body.fields).toEqual({ category: SUPPORT_MESSAGES.category });
    const created = await post(
      "support/tickets",
      { subject: "Seat for a recruiter", category: "workspace", message: "Can we add a fourth person?" },
      owner,
    );
    expect(created).toMatchObject({
      status: 201,
      body: { status: "open", categoryLabel: "Account and members" },
    });
    const id = created.body.id as string;
    const seen = await post(
      `support/tickets/${id}/messages`,
      { message: "Adding to this: two more." },
      member,
    );
    expect((seen.body.messages as { authorName: string }[]).map((message) => message.authorName)).toEqual([
      acme.name,
      colleague.name,
    ]);

    const inbox = await asAdmin("GET", "/admin/support");
    expect(inbox.body.rows).toEqual([
      expect.objectContaining({
        id,
        workspaceName: acme.company,
        contractorName: acme.name,
        candidateId: null,
      }),
    ]);
    const answered = await asAdmin("POST", `/admin/support/${id}/messages`, {
      message: "Yes: upgrade to Growth.",
    });
    expect(answered.body).toMatchObject({ status: "answered", workspaceName: acme.company });
    const mail = await lastEmailTo(acme.email);
    expect(mail.subject).toContain("Seat for a recruiter");
    expect(mail.textBody).toContain("/copilot/client/support");

    const { token: contractor } = await insertSignedInCandidate(db(), { email: "luis@example.com" });
    const clientCategory = await call("POST", "/candidates/support/tickets", {
      token: contractor,
      body: { subject: "Plan", category: "billing", message: "Which plan am I on?" },
    });
    expect(clientCategory.body.fields).toEqual({ category: SUPPORT_MESSAGES.category });

    expect((await post(`support/tickets/${id}/close`, undefined, member)).body).toMatchObject({
      status: "closed",
    });
    const late = await post(`support/tickets/${id}/messages`, { message: "One more" }, owner);
    expect(late).toMatchObject({ status: 409, body: { error: SUPPORT_MESSAGES.closed } });
  });
});
