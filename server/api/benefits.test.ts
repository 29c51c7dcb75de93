import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { BENEFIT_MESSAGES } from "../../common/benefits";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, benefitPlans, payrollSettings, placements } from "../db/schema";
import { addDays, agencyToday, benefitDeductionsFor } from "../modules/benefits";

const database = setupTestDatabase();
const app = setupTestApp();
const db = () => database.db();
const { call } = setupApiCaller(app);

const today = agencyToday();

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, placements, benefit_plans, benefit_elections, rate_limit_counters, admin_audit_log CASCADE`,
  );
  await openWindow(addDays(today, -3), addDays(today, 10));
});

async function openWindow(opensOn: string | null, closesOn: string | null) {
  await db()
    .insert(payrollSettings)
    .values({ id: 1, enrollmentOpensOn: opensOn, enrollmentClosesOn: closesOn })
    .onConflictDoUpdate({
      target: payrollSettings.id,
      set: { enrollmentOpensOn: opensOn, enrollmentClosesOn: closesOn },
    });
}

/** A signed-in contractor whose active placement started `daysAgo` days ago (none when null). */
async function contractor(
  email: string,
  daysAgo: number | null,
  extra: { endDate?: string; status?: "ended" } = {},
) {
  const { id, token } = await insertSignedInCandidate(db(), { email });
  if (daysAgo !== null) {
    await db()
      .insert(placements)
      .values({
        candidateId: id,
        contractorName: "Ana Tester",
        client: "Harbor Health",
        roleTitle: "ICU Nurse",
        startDate: addDays(today, -daysAgo),
        payRate: "42.00",
        billRate: "60.00",
        ...extra,
      });
  }
  return { id, token };
}

async function seedPlans() {
  const rows = await db()
    .insert(benefitPlans)
    .values([
      { kind: "medical", name: "Sunshine Bronze PPO", description: "Doctor visits.", costPerPeriod: "38.50" },
      {
        kind: "medical",
        name: "Sunshine Silver PPO",
        description: "Lower deductible.",
        costPerPeriod: "61.75",
      },
      { kind: "dental", name: "Bright Smile Dental", description: "Cleanings.", costPerPeriod: "6.25" },
      {
        kind: "vision",
        name: "Clear View Vision",
        description: "Exams.",
        costPerPeriod: "2.10",
        eligibleAfterDays: 60,
      },
      {
        kind: "retirement",
        name: "Sunshine 401(k)",
        description: "Savings.",
        contributionPercent: "4.00",
        eligibleAfterDays: 0,
      },
      { kind: "dental", name: "Retired Dental", description: "Gone.", costPerPeriod: "1.00", active: 0 },
    ])
    .returning();
  const byName = (name: string) => {
    const plan = rows.find((row) => row.name === name);
    if (!plan) throw new Error(name);
    return plan.id;
  };
  return {
    bronze: byName("Sunshine Bronze PPO"),
    silver: byName("Sunshine Silver PPO"),
    dental: byName("Bright Smile Dental"),
    vision: byName("Clear View Vision"),
    retirement: byName("Sunshine 401(k)"),
    retired: byName("Retired Dental"),
  };
}

describe("candidate benefits", () => {
  it("needs a candidate's bearer token", async () => {
    expect((await call("GET", "/candidates/benefits")).status).toBe(401);
    expect((await call("PUT", "/candidates/benefits/medical", { body: { election: "waived" } })).status).toBe(
      401,
    );
  });

  it("lists the window, eligibility and the active plans by kind with their cost per pay period", async () => {
    await seedPlans();
    const { token } = await contractor("listed@example.com", 45);
    const { status, body } = await call("GET", "/candidates/benefits", { token });
    expect(status).toBe(200);
    expect(body.window).toEqual({ opensOn: addDays(today, -3), closesOn: addDays(today, 10), open: true });
    // The smallest wait among active plans (the 401(k)'s 0 days) sets the overall eligibility.
    expect(body.eligibility).toMatchObject({ eligible: true, eligibleOn: addDays(today, -45) });
    const kinds = body.plans as {
      kind: string;
      plans: { name: string; costLabel: string; eligible: boolean; eligibleOn: string }[];
    }[];
    expect(kinds.map((kind) => kind.kind)).toEqual(["medical", "dental", "vision", "retirement"]);
    expect(kinds[0]?.plans.map((plan) => [plan.name, plan.costLabel, plan.eligible])).toEqual([
      ["Sunshine Bronze PPO", "$38.50 per pay period", true],
      ["Sunshine Silver PPO", "$61.75 per pay period", true],
    ]);
    expect(kinds[1]?.plans.map((plan) => plan.name)).toEqual(["Bright Smile Dental"]);
    expect(kinds[2]?.plans[0]).toMatchObject({ eligible: false, eligibleOn: addDays(today, 15) });
    expect(kinds[3]?.plans[0]?.costLabel).toBe("4% of gross pay per pay period");
    expect(body.elections).toEqual([]);
  });

  it("enrolls, changes plan and waives during the window, and the elections become deductions", async () => {
    const plans = await seedPlans();
    const { id, token } = await contractor("elect@example.com", 40);
    let result = await call("PUT", "/candidates/benefits/medical", {
      token,
      body: { election: "enrolled", planId: plans.bronze },
    });
    expect(result.status).toBe(200);
    expect(result.body.elections).toMatchObject([
      { kind: "medical", election: "enrolled", planId: plans.bronze, planName: "Sunshine Bronze PPO" },
    ]);
    result = await call("PUT", "/candidates/benefits/medical", {
      token,
      body: { election: "enrolled", planId: plans.silver },
    });
    expect(result.status).toBe(200);
    expect(result.body.elections).toMatchObject([{ kind: "medical", planId: plans.silver }]);
    expect(
      (
        await call("PUT", "/candidates/benefits/retirement", {
          token,
          body: { election: "enrolled", planId: plans.retirement },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call("PUT", "/candidates/benefits/dental", { token, body: { election: "waived" } })).status,
    ).toBe(200);
    expect(await benefitDeductionsFor(db(), id, "1000.13", today)).toEqual([
      { label: "Sunshine Silver PPO", amount: "61.75" },
      { label: "Sunshine 401(k)", amount: "40.01" },
    ]);
    result = await call("PUT", "/candidates/benefits/medical", { token, body: { election: "waived" } });
    expect(result.status).toBe(200);
    const elections = result.body.elections as { kind: string; election: string; planId: string | null }[];
    expect(elections.map((row) => [row.kind, row.election, row.planId])).toEqual([
      ["dental", "waived", null],
      ["medical", "waived", null],
      ["retirement", "enrolled", plans.retirement],
    ]);
    expect(await benefitDeductionsFor(db(), id, "500.00", today)).toEqual([
      { label: "Sunshine 401(k)", amount: "20.00" },
    ]);
  });

  it("refuses elections outside the enrollment window with 409", async () => {
    const plans = await seedPlans();
    const { token } = await contractor("closed@example.com", 40);
    for (const [opens, closes] of [
      [addDays(today, -20), addDays(today, -1)],
      [addDays(today, 1), addDays(today, 20)],
      [null, null],
    ] as const) {
      await openWindow(opens, closes);
      const result = await call("PUT", "/candidates/benefits/medical", {
        token,
        body: { election: "enrolled", planId: plans.bronze },
      });
      expect(result.status).toBe(409);
      expect(result.body.error).toBe(BENEFIT_MESSAGES.windowClosed);
      expect((await call("GET", "/candidates/benefits", { token })).body.window).toMatchObject({
        open: false,
      });
    }
    // The window's dates are inclusive.
    await openWindow(today, today);
    expect(
      (
        await call("PUT", "/candidates/benefits/medical", {
          token,
          body: { election: "enrolled", planId: plans.bronze },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses contractors without an active assignment and those not yet eligible with 403", async () => {
    const plans = await seedPlans();
    const unplaced = await contractor("unplaced@example.com", null);
    let result = await call("GET", "/candidates/benefits", { token: unplaced.token });
    expect(result.body.eligibility).toEqual({
      eligible: false,
      eligibleOn: null,
      reason: BENEFIT_MESSAGES.notPlaced,
    });
    result = await call("PUT", "/candidates/benefits/dental", {
      token: unplaced.token,
      body: { election: "waived" },
    });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe(BENEFIT_MESSAGES.notPlaced);

    const ended = await contractor("ended@example.com", 90, { endDate: addDays(today, -1) });
    expect(
      (
        await call("PUT", "/candidates/benefits/medical", {
          token: ended.token,
          body: { election: "enrolled", planId: plans.bronze },
        })
      ).status,
    ).toBe(403);

    // 30 days on assignment: start ≤ today − 30. Started 29 days ago: eligible tomorrow.
    const recent = await contractor("recent@example.com", 29);
    result = await call("PUT", "/candidates/benefits/medical", {
      token: recent.token,
      body: { election: "enrolled", planId: plans.bronze },
    });
    expect(result.status).toBe(403);
    expect(result.body.error).toMatch(/You become eligible on .+, after 30 days on your assignment/);
    // The 401(k) has no wait.
    expect(
      (
        await call("PUT", "/candidates/benefits/retirement", {
          token: recent.token,
          body: { election: "enrolled", planId: plans.retirement },
        })
      ).status,
    ).toBe(200);
    const exactly = await contractor("thirty@example.com", 30);
    expect(
      (
        await call("PUT", "/candidates/benefits/medical", {
          token: exactly.token,
          body: { election: "enrolled", planId: plans.bronze },
        })
      ).status,
    ).toBe(200);
  });

  it("answers 400 for bad input", async () => {
    const plans = await seedPlans();
    const { token } = await contractor("bad@example.com", 40);
    const put = (kind: string, body: unknown) => call("PUT", `/candidates/benefits/${kind}`, { token, body });
    expect((await put("gym", { election: "waived" })).status).toBe(400);
    expect((await put("medical", { election: "maybe" })).status).toBe(400);
    expect((await put("medical", { election: "enrolled" })).status).toBe(400);
    expect((await put("medical", { election: "enrolled", planId: "nope" })).status).toBe(400);
    expect((await put("medical", { election: "waived", extra: 1 })).status).toBe(400);
    let result = await put("medical", { election: "enrolled", planId: plans.dental });
    expect(result.status).toBe(400);
    expect(result.body.fields?.planId).toBe(BENEFIT_MESSAGES.planKind);
    result = await put("dental", { election: "enrolled", planId: plans.retired });
    expect(result.status).toBe(400);
    expect(result.body.fields?.planId).toBe(BENEFIT_MESSAGES.planNotFound);
    result = await put("dental", { election: "enrolled", planId: "00000000-0000-4000-8000-000000000000" });
    expect(result.status).toBe(400);
  });

  it("never shows or changes another candidate's elections", async () => {
    const plans = await seedPlans();
    const first = await contractor("first@example.com", 40);
    const second = await contractor("second@example.com", 40);
    await call("PUT", "/candidates/benefits/medical", {
      token: first.token,
      body: { election: "enrolled", planId: plans.bronze },
    });
    expect((await call("GET", "/candidates/benefits", { token: second.token })).body.elections).toEqual([]);
    await call("PUT", "/candidates/benefits/medical", { token: second.token, body: { election: "waived" } });
    const firstView = await call("GET", "/candidates/benefits", { token: first.token });
    expect(firstView.body.elections).toMatchObject([
      { kind: "medical", election: "enrolled", planId: plans.bronze },
    ]);
  });
});

describe("admin benefits", () => {
  const plan = {
    kind: "medical",
    name: "Sunshine Gold PPO",
    description: "Low deductible.",
    costPerPeriod: "84.20",
    contributionPercent: null,
    eligibleAfterDays: 30,
    active: true,
  };

  it("refuses anonymous callers and candidate tokens", async () => {
    const { token } = await contractor("not-staff@example.com", 40);
    const requests: [string, string, unknown?][] = [
      ["GET", "/admin/benefits"],
      ["POST", "/admin/benefits/plans", plan],
      ["PUT", "/admin/benefits/plans/00000000-0000-4000-8000-000000000000", plan],
      ["PUT", "/admin/benefits/window", { opensOn: today, closesOn: today }],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(method, path, { body })).status).toBe(401);
      expect([401, 403]).toContain((await call(method, path, { body, token })).status);
    }
    expect(await db().select().from(benefitPlans)).toEqual([]);
  });

  it("creates and edits plans and sets the window, each audited", async () => {
    let result = await call("POST", "/admin/benefits/plans", { admin: true, body: plan });
    expect(result.status).toBe(201);
    const id = result.body.id as string;
    expect(result.body).toMatchObject({
      name: "Sunshine Gold PPO",
      costPerPeriod: "84.20",
      active: true,
      enrolledCount: 0,
    });
    result = await call("PUT", `/admin/benefits/plans/${id}`, {
      admin: true,
      body: { ...plan, costPerPeriod: "79", active: false },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ costPerPeriod: "79.00", active: false });
    result = await call("POST", "/admin/benefits/plans", {
      admin: true,
      body: { ...plan, kind: "retirement", name: "401(k)", costPerPeriod: "0", contributionPercent: "5" },
    });
    expect(result.status).toBe(201);
    expect(result.body.contributionPercent).toBe("5.00");

    result = await call("PUT", "/admin/benefits/window", {
      admin: true,
      body: { opensOn: addDays(today, -1), closesOn: addDays(today, 1) },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ opensOn: addDays(today, -1), closesOn: addDays(today, 1), open: true });
    result = await call("GET", "/admin/benefits", { admin: true });
    expect(result.status).toBe(200);
    expect((result.body.plans as unknown[]).length).toBe(2);

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((row) => row.action).sort()).toEqual([
      "benefit_plan.created",
      "benefit_plan.created",
      "benefit_plan.updated",
      "benefit_window.updated",
    ]);
    const [updated] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "benefit_plan.updated")));
    expect(updated?.before).toMatchObject({ costPerPeriod: "84.20", active: true });
    expect(updated?.after).toMatchObject({ costPerPeriod: "79.00", active: false });
  });

  it("answers 400 for bad plans and windows and 404 for unknown plans", async () => {
    const bad = [
      { ...plan, name: "" },
      { ...plan, kind: "gym" },
      { ...plan, costPerPeriod: "12.345" },
      { ...plan, costPerPeriod: "-4" },
      { ...plan, contributionPercent: "4" },
      { ...plan, kind: "retirement", contributionPercent: "140" },
      { ...plan, eligibleAfterDays: -1 },
      { ...plan, unknown: true },
    ];
    for (const body of bad) {
      expect((await call("POST", "/admin/benefits/plans", { admin: true, body })).status).toBe(400);
    }
    for (const body of [
      { opensOn: today, closesOn: addDays(today, -1) },
      { opensOn: today, closesOn: null },
      { opensOn: "soon", closesOn: today },
    ]) {
      expect((await call("PUT", "/admin/benefits/window", { admin: true, body })).status).toBe(400);
    }
    expect(
      (await call("PUT", "/admin/benefits/window", { admin: true, body: { opensOn: null, closesOn: null } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call("PUT", "/admin/benefits/plans/00000000-0000-4000-8000-000000000000", {
          admin: true,
          body: plan,
        })
      ).status,
    ).toBe(404);
    expect((await call("PUT", "/admin/benefits/plans/nope", { admin: true, body: plan })).status).toBe(404);
  });
});
