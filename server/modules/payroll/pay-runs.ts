import { and, asc, desc, eq, inArray, isNull, notExists, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  PAYROLL_MESSAGES,
  type PayRunDetail,
  type PayRunSummary,
  type PaystubView,
} from "../../../common/payroll";
import { db, type Executor, type Transaction } from "../../db/client";
import {
  payRuns,
  paystubDeductions,
  paystubs,
  paystubTimesheets,
  placements,
  timesheetDays,
  timesheets,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { add, centsToMoney, formatDecimal, toCents } from "../../kernel/decimal";
import { isUuid } from "../../kernel/ids";
import { isUniqueViolation } from "../../kernel/unique-violation";
import { type AdminActor, recordAudit } from "../audit";
import { benefitDeductionsFor } from "../benefits";
import {
  computeEarnings,
  computeWithholding,
  deductionsWithinPay,
  sumCents,
  type YtdCents,
  ZERO_YTD,
} from "./compute";
import { getPayrollRates } from "./settings";
import { loadStubViews } from "./stub-views";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const dateField = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .refine(isRealDate, { message: `Enter the ${label} as a date (YYYY-MM-DD).` });

export const payRunSchema = z
  .strictObject({
    periodStart: dateField("period start"),
    periodEnd: dateField("period end"),
    payDate: dateField("pay date"),
  })
  .superRefine((value, context) => {
    if (isRealDate(value.periodStart) && isRealDate(value.periodEnd) && value.periodEnd < value.periodStart) {
      context.addIssue({
        code: "custom",
        path: ["periodEnd"],
        message: "The period must end on or after its start.",
      });
    }
    if (isRealDate(value.periodEnd) && isRealDate(value.payDate) && value.payDate < value.periodEnd) {
      context.addIssue({
        code: "custom",
        path: ["payDate"],
        message: "The pay date must be on or after the period's end.",
      });
    }
  });

/** Approved weeks starting in the period that no stub pays yet, with their hours (the days' sum if entered). */
async function unpaidApprovedWeeks(tx: Executor, periodStart: string, periodEnd: string) {
  const dayHours = tx
    .select({ total: sql<string>`sum(${timesheetDays.hours})` })
    .from(timesheetDays)
    .where(eq(timesheetDays.timesheetId, timesheets.id));
  return tx
    .select({
      id: timesheets.id,
      placementId: timesheets.placementId,
      weekStart: timesheets.weekStart,
      hours: sql<string>`coalesce((${dayHours}), ${timesheets.totalHours})::text`,
    })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.status, "approved"),
        sql`${timesheets.weekStart} BETWEEN ${periodStart} AND ${periodEnd}`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(paystubTimesheets)
            .where(eq(paystubTimesheets.timesheetId, timesheets.id)),
        ),
      ),
    )
    .orderBy(asc(timesheets.placementId), asc(timesheets.weekStart));
}

/** This calendar year's finalized stubs of the contractor (by account, or by placement without one). */
async function priorYtd(tx: Executor, year: string, contractor: SQL): Promise<YtdCents> {
  const [row] = await tx
    .select({
      gross: sql<string>`coalesce(sum(${paystubs.gross}), 0)::text`,
      federal: sql<string>`coalesce(sum(${paystubs.federalWithholding}), 0)::text`,
      state: sql<string>`coalesce(sum(${paystubs.stateWithholding}), 0)::text`,
      socialSecurity: sql<string>`coalesce(sum(${paystubs.socialSecurity}), 0)::text`,
      medicare: sql<string>`coalesce(sum(${paystubs.medicare}), 0)::text`,
      deductions: sql<string>`coalesce(sum(${paystubs.benefitDeductions}), 0)::text`,
      net: sql<string>`coalesce(sum(${paystubs.net}), 0)::text`,
    })
    .from(paystubs)
    .innerJoin(payRuns, eq(payRuns.id, paystubs.payRunId))
    .where(
      and(
        eq(payRuns.status, "finalized"),
        sql`${paystubs.payDate} BETWEEN ${`${year}-01-01`} AND ${`${year}-12-31`}`,
        contractor,
      ),
    );
  if (!row) return ZERO_YTD;
  return {
    gross: toCents(row.gross),
    federal: toCents(row.federal),
    state: toCents(row.state),
    socialSecurity: toCents(row.socialSecurity),
    medicare: toCents(row.medicare),
    deductions: toCents(row.deductions),
    net: toCents(row.net),
  };
}

/** Computes and stores the run's stubs from the unpaid approved weeks; returns how many. */
async function computeStubs(tx: Transaction, run: typeof payRuns.$inferSelect): Promise<number> {
  const rates = await getPayrollRates(tx);
  const weeks = await unpaidApprovedWeeks(tx, run.periodStart, run.periodEnd);
  if (weeks.length === 0) return 0;
  const placementIds = [...new Set(weeks.map((week) => week.placementId))];
  const placementRows = await tx
    .select()
    .from(placements)
    .where(inArray(placements.id, placementIds))
    .orderBy(asc(placements.contractorName), asc(placements.startDate), asc(placements.id));
  const year = run.payDate.slice(0, 4);
  /** Year-to-date per contractor, carried across their stubs within this run. */
  const ytdByContractor = new Map<string, YtdCents>();
  for (const placement of placementRows) {
    const paid = weeks.filter((week) => week.placementId === placement.id);
    const key = placement.candidateId ? `candidate:${placement.candidateId}` : `placement:${placement.id}`;
    const before =
      ytdByContractor.get(key) ??
      (await priorYtd(
        tx,
        year,
        placement.candidateId
          ? eq(paystubs.candidateId, placement.candidateId)
          : (and(eq(paystubs.placementId, placement.id), isNull(paystubs.candidateId)) as SQL),
      ));
    const earnings = computeEarnings(paid, placement.payRate, rates);
    const gross = earnings.grossCents;
    const taxes = computeWithholding(gross, before.gross, rates);
    const afterTaxes = gross - taxes.federal - taxes.state - taxes.socialSecurity - taxes.medicare;
    const elected = placement.candidateId
      ? await benefitDeductionsFor(tx, placement.candidateId, centsToMoney(gross), run.payDate)
      : [];
    const deductions = deductionsWithinPay(elected, afterTaxes).filter(
      (deduction) => toCents(deduction.amount) > 0n,
    );
    const deductionCents = sumCents(deductions.map((deduction) => toCents(deduction.amount)));
    const net = afterTaxes - deductionCents;
    const after: YtdCents = {
      gross: before.gross + gross,
      federal: before.federal + taxes.federal,
      state: before.state + taxes.state,
      socialSecurity: before.socialSecurity + taxes.socialSecurity,
      medicare: before.medicare + taxes.medicare,
      deductions: before.deductions + deductionCents,
      net: before.net + net,
    };
    ytdByContractor.set(key, after);
    const [stub] = await tx
      .insert(paystubs)
      .values({
        payRunId: run.id,
        placementId: placement.id,
        candidateId: placement.candidateId,
        contractorName: placement.contractorName,
        payDate: run.payDate,
        regularHours: earnings.regularHours,
        overtimeHours: earnings.overtimeHours,
        payRate: placement.payRate,
        gross: centsToMoney(gross),
        federalWithholding: centsToMoney(taxes.federal),
        stateWithholding: centsToMoney(taxes.state),
        socialSecurity: centsToMoney(taxes.socialSecurity),
        medicare: centsToMoney(taxes.medicare),
        benefitDeductions: centsToMoney(deductionCents),
        net: centsToMoney(net),
        ytdGross: centsToMoney(after.gross),
        ytdFederal: centsToMoney(after.federal),
        ytdState: centsToMoney(after.state),
        ytdSocialSecurity: centsToMoney(after.socialSecurity),
        ytdMedicare: centsToMoney(after.medicare),
        ytdDeductions: centsToMoney(after.deductions),
        ytdNet: centsToMoney(after.net),
      })
      .returning({ id: paystubs.id });
    if (!stub) throw new Error("paystub insert failed");
    await tx
      .insert(paystubTimesheets)
      .values(paid.map((week) => ({ paystubId: stub.id, timesheetId: week.id })));
    if (deductions.length > 0) {
      await tx.insert(paystubDeductions).values(
        deductions.map((deduction) => ({
          paystubId: stub.id,
          label: deduction.label,
          amount: deduction.amount,
        })),
      );
    }
  }
  return placementRows.length;
}

/** Pay runs are computed one at a time, so two runs never claim the same week. */
async function lockPayRuns(tx: Transaction) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pay_runs'))`);
}

async function computing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(PAYROLL_MESSAGES.busy);
    throw error;
  }
}

/** The stub columns a run's totals add up. */
type StubAmounts = Pick<
  PaystubView,
  | "regularHours"
  | "overtimeHours"
  | "gross"
  | "federalWithholding"
  | "stateWithholding"
  | "socialSecurity"
  | "medicare"
  | "benefitDeductions"
  | "net"
>;

function totalsOf(stubs: readonly StubAmounts[]): PayRunSummary["totals"] {
  const cents = (pick: (stub: StubAmounts) => string[]) =>
    sumCents(stubs.flatMap(pick).map((value) => toCents(value)));
  const hours = add("0", ...stubs.flatMap((stub) => [stub.regularHours, stub.overtimeHours]));
  return {
    stubs: stubs.length,
    hours: formatDecimal({ units: toCents(hours), scale: 2 }),
    gross: centsToMoney(cents((stub) => [stub.gross])),
    withholding: centsToMoney(
      cents((stub) => [stub.federalWithholding, stub.stateWithholding, stub.socialSecurity, stub.medicare]),
    ),
    deductions: centsToMoney(cents((stub) => [stub.benefitDeductions])),
    net: centsToMoney(cents((stub) => [stub.net])),
  };
}

function summaryOf(run: typeof payRuns.$inferSelect, stubs: readonly StubAmounts[]): PayRunSummary {
  return {
    id: run.id,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    payDate: run.payDate,
    status: run.status,
    createdBy: run.createdBy,
    createdAt: run.createdAt.toISOString(),
    finalizedAt: run.finalizedAt?.toISOString() ?? null,
    finalizedBy: run.finalizedBy,
    totals: totalsOf(stubs),
  };
}

async function runRow(executor: Executor, id: string, forUpdate = false) {
  if (!isUuid(id)) throw new NotFound(PAYROLL_MESSAGES.runNotFound);
  const query = executor.select().from(payRuns).where(eq(payRuns.id, id));
  const [run] = await (forUpdate ? query.for("update") : query);
  if (!run) throw new NotFound(PAYROLL_MESSAGES.runNotFound);
  return run;
}

/** GET /api/admin/pay-runs/:id: the run, its totals and every stub. */
export async function getPayRun(id: string, executor: Executor = db()): Promise<PayRunDetail> {
  const run = await runRow(executor, id);
  const stubs = await loadStubViews(executor, eq(paystubs.payRunId, run.id));
  return { ...summaryOf(run, stubs), stubs };
}

/** GET /api/admin/pay-runs: the latest 200 runs by pay date, with totals. */
export async function listPayRuns(): Promise<{ rows: PayRunSummary[] }> {
  const runs = await db()
    .select()
    .from(payRuns)
    .orderBy(desc(payRuns.payDate), desc(payRuns.createdAt))
    .limit(200);
  // Only the amounts the totals add up: a full stub view would also read every deduction and week.
  const stubs =
    runs.length > 0
      ? await db()
          .select({
            payRunId: paystubs.payRunId,
            regularHours: paystubs.regularHours,
            overtimeHours: paystubs.overtimeHours,
            gross: paystubs.gross,
            federalWithholding: paystubs.federalWithholding,
            stateWithholding: paystubs.stateWithholding,
            socialSecurity: paystubs.socialSecurity,
            medicare: paystubs.medicare,
            benefitDeductions: paystubs.benefitDeductions,
            net: paystubs.net,
          })
          .from(paystubs)
          .where(
            inArray(
              paystubs.payRunId,
              runs.map((run) => run.id),
            ),
          )
      : [];
  return {
    rows: runs.map((run) =>
      summaryOf(
        run,
        stubs.filter((stub) => stub.payRunId === run.id),
      ),
    ),
  };
}

const auditView = (run: PayRunDetail) => ({
  periodStart: run.periodStart,
  periodEnd: run.periodEnd,
  payDate: run.payDate,
  status: run.status,
  totals: run.totals,
});

/** POST /api/admin/pay-runs: a draft run paying the period's approved, unpaid weeks; 409 when there are none. */
export async function createPayRun(
  actor: AdminActor,
  input: z.output<typeof payRunSchema>,
): Promise<PayRunDetail> {
  return computing(() =>
    db().transaction(async (tx) => {
      await lockPayRuns(tx);
      const [run] = await tx
        .insert(payRuns)
        .values({ ...input, status: "draft", createdBy: actor.email })
        .returning();
      if (!run) throw new Error("pay run insert failed");
      if ((await computeStubs(tx, run)) === 0) throw new Conflict(PAYROLL_MESSAGES.nothingToPay);
      const detail = await getPayRun(run.id, tx);
      await recordAudit(tx, actor, {
        action: "pay_run.created",
        entityType: "pay_run",
        entityId: run.id,
        after: auditView(detail),
      });
      return detail;
    }),
  );
}

async function draftRun(tx: Transaction, id: string) {
  const run = await runRow(tx, id, true);
  if (run.status !== "draft") throw new Conflict(PAYROLL_MESSAGES.alreadyFinalized);
  return run;
}

/** POST /api/admin/pay-runs/:id/recompute: a draft's stubs dropped and computed again with today's data and rates. */
export async function recomputePayRun(actor: AdminActor, id: string): Promise<PayRunDetail> {
  return computing(() =>
    db().transaction(async (tx) => {
      await lockPayRuns(tx);
      const run = await draftRun(tx, id);
      const before = await getPayRun(run.id, tx);
      await tx.delete(paystubs).where(eq(paystubs.payRunId, run.id));
      await computeStubs(tx, run);
      const after = await getPayRun(run.id, tx);
      await recordAudit(tx, actor, {
        action: "pay_run.recomputed",
        entityType: "pay_run",
        entityId: run.id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
}

/** POST /api/admin/pay-runs/:id/finalize: once (409 after); its stubs become the contractors' to read. */
export async function finalizePayRun(actor: AdminActor, id: string): Promise<PayRunDetail> {
  return db().transaction(async (tx) => {
    await lockPayRuns(tx);
    const run = await draftRun(tx, id);
    if (await finalizedSinceComputed(tx, run.id)) throw new Conflict(PAYROLL_MESSAGES.staleDraft);
    await tx
      .update(payRuns)
      .set({ status: "finalized", finalizedAt: sql`now()`, finalizedBy: actor.email })
      .where(eq(payRuns.id, run.id));
    const after = await getPayRun(run.id, tx);
    await recordAudit(tx, actor, {
      action: "pay_run.finalized",
      entityType: "pay_run",
      entityId: run.id,
      before: { status: "draft" },
      after: auditView(after),
    });
    return after;
  });
}

/**
 * Whether a run paying one of this draft's contractors (the account, or the placement when the
 * account is gone) in the same year was finalized after the draft's stubs were computed: their
 * year-to-date figures and Social Security wage base would then be stale.
 */
async function finalizedSinceComputed(tx: Transaction, runId: string): Promise<boolean> {
  const rows = await tx.execute(sql`
    SELECT 1 FROM paystubs mine
      JOIN paystubs other
        ON (other.candidate_id = mine.candidate_id OR other.placement_id = mine.placement_id)
       AND date_part('year', other.pay_date) = date_part('year', mine.pay_date)
      JOIN pay_runs finalized ON finalized.id = other.pay_run_id
       AND finalized.status = 'finalized' AND finalized.finalized_at > mine.created_at
     WHERE mine.pay_run_id = ${runId}
     LIMIT 1`);
  return rows.rows.length > 0;
}

/** DELETE /api/admin/pay-runs/:id: a draft and its stubs go (their weeks are unpaid again); 409 once finalized. */
export async function deletePayRun(actor: AdminActor, id: string): Promise<{ id: string; deleted: true }> {
  return db().transaction(async (tx) => {
    await lockPayRuns(tx);
    const run = await draftRun(tx, id);
    const before = await getPayRun(run.id, tx);
    await tx.delete(payRuns).where(eq(payRuns.id, run.id));
    await recordAudit(tx, actor, {
      action: "pay_run.deleted",
      entityType: "pay_run",
      entityId: run.id,
      before: auditView(before),
    });
    return { id: run.id, deleted: true };
  });
}
