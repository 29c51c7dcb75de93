import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PAYROLL_MESSAGES, type PayRunDetail, type PaystubView } from "../../common/payroll";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createPlacedContractor } from "../../tests/support/workforce-records";
import {
  adminAuditLog,
  benefitElections,
  benefitPlans,
  payRuns,
  payrollSettings,
  paystubs,
  paystubTimesheets,
  placements,
  siteSettings,
  timesheetDays,
  timesheets,
} from "../db/schema";
import { resumeTextOf } from "../modules/resumes";

const database = setupTestDatabase();
const app = setupTestApp();
const db = () => database.db();

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are checked field by field below.
type Json = any;
const { call, asAdmin } = setupApiCaller<Json>(app);

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE pay_runs, paystubs, paystub_timesheets, paystub_deductions, benefit_elections, benefit_plans, timesheets, placements, candidates, admin_audit_log, site_settings CASCADE`,
  );
  // The seeded row back to its defaults (12% federal, Florida's 0% state, 6.2% up to $176,100, 1.45%, 40 h at 1.5×).
  await db()
    .update(payrollSettings)
    .set({
      federalRate: "0.1200",
      stateRate: "0",
      socialSecurityRate: "0.0620",
      socialSecurityWageBase: "176100",
      medicareRate: "0.0145",
      overtimeThresholdHours: "40",
      overtimeMultiplier: "1.50",
    })
    .where(eq(payrollSettings.id, 1));
});

/** An approved week (Monday `weekStart`) with its hours spread over the days, up to 12 h a day. */
async function approvedWeek(placementId: string, weekStart: string, hours: number, status = "approved") {
  const [sheet] = await db()
    .insert(timesheets)
    .values({
      placementId,
      weekStart,
      status: status as "approved",
      totalHours: hours.toFixed(2),
      submittedAt: new Date(),
      approvedAt: status === "approved" ? new Date() : null,
      approvedBy: status === "approved" ? "supervisor@client.example" : null,
    })
    .returning();
  if (!sheet) throw new Error("timesheet insert failed");
  let left = hours;
  for (let day = 0; left > 0; day++) {
    const today = Math.min(12, left);
    const date = new Date(`${weekStart}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    await db()
      .insert(timesheetDays)
      .values({ timesheetId: sheet.id, workDate: date.toISOString().slice(0, 10), hours: today.toFixed(2) });
    left -= today;
  }
  return sheet;
}

/** November 2026: weeks starting Mon Nov 2, 9 and 16; paid on Friday Nov 20. */
/** A medical plan at `medicalCost` per period, a 4% 401(k) and a $9.00 dental plan. */
async function benefitPlansCosting(medicalCost: string) {
  const [medical, retirement, dental] = await db()
    .insert(benefitPlans)
    .values([
      { kind: "medical", name: "Sunshine Medical PPO", description: "PPO", costPerPeriod: medicalCost },
      { kind: "retirement", name: "401(k) Savings Plan", description: "4%", contributionPercent: "4.00" },
      { kind: "dental", name: "Dental Basic", description: "Dental", costPerPeriod: "9.00" },
    ])
    .returning();
  if (!medical || !retirement || !dental) throw new Error("plans");
  return { medical, retirement, dental };
}

const NOVEMBER = { periodStart: "2026-11-02", periodEnd: "2026-11-15", payDate: "2026-11-20" };

async function createRun(body: unknown = NOVEMBER) {
  return asAdmin("POST", "/admin/pay-runs", body);
}

function stubOf(run: PayRunDetail, placementId: string): PaystubView {
  const stub = run.stubs.find((candidate) => candidate.placementId === placementId);
  if (!stub) throw new Error(`no stub for ${placementId}`);
  return stub;
}

/** A finalized earlier run paying `gross` to the placement's contractor on `payDate` (their prior YTD). */
async function priorFinalizedStub(
  placementId: string,
  candidateId: string | null,
  payDate: string,
  figures: Record<string, string>,
) {
  const [run] = await db()
    .insert(payRuns)
    .values({
      periodStart: payDate,
      periodEnd: payDate,
      payDate,
      status: "finalized",
      createdBy: "olivia.park@sunshinestaffing.example",
      finalizedAt: new Date(),
      finalizedBy: "olivia.park@sunshinestaffing.example",
    })
    .returning();
  if (!run) throw new Error("run insert failed");
  const base = {
    regularHours: "0",
    overtimeHours: "0",
    payRate: "45.00",
    gross: "0",
    federalWithholding: "0",
    stateWithholding: "0",
    socialSecurity: "0",
    medicare: "0",
    benefitDeductions: "0",
    net: "0",
    ...figures,
  };
  await db()
    .insert(paystubs)
    .values({
      payRunId: run.id,
      placementId,
      candidateId,
      contractorName: "Ana Contractor",
      payDate,
      ...base,
      ytdGross: base.gross,
      ytdFederal: base.federalWithholding,
      ytdState: base.stateWithholding,
      ytdSocialSecurity: base.socialSecurity,
      ytdMedicare: base.medicare,
      ytdDeductions: base.benefitDeductions,
      ytdNet: base.net,
    });
  return run;
}

describe("payroll settings", () => {
  it("shows the seeded defaults, saves valid rates with an audit entry and names each bad field", async () => {
    const initial = await asAdmin("GET", "/admin/payroll-settings");
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({
      federalPercent: "12.00",
      statePercent: "0.00",
      socialSecurityPercent: "6.20",
      socialSecurityWageBase: "176100.00",
      medicarePercent: "1.45",
      overtimeThresholdHours: "40.00",
      overtimeMultiplier: "1.50",
    });

    const saved = await asAdmin("PUT", "/admin/payroll-settings", {
      federalPercent: "10.5",
      statePercent: 0,
      socialSecurityPercent: "6.2",
      socialSecurityWageBase: "180000",
      medicarePercent: "1.45",
      overtimeThresholdHours: "37.5",
      overtimeMultiplier: "2",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      federalPercent: "10.50",
      overtimeThresholdHours: "37.50",
      overtimeMultiplier: "2.00",
    });
    const [row] = await db().select().from(payrollSettings);
    expect(row).toMatchObject({
      federalRate: "0.1050",
      stateRate: "0.0000",
      socialSecurityWageBase: "180000.00",
    });
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "payroll_settings.updated"));
    expect(audit?.before).toMatchObject({ federalPercent: "12.00" });
    expect(audit?.after).toMatchObject({ federalPercent: "10.50" });

    const bad = await asAdmin("PUT", "/admin/payroll-settings", {
      federalPercent: "120",
      statePercent: "abc",
      socialSecurityPercent: "6.123",
      socialSecurityWageBase: "0",
      medicarePercent: "-1",
      overtimeThresholdHours: "40.1",
      overtimeMultiplier: "0.5",
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(
      [
        "extra",
        "federalPercent",
        "medicarePercent",
        "overtimeMultiplier",
        "overtimeThresholdHours",
        "socialSecurityPercent",
        "socialSecurityWageBase",
        "statePercent",
      ].sort(),
    );
    expect((await asAdmin("PUT", "/admin/payroll-settings", null)).status).toBe(400);
  });
});

describe("pay runs", () => {
  it("pays a simple week and a 46-hour week with overtime, hand-computed to the cent", async () => {
    const simple = await createPlacedContractor({ firstName: "Ana", payRate: "45.00" });
    const overtime = await createPlacedContractor({ firstName: "Ben", payRate: "22.35" });
    const halfCent = await createPlacedContractor({ firstName: "Cleo", payRate: "45.50" });
    await approvedWeek(simple.placementId, "2026-11-02", 40);
    await approvedWeek(overtime.placementId, "2026-11-09", 46);
    await approvedWeek(halfCent.placementId, "2026-11-09", 33.25);

    const created = await createRun();
    expect(created.status).toBe(201);
    const run = created.body as PayRunDetail;
    expect(run).toMatchObject({
      ...NOVEMBER,
      status: "draft",
      createdBy: "olivia.park@sunshinestaffing.example",
    });
    expect(run.stubs).toHaveLength(3);

    // 40 h × $45.00 = $1,800.00; federal 12% = 216.00; state 0; SS 6.2% = 111.60; Medicare 1.45% = 26.10;
    // net = 1800.00 − 216.00 − 111.60 − 26.10 = 1,446.30.
    expect(stubOf(run, simple.placementId)).toMatchObject({
      contractorName: "Ana Contractor",
      client: "Harbor Health",
      roleTitle: "ICU Nurse",
      regularHours: "40.00",
      overtimeHours: "0.00",
      payRate: "45.00",
      gross: "1800.00",
      federalWithholding: "216.00",
      stateWithholding: "0.00",
      socialSecurity: "111.60",
      medicare: "26.10",
      benefitDeductions: "0.00",
      deductions: [],
      net: "1446.30",
      ytd: {
        gross: "1800.00",
        federal: "216.00",
        state: "0.00",
        socialSecurity: "111.60",
        medicare: "26.10",
        deductions: "0.00",
        net: "1446.30",
      },
      weeks: ["2026-11-02"],
    });
    // 46 h at $22.35: regular 40 × 22.35 = 894.00; overtime 6 × 22.35 × 1.5 = 201.15; gross 1,095.15;
    // federal 1095.15 × 0.12 = 131.418 → 131.42; SS × 0.062 = 67.8993 → 67.90; Medicare × 0.0145 = 15.879675 → 15.88;
    // net = 1095.15 − 131.42 − 67.90 − 15.88 = 879.95.
    expect(stubOf(run, overtime.placementId)).toMatchObject({
      regularHours: "40.00",
      overtimeHours: "6.00",
      overtimeRate: "33.53",
      gross: "1095.15",
      federalWithholding: "131.42",
      socialSecurity: "67.90",
      medicare: "15.88",
      net: "879.95",
    });
    // Half a cent rounds up: 33.25 h × $45.50 = 1,512.875 → 1,512.88; federal × 0.12 = 181.5456 → 181.55;
    // SS × 0.062 = 93.79856 → 93.80; Medicare × 0.0145 = 21.93676 → 21.94; net = 1512.88 − 181.55 − 93.80 − 21.94 = 1,215.59.
    expect(stubOf(run, halfCent.placementId)).toMatchObject({
      regularHours: "33.25",
      gross: "1512.88",
      federalWithholding: "181.55",
      socialSecurity: "93.80",
      medicare: "21.94",
      net: "1215.59",
    });
    // Totals: hours 40 + 46 + 33.25 = 119.25; gross 1800.00 + 1095.15 + 1512.88 = 4,408.03;
    // net 1446.30 + 879.95 + 1215.59 = 3,541.84.
    expect(run.totals).toMatchObject({ stubs: 3, hours: "119.25", gross: "4408.03", net: "3541.84" });

    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "pay_run.created"));
    expect(audit).toMatchObject({ entityType: "pay_run", entityId: run.id });
    const list = await asAdmin("GET", "/admin/pay-runs");
    expect(list.body.rows).toEqual([
      expect.objectContaining({ id: run.id, status: "draft", totals: run.totals }),
    ]);
  });

  it("splits overtime per week, not over the period, and applies changed rates", async () => {
    const contractor = await createPlacedContractor({ payRate: "20.00" });
    await approvedWeek(contractor.placementId, "2026-11-02", 30);
    await approvedWeek(contractor.placementId, "2026-11-09", 50);
    await asAdmin("PUT", "/admin/payroll-settings", {
      federalPercent: "10",
      statePercent: "2.5",
      socialSecurityPercent: "6.2",
      socialSecurityWageBase: "176100",
      medicarePercent: "1.45",
      overtimeThresholdHours: "40",
      overtimeMultiplier: "1.5",
    });
    const run = (await createRun()).body as PayRunDetail;
    // Week 1: 30 regular; week 2: 40 regular + 10 overtime (80 h in all, but only 10 over the weekly 40).
    // gross = 70 × 20 + 10 × 20 × 1.5 = 1400 + 300 = 1,700.00; federal 10% = 170.00; state 2.5% = 42.50;
    // SS 6.2% = 105.40; Medicare 1.45% = 24.65; net = 1700 − 170 − 42.50 − 105.40 − 24.65 = 1,357.45.
    expect(stubOf(run, contractor.placementId)).toMatchObject({
      regularHours: "70.00",
      overtimeHours: "10.00",
      gross: "1700.00",
      federalWithholding: "170.00",
      stateWithholding: "42.50",
      socialSecurity: "105.40",
      medicare: "24.65",
      net: "1357.45",
      weeks: ["2026-11-02", "2026-11-09"],
    });
  });

  it("stops Social Security at the wage base given this year's finalized pay", async () => {
    const contractor = await createPlacedContractor({ payRate: "45.00" });
    // Earlier this year: $175,500.00 gross with SS 175,500 × 0.062 = 10,881.00 (finalized);
    // last year's $100,000 does not count toward 2026.
    await priorFinalizedStub(contractor.placementId, contractor.candidateId, "2026-10-30", {
      gross: "175500.00",
      socialSecurity: "10881.00",
      net: "150000.00",
    });
    await priorFinalizedStub(contractor.placementId, contractor.candidateId, "2025-12-26", {
      gross: "100000.00",
    });
    await approvedWeek(contractor.placementId, "2026-11-02", 40);

    const run = (await createRun()).body as PayRunDetail;
    // Gross 40 × 45 = 1,800.00, but only 176,100 − 175,500 = 600.00 is under the wage base:
    // SS = 600.00 × 0.062 = 37.20; federal 216.00; Medicare 26.10; net = 1800 − 216 − 37.20 − 26.10 = 1,520.70.
    // YTD gross 175,500 + 1,800 = 177,300.00; YTD SS 10,881.00 + 37.20 = 10,918.20 (= 176,100 × 0.062).
    expect(stubOf(run, contractor.placementId)).toMatchObject({
      gross: "1800.00",
      socialSecurity: "37.20",
      federalWithholding: "216.00",
      medicare: "26.10",
      net: "1520.70",
      ytd: expect.objectContaining({ gross: "177300.00", socialSecurity: "10918.20", net: "151520.70" }),
    });

    // Once finalized, the next run finds the base reached: no Social Security at all.
    expect((await asAdmin("POST", `/admin/pay-runs/${run.id}/finalize`)).status).toBe(200);
    await approvedWeek(contractor.placementId, "2026-11-16", 40);
    const next = (
      await createRun({ periodStart: "2026-11-16", periodEnd: "2026-11-22", payDate: "2026-11-27" })
    ).body as PayRunDetail;
    // Gross 1,800.00; SS 0.00; net = 1800 − 216 − 26.10 = 1,557.90; YTD gross 177,300 + 1,800 = 179,100.00.
    expect(stubOf(next, contractor.placementId)).toMatchObject({
      socialSecurity: "0.00",
      net: "1557.90",
      ytd: expect.objectContaining({ gross: "179100.00", socialSecurity: "10918.20" }),
    });
  });

  it("deducts the contractor's enrolled benefits", async () => {
    const contractor = await createPlacedContractor({ payRate: "45.00" });
    const { medical, retirement } = await benefitPlansCosting("42.50");
    await db()
      .insert(benefitElections)
      .values([
        { candidateId: contractor.candidateId, kind: "medical", election: "enrolled", planId: medical.id },
        {
          candidateId: contractor.candidateId,
          kind: "retirement",
          election: "enrolled",
          planId: retirement.id,
        },
        { candidateId: contractor.candidateId, kind: "dental", election: "waived" },
      ]);
    await approvedWeek(contractor.placementId, "2026-11-02", 40);

    const run = (await createRun()).body as PayRunDetail;
    // Gross 1,800.00 → 401(k) 4% = 72.00, medical 42.50 (dental waived): deductions 114.50;
    // net = 1800 − 216.00 − 111.60 − 26.10 − 114.50 = 1,331.80.
    expect(stubOf(run, contractor.placementId)).toMatchObject({
      gross: "1800.00",
      benefitDeductions: "114.50",
      deductions: [
        { label: "401(k) Savings Plan", amount: "72.00" },
        { label: "Sunshine Medical PPO", amount: "42.50" },
      ],
      net: "1331.80",
      ytd: expect.objectContaining({ deductions: "114.50", net: "1331.80" }),
    });
  });

  it("takes deductions only up to the pay left after taxes: net pay is never negative", async () => {
    const contractor = await createPlacedContractor({ payRate: "45.00" });
    const { medical, retirement, dental } = await benefitPlansCosting("142.50");
    await db()
      .insert(benefitElections)
      .values(
        [medical, retirement, dental].map((plan) => ({
          candidateId: contractor.candidateId,
          kind: plan.kind,
          election: "enrolled" as const,
          planId: plan.id,
        })),
      );
    await approvedWeek(contractor.placementId, "2026-11-02", 2);

    const run = (await createRun()).body as PayRunDetail;
    // Gross 90.00 → federal 10.80, Social Security 5.58, Medicare 1.31: 72.31 left. In plan order,
    // dental takes its 9.00, medical the remaining 63.31 of its 142.50, the 401(k) nothing: net 0.00.
    expect(stubOf(run, contractor.placementId)).toMatchObject({
      gross: "90.00",
      benefitDeductions: "72.31",
      deductions: [
        { label: "Dental Basic", amount: "9.00" },
        { label: "Sunshine Medical PPO", amount: "63.31" },
      ],
      net: "0.00",
    });
  });

  it("pays each approved hour once: a second run for the period has nothing to pay", async () => {
    const contractor = await createPlacedContractor();
    const week = await approvedWeek(contractor.placementId, "2026-11-02", 40);
    await approvedWeek(contractor.placementId, "2026-11-09", 20, "submitted");
    const first = await createRun();
    expect(first.status).toBe(201);
    expect(first.body.stubs[0].weeks).toEqual(["2026-11-02"]);

    const second = await createRun();
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(PAYROLL_MESSAGES.nothingToPay);
    // An overlapping period does not pay the week either; the failed attempts leave no run behind.
    expect(
      (await createRun({ periodStart: "2026-10-26", periodEnd: "2026-11-08", payDate: "2026-11-13" })).status,
    ).toBe(409);
    expect(await db().select().from(payRuns)).toHaveLength(1);

    // A week approved later is paid by a new run, alone.
    await db().update(timesheets).set({ status: "approved" }).where(eq(timesheets.weekStart, "2026-11-09"));
    const third = await createRun();
    expect(third.status).toBe(201);
    expect(third.body.stubs).toHaveLength(1);
    expect(third.body.stubs[0]).toMatchObject({
      weeks: ["2026-11-09"],
      regularHours: "20.00",
      gross: "900.00",
    });
    const links = await db()
      .select()
      .from(paystubTimesheets)
      .where(eq(paystubTimesheets.timesheetId, week.id));
    expect(links).toHaveLength(1);
  });

  it("recomputes a draft, finalizes once and deletes only drafts", async () => {
    const contractor = await createPlacedContractor({ payRate: "45.00" });
    await approvedWeek(contractor.placementId, "2026-11-02", 40);
    const run = (await createRun()).body as PayRunDetail;
    expect(run.totals.net).toBe("1446.30");

    // Another week approved and the federal rate lowered to 10% before review.
    await approvedWeek(contractor.placementId, "2026-11-09", 10);
    await db().update(payrollSettings).set({ federalRate: "0.1000" });
    const recomputed = await asAdmin("POST", `/admin/pay-runs/${run.id}/recompute`);
    expect(recomputed.status).toBe(200);
    // 50 h over two weeks, none over 40 in a week: gross 50 × 45 = 2,250.00; federal 10% = 225.00;
    // SS 6.2% = 139.50; Medicare 1.45% = 32.625 → 32.63; net = 2250 − 225 − 139.50 − 32.63 = 1,852.87.
    expect(stubOf(recomputed.body, contractor.placementId)).toMatchObject({
      regularHours: "50.00",
      gross: "2250.00",
      federalWithholding: "225.00",
      socialSecurity: "139.50",
      medicare: "32.63",
      net: "1852.87",
      weeks: ["2026-11-02", "2026-11-09"],
    });
    expect(await db().select().from(paystubs)).toHaveLength(1);

    // Candidates see nothing of a draft.
    expect((await call("GET", "/candidates/paystubs", { token: contractor.token })).body.paystubs).toEqual(
      [],
    );

    const finalized = await asAdmin("POST", `/admin/pay-runs/${run.id}/finalize`);
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({
      status: "finalized",
      finalizedBy: "olivia.park@sunshinestaffing.example",
    });
    const again = await asAdmin("POST", `/admin/pay-runs/${run.id}/finalize`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(PAYROLL_MESSAGES.alreadyFinalized);
    expect((await asAdmin("POST", `/admin/pay-runs/${run.id}/recompute`)).status).toBe(409);
    expect((await asAdmin("DELETE", `/admin/pay-runs/${run.id}`)).status).toBe(409);
    const actions = (await db().select().from(adminAuditLog)).map((entry) => entry.action).sort();
    expect(actions).toEqual(["pay_run.created", "pay_run.finalized", "pay_run.recomputed"]);

    // A deleted draft frees its weeks for the next run.
    await approvedWeek(contractor.placementId, "2026-11-16", 8);
    const period = { periodStart: "2026-11-16", periodEnd: "2026-11-22", payDate: "2026-11-27" };
    const draft = (await createRun(period)).body as PayRunDetail;
    const deleted = await asAdmin("DELETE", `/admin/pay-runs/${draft.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: draft.id, deleted: true } });
    expect((await asAdmin("GET", `/admin/pay-runs/${draft.id}`)).status).toBe(404);
    expect((await createRun(period)).status).toBe(201);
  });

  it("refuses to finalize a draft computed before another run for the same contractor was finalized", async () => {
    const contractor = await createPlacedContractor({ payRate: "20.00" });
    await approvedWeek(contractor.placementId, "2026-11-02", 40);
    await approvedWeek(contractor.placementId, "2026-11-16", 40);
    const first = (
      await createRun({ periodStart: "2026-11-02", periodEnd: "2026-11-08", payDate: "2026-11-13" })
    ).body as PayRunDetail;
    const second = (
      await createRun({ periodStart: "2026-11-16", periodEnd: "2026-11-22", payDate: "2026-11-27" })
    ).body as PayRunDetail;
    // Each draft was computed with no finalized pay this year: YTD gross is its own 800.00.
    expect(stubOf(second, contractor.placementId).ytd.gross).toBe("800.00");
    expect((await asAdmin("POST", `/admin/pay-runs/${first.id}/finalize`)).status).toBe(200);

    const stale = await asAdmin("POST", `/admin/pay-runs/${second.id}/finalize`);
    expect(stale).toMatchObject({ status: 409, body: { error: PAYROLL_MESSAGES.staleDraft } });
    const recomputed = (await asAdmin("POST", `/admin/pay-runs/${second.id}/recompute`)).body as PayRunDetail;
    // Now the first run's 800.00 counts: 800 + 800 = 1,600.00 gross this year.
    expect(stubOf(recomputed, contractor.placementId).ytd.gross).toBe("1600.00");
    expect((await asAdmin("POST", `/admin/pay-runs/${second.id}/finalize`)).status).toBe(200);
  });

  it("validates the period and answers 404 for unknown runs", async () => {
    const bad = await createRun({
      periodStart: "2026-11-15",
      periodEnd: "2026-11-02",
      payDate: "2026-02-30",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["payDate", "periodEnd"]);
    const early = await createRun({
      periodStart: "2026-11-02",
      periodEnd: "2026-11-15",
      payDate: "2026-11-10",
    });
    expect(early.body.fields).toEqual({ payDate: "The pay date must be on or after the period's end." });
    expect((await createRun({})).status).toBe(400);
    for (const path of [
      "/admin/pay-runs/not-an-id",
      "/admin/pay-runs/00000000-0000-4000-8000-000000000000",
    ]) {
      expect((await asAdmin("GET", path)).status).toBe(404);
      expect((await asAdmin("POST", `${path}/finalize`)).status).toBe(404);
      expect((await asAdmin("POST", `${path}/recompute`)).status).toBe(404);
      expect((await asAdmin("DELETE", path)).status).toBe(404);
    }
  });

  it("refuses anonymous callers and candidate tokens on every admin endpoint", async () => {
    const contractor = await createPlacedContractor();
    const id = "00000000-0000-4000-8000-000000000000";
    const endpoints: [string, string][] = [
      ["GET", "/admin/payroll-settings"],
      ["PUT", "/admin/payroll-settings"],
      ["GET", "/admin/pay-runs"],
      ["POST", "/admin/pay-runs"],
      ["GET", `/admin/pay-runs/${id}`],
      ["POST", `/admin/pay-runs/${id}/recompute`],
      ["POST", `/admin/pay-runs/${id}/finalize`],
      ["DELETE", `/admin/pay-runs/${id}`],
    ];
    for (const [method, path] of endpoints) {
      expect((await call(method, path, { body: method === "GET" ? undefined : {} })).status).toBe(401);
      expect(
        (await call(method, path, { token: contractor.token, body: method === "GET" ? undefined : {} }))
          .status,
      ).toBe(403);
    }
  });
});

describe("contractors' paystubs", () => {
  it("lists only the contractor's own finalized stubs and serves each as a PDF; others' ids are 404", async () => {
    await db()
      .insert(siteSettings)
      .values({ id: 1, companyName: "Sunshine Staffing", address: "1450 Brickell Avenue, Miami, FL 33131" })
      .onConflictDoNothing();
    const ana = await createPlacedContractor({ firstName: "Ana", payRate: "45.00" });
    const ben = await createPlacedContractor({
      firstName: "Ben",
      payRate: "22.35",
      client: "Bayside Logistics",
      roleTitle: "Forklift Operator",
    });
    await approvedWeek(ana.placementId, "2026-11-02", 40);
    await approvedWeek(ben.placementId, "2026-11-09", 46);
    const run = (await createRun()).body as PayRunDetail;
    await asAdmin("POST", `/admin/pay-runs/${run.id}/finalize`);
    const anaStub = stubOf(run, ana.placementId);
    const benStub = stubOf(run, ben.placementId);

    const list = await call("GET", "/candidates/paystubs", { token: ana.token });
    expect(list.status).toBe(200);
    expect(list.body.paystubs).toHaveLength(1);
    expect(list.body.paystubs[0]).toMatchObject({
      id: anaStub.id,
      payDate: "2026-11-20",
      net: "1446.30",
      gross: "1800.00",
    });
    expect((await call("GET", "/candidates/paystubs")).status).toBe(401);

    const pdf = await fetch(`${app.url}/api/candidates/paystubs/${anaStub.id}/pdf`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="paystub-2026-11-20.pdf"');
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const text = await resumeTextOf(Buffer.from(await pdf.arrayBuffer()), "application/pdf");
    expect(text).toContain("Sunshine Staffing");
    expect(text).toContain("1450 Brickell Avenue");
    expect(text).toContain("Ana Contractor");
    expect(text).toContain("ICU Nurse at Harbor Health");
    expect(text).toContain("Net pay");
    expect(text).toContain("$1,446.30");
    expect(text).toContain("$111.60");

    // Ben's stub, with Ana's token: 404 for the PDF, and nothing in her list.
    const other = await fetch(`${app.url}/api/candidates/paystubs/${benStub.id}/pdf`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(other.status).toBe(404);
    expect(
      (
        await fetch(`${app.url}/api/candidates/paystubs/not-an-id/pdf`, {
          headers: { authorization: `Bearer ${ana.token}` },
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${app.url}/api/candidates/paystubs/${anaStub.id}/pdf`)).status).toBe(401);
    const benList = await call("GET", "/candidates/paystubs", { token: ben.token });
    expect(benList.body.paystubs.map((stub: PaystubView) => stub.id)).toEqual([benStub.id]);
  });

  it("keeps a draft's stub out of reach until the run is finalized", async () => {
    const ana = await createPlacedContractor();
    await approvedWeek(ana.placementId, "2026-11-02", 40);
    const run = (await createRun()).body as PayRunDetail;
    const stubId = run.stubs[0]?.id;
    const pdf = await fetch(`${app.url}/api/candidates/paystubs/${stubId}/pdf`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(pdf.status).toBe(404);
  });
});

describe("dashboard workforce cards", () => {
  it("shows the current placement, this week's hours, the next pay date and the last net pay", async () => {
    const ana = await createPlacedContractor({
      startDate: "2026-01-05",
      client: "Harbor Health",
      roleTitle: "ICU Nurse",
    });
    await approvedWeek(ana.placementId, "2026-11-02", 40);
    const run = (await createRun()).body as PayRunDetail;
    await asAdmin("POST", `/admin/pay-runs/${run.id}/finalize`);
    // This week's sheet, submitted (the server reads "this week" in eastern time).
    const monday = mondayInFlorida(new Date());
    await approvedWeek(ana.placementId, monday, 16, "submitted");

    const dashboard = await call("GET", "/candidates/dashboard", { token: ana.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.workforce).toEqual({
      currentPlacement: {
        id: ana.placementId,
        client: "Harbor Health",
        roleTitle: "ICU Nurse",
        since: "2026-01-05",
      },
      thisWeek: { weekStart: monday, hoursSubmitted: "16.00", status: "submitted" },
      nextPayDate: nextFriday(new Date()),
      lastPay: { paystubId: run.stubs[0]?.id, net: "1446.30", payDate: "2026-11-20" },
    });
    // A placement ended: no current placement, hours of active placements only.
    await db().update(placements).set({ status: "ended" }).where(eq(placements.id, ana.placementId));
    const ended = await call("GET", "/candidates/dashboard", { token: ana.token });
    expect(ended.body.workforce).toMatchObject({
      currentPlacement: null,
      thisWeek: { hoursSubmitted: "0.00", status: null },
    });
  });
});

function floridaToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
}

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function mondayInFlorida(now: Date): string {
  const today = floridaToday(now);
  return shift(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
}

function nextFriday(now: Date): string {
  const today = floridaToday(now);
  return shift(today, (5 - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7);
}
