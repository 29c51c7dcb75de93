import { and, desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REFERRAL_MESSAGES } from "../../common/referrals";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  candidates,
  mailOutbox,
  placements,
  referrals,
  siteSettings,
  timesheets,
} from "../db/schema";
import { sha256 } from "../kernel/secret-tokens";

const database = setupTestDatabase();
const app = setupTestApp();
const db = () => database.db();
const { call } = setupApiCaller(app);

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, referrals, placements, timesheets, mail_outbox, rate_limit_counters, admin_audit_log, site_settings CASCADE`,
  );
});

/** A verified account with a session, made directly in the database. */
async function candidate(firstName: string, email: string) {
  const { id, token } = await insertSignedInCandidate(db(), { firstName, email });
  return { id, token };
}

async function lastEmailTo(address: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`No email to ${address}`);
  return {
    ...mail,
    ref: /[?&]ref=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1],
    code: /code is (\d{6})/.exec(mail.subject)?.[1],
  };
}

const invite = (token: string, name: string, email: string) =>
  call("POST", "/candidates/referrals", { token, body: { name, email } });

/** The friend registers with the invitation's link token, then verifies with the emailed code. */
async function registerFriend(
  email: string,
  ref: string | undefined,
  { verify = true, multipart = false } = {},
) {
  const fields = {
    firstName: "Frank",
    lastName: "Friend",
    email,
    phone: "(305) 555-0177",
    password: "a long friendly passphrase",
    consentTerms: "true",
    referral: ref ?? "",
  };
  let body: unknown = { ...fields, consentTerms: true };
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    body = form;
  }
  expect((await call("POST", "/candidates/register", { body })).status).toBe(202);
  const [row] = await db().select().from(candidates).where(eq(candidates.email, email));
  if (verify) {
    const { code } = await lastEmailTo(email);
    expect((await call("POST", "/candidates/verify", { body: { email, code } })).status).toBe(200);
  }
  return row?.id ?? "";
}

async function placeWithHours(
  candidateId: string,
  weeks: { hours: string; status: "approved" | "submitted" }[],
) {
  const [placement] = await db()
    .insert(placements)
    .values({
      candidateId,
      contractorName: "Frank Friend",
      client: "Harbor Health",
      roleTitle: "CNA",
      startDate: "2026-01-05",
      payRate: "22.00",
      billRate: "30.00",
    })
    .returning({ id: placements.id });
  if (!placement) throw new Error("no placement");
  let day = 5;
  for (const week of weeks) {
    await db()
      .insert(timesheets)
      .values({
        placementId: placement.id,
        weekStart: `2026-01-${String(day).padStart(2, "0")}`,
        status: week.status,
        totalHours: week.hours,
      });
    day += 7;
  }
  return placement.id;
}

async function myReferrals(token: string) {
  const response = await call("GET", "/candidates/referrals", { token });
  expect(response.status).toBe(200);
  return response.body as {
    rule: { amount: number; hours: number };
    referrals: Record<string, unknown>[];
  };
}

describe("POST /api/candidates/referrals", () => {
  it("invites a friend: 201, an email naming the referrer with the registration link, only the token's hash stored", async () => {
    const maria = await candidate("Maria", "maria@example.com");
    const response = await invite(maria.token, "  Frank   Friend ", "Frank@Example.com");
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Frank Friend",
      email: "frank@example.com",
      status: "invited",
      statusLabel: "Invited",
      approvedHours: 0,
      hoursToBonus: 160,
      progressPercent: 0,
      bonusAmount: 500,
    });
    const mail = await lastEmailTo("frank@example.com");
    expect(mail.subject).toContain("Maria Tester");
    expect(mail.textBody).toContain("Maria Tester");
    expect(mail.textBody).toContain(`${app.config.APP_URL}/candidate/registration?ref=${mail.ref}`);
    const [row] = await db().select().from(referrals);
    expect(row?.tokenHash).toBe(sha256(mail.ref ?? ""));
    expect(row?.tokenHash).not.toBe(mail.ref);
  });

  it("refuses the candidate's own address, an address with an account, a repeat and bad input", async () => {
    const maria = await candidate("Maria", "maria@example.com");
    await candidate("Jose", "jose@example.com");
    const own = await invite(maria.token, "Me", "MARIA@example.com");
    expect(own.status).toBe(400);
    expect(own.body.fields?.email).toBe(REFERRAL_MESSAGES.ownEmail);
    const existing = await invite(maria.token, "Jose", "jose@example.com");
    expect(existing.status).toBe(400);
    expect(existing.body.fields?.email).toBe(REFERRAL_MESSAGES.hasAccount);
    expect((await invite(maria.token, "Frank", "frank@example.com")).status).toBe(201);
    const again = await invite(maria.token, "Frank again", "FRANK@example.com");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REFERRAL_MESSAGES.alreadyReferred);
    const bad = await invite(maria.token, " ", "not-an-email");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(["email", "name"]);
    expect(
      (await call("POST", "/candidates/referrals", { body: { name: "A", email: "a@example.com" } })).status,
    ).toBe(401);
    expect((await call("GET", "/candidates/referrals")).status).toBe(401);
  });

  it("allows 10 invitations a day per candidate, then 429", async () => {
    const maria = await candidate("Maria", "maria@example.com");
    for (let i = 0; i < 10; i++)
      expect((await invite(maria.token, `Friend ${i}`, `f${i}@example.com`)).status).toBe(201);
    const refused = await invite(maria.token, "One too many", "f10@example.com");
    expect(refused.status).toBe(429);
    // Another candidate has their own allowance.
    const jose = await candidate("Jose", "jose@example.com");
    expect((await invite(jose.token, "Friend", "f10@example.com")).status).toBe(201);
  });
});

describe("the referral's way to the bonus", () => {
  it("follows registration, verification, placement and approved hours; the rule comes from site settings", async () => {
    const maria = await candidate("Maria", "maria@example.com");
    await invite(maria.token, "Frank", "frank@example.com");
    const { ref } = await lastEmailTo("frank@example.com");

    const friendId = await registerFriend("frank@example.com", ref, { verify: false });
    expect((await myReferrals(maria.token)).referrals[0]).toMatchObject({ status: "invited" });
    const { code } = await lastEmailTo("frank@example.com");
    expect(
      (await call("POST", "/candidates/verify", { body: { email: "frank@example.com", code } })).status,
    ).toBe(200);
    const [registered] = await db().select().from(referrals);
    expect(registered).toMatchObject({ status: "registered", referredCandidateId: friendId });
    expect(registered?.registeredAt).toBeInstanceOf(Date);

    const placementId = await placeWithHours(friendId, [
      { hours: "40.00", status: "approved" },
      { hours: "60.00", status: "approved" },
      { hours: "80.00", status: "submitted" },
    ]);
    const placed = await myReferrals(maria.token);
    expect(placed.rule).toEqual({ amount: 500, hours: 160 });
    expect(placed.referrals[0]).toMatchObject({
      status: "placed",
      statusLabel: "Placed",
      approvedHours: 100,
      hoursToBonus: 60,
      progressPercent: 62,
      bonusAmount: 500,
    });
    const [stored] = await db().select().from(referrals);
    expect(stored?.status).toBe("placed");
    expect(stored?.placedAt).toBeInstanceOf(Date);
    expect(stored?.bonusEarnedAt).toBeNull();

    // The submitted week is approved: 180 hours reach the rule's 160.
    await db().update(timesheets).set({ status: "approved" }).where(eq(timesheets.placementId, placementId));
    expect((await myReferrals(maria.token)).referrals[0]).toMatchObject({
      status: "bonus_earned",
      statusLabel: "Bonus earned",
      approvedHours: 180,
      hoursToBonus: 0,
      progressPercent: 100,
    });
    const [earned] = await db().select().from(referrals);
    expect(earned?.status).toBe("bonus_earned");
    expect(earned?.bonusEarnedAt).toBeInstanceOf(Date);

    // A rejected week later changes nothing already reached.
    await db().update(timesheets).set({ status: "rejected" }).where(eq(timesheets.placementId, placementId));
    expect((await myReferrals(maria.token)).referrals[0]).toMatchObject({ status: "bonus_earned" });
  });

  it("reads the rule from site_settings", async () => {
    await db()
      .insert(siteSettings)
      .values({ companyName: "Sunshine Staffing", referralBonusAmount: 750, referralBonusHours: 40 });
    const maria = await candidate("Maria", "maria@example.com");
    const friend = await candidate("Frank", "frank@example.com");
    await db()
      .insert(referrals)
      .values({
        referrerId: maria.id,
        name: "Frank",
        email: "frank@example.com",
        tokenHash: "x".repeat(43),
        referredCandidateId: friend.id,
        status: "registered",
      });
    await placeWithHours(friend.id, [{ hours: "20.00", status: "approved" }]);
    const list = await myReferrals(maria.token);
    expect(list.rule).toEqual({ amount: 750, hours: 40 });
    expect(list.referrals[0]).toMatchObject({
      status: "placed",
      progressPercent: 50,
      hoursToBonus: 20,
      bonusAmount: 750,
    });
  });

  it("carries the referral through a multipart registration; an unknown token registers without one", async () => {
    const maria = await candidate("Maria", "maria@example.com");
    await invite(maria.token, "Frank", "frank@example.com");
    const { ref } = await lastEmailTo("frank@example.com");
    const friendId = await registerFriend("frank.other@example.com", ref, { multipart: true });
    const [row] = await db().select().from(referrals);
    expect(row).toMatchObject({ status: "registered", referredCandidateId: friendId });

    await invite(maria.token, "Gina", "gina@example.com");
    await registerFriend("gina@example.com", "an-unknown-token-of-the-right-shape");
    const [gina] = await db().select().from(referrals).where(eq(referrals.email, "gina@example.com"));
    expect(gina).toMatchObject({ status: "invited", referredCandidateId: null });

    // A used token cannot be claimed by a second account.
    await registerFriend("someone.else@example.com", ref);
    const [still] = await db().select().from(referrals).where(eq(referrals.email, "frank@example.com"));
    expect(still?.referredCandidateId).toBe(friendId);
  });

  it("shows each candidate only their own referrals", async () => {
    const maria = await candidate("Maria", "maria@example.com");
    const jose = await candidate("Jose", "jose@example.com");
    await invite(maria.token, "Frank", "frank@example.com");
    expect((await myReferrals(maria.token)).referrals).toHaveLength(1);
    expect((await myReferrals(jose.token)).referrals).toEqual([]);
  });
});

describe("admin referrals", () => {
  async function earnedReferral() {
    const maria = await candidate("Maria", "maria@example.com");
    const friend = await candidate("Frank", "frank@example.com");
    const [row] = await db()
      .insert(referrals)
      .values({
        referrerId: maria.id,
        name: "Frank",
        email: "frank@example.com",
        tokenHash: "y".repeat(43),
        referredCandidateId: friend.id,
        status: "registered",
      })
      .returning({ id: referrals.id });
    return { maria, friend, id: row?.id ?? "" };
  }

  it("refuses anonymous callers and candidate tokens", async () => {
    const { maria, id } = await earnedReferral();
    expect((await call("GET", "/admin/referrals")).status).toBe(401);
    expect((await call("POST", `/admin/referrals/${id}/paid`, { body: {} })).status).toBe(401);
    expect((await call("GET", "/admin/referrals", { token: maria.token })).status).toBe(403);
    expect((await call("POST", `/admin/referrals/${id}/paid`, { token: maria.token, body: {} })).status).toBe(
      403,
    );
    const [row] = await db().select().from(referrals);
    expect(row?.status).toBe("registered");
  });

  it("lists by status with both people, and marks paid only a bonus earned, audited", async () => {
    const { friend, id } = await earnedReferral();
    const notYet = await call("POST", `/admin/referrals/${id}/paid`, { admin: true, body: {} });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toBe(REFERRAL_MESSAGES.notEarned);
    expect((await call("POST", "/admin/referrals/not-a-uuid/paid", { admin: true, body: {} })).status).toBe(
      404,
    );
    expect(
      (
        await call("POST", "/admin/referrals/00000000-0000-4000-8000-000000000000/paid", {
          admin: true,
          body: {},
        })
      ).status,
    ).toBe(404);

    await placeWithHours(friend.id, [{ hours: "160.00", status: "approved" }]);
    const earned = await call("GET", "/admin/referrals?status=bonus_earned", { admin: true });
    expect(earned.status).toBe(200);
    expect(earned.body).toMatchObject({
      total: 1,
      page: 1,
      status: "bonus_earned",
      rule: { amount: 500, hours: 160 },
    });
    expect((earned.body.rows as unknown[])[0]).toMatchObject({
      id,
      status: "bonus_earned",
      approvedHours: 160,
      referrer: { name: "Maria Tester", email: "maria@example.com" },
    });
    expect((await call("GET", "/admin/referrals?status=paid", { admin: true })).body.total).toBe(0);

    const paid = await call("POST", `/admin/referrals/${id}/paid`, { admin: true, body: {} });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id, status: "paid", paidAt: expect.any(String) });
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "referral.paid"), eq(adminAuditLog.entityId, id)));
    expect(audit).toMatchObject({
      actorEmail: "olivia.park@sunshinestaffing.example",
      before: { status: "bonus_earned" },
    });
    expect((await call("POST", `/admin/referrals/${id}/paid`, { admin: true, body: {} })).status).toBe(409);
    expect((await call("GET", "/admin/referrals?status=paid", { admin: true })).body.total).toBe(1);
  });
});
