import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { PaystubView } from "../../../common/payroll";
import type { Executor } from "../../db/client";
import {
  payRuns,
  paystubDeductions,
  paystubs,
  paystubTimesheets,
  placements,
  timesheets,
} from "../../db/schema";
import { centsToMoney, multiply, toCents } from "../../kernel/decimal";

/** Stubs matching `where` with their run's period, placement, deductions and weeks, by contractor then pay date. */
export async function loadStubViews(executor: Executor, where: SQL | undefined): Promise<PaystubView[]> {
  const rows = await executor
    .select({
      stub: paystubs,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
      client: placements.client,
      roleTitle: placements.roleTitle,
    })
    .from(paystubs)
    .innerJoin(payRuns, eq(payRuns.id, paystubs.payRunId))
    .innerJoin(placements, eq(placements.id, paystubs.placementId))
    .where(where)
    .orderBy(desc(paystubs.payDate), asc(paystubs.contractorName), asc(paystubs.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.stub.id);
  const deductions = await executor
    .select()
    .from(paystubDeductions)
    .where(inArray(paystubDeductions.paystubId, ids))
    .orderBy(asc(paystubDeductions.label));
  const weeks = await executor
    .select({ paystubId: paystubTimesheets.paystubId, weekStart: timesheets.weekStart })
    .from(paystubTimesheets)
    .innerJoin(timesheets, eq(timesheets.id, paystubTimesheets.timesheetId))
    .where(inArray(paystubTimesheets.paystubId, ids))
    .orderBy(asc(timesheets.weekStart));
  return rows.map(({ stub, periodStart, periodEnd, client, roleTitle }) => ({
    id: stub.id,
    payRunId: stub.payRunId,
    payDate: stub.payDate,
    periodStart,
    periodEnd,
    placementId: stub.placementId,
    candidateId: stub.candidateId,
    contractorName: stub.contractorName,
    client,
    roleTitle,
    regularHours: stub.regularHours,
    overtimeHours: stub.overtimeHours,
    payRate: stub.payRate,
    overtimeRate: overtimeRateOf(stub),
    gross: stub.gross,
    federalWithholding: stub.federalWithholding,
    stateWithholding: stub.stateWithholding,
    socialSecurity: stub.socialSecurity,
    medicare: stub.medicare,
    benefitDeductions: stub.benefitDeductions,
    deductions: deductions
      .filter((deduction) => deduction.paystubId === stub.id)
      .map(({ label, amount }) => ({ label, amount })),
    net: stub.net,
    ytd: {
      gross: stub.ytdGross,
      federal: stub.ytdFederal,
      state: stub.ytdState,
      socialSecurity: stub.ytdSocialSecurity,
      medicare: stub.ytdMedicare,
      deductions: stub.ytdDeductions,
      net: stub.ytdNet,
    },
    weeks: weeks.filter((week) => week.paystubId === stub.id).map((week) => week.weekStart),
  }));
}

/**
 * The overtime rate actually paid: overtime pay ÷ overtime hours, i.e. gross − regular × rate over
 * the overtime hours (the multiplier in force when the stub was computed); the pay rate without overtime.
 */
function overtimeRateOf(stub: typeof paystubs.$inferSelect): string {
  const overtimeCents = toCents(stub.overtimeHours);
  if (overtimeCents === 0n) return stub.payRate;
  const regularPay = toCents(multiply(stub.regularHours, stub.payRate));
  const overtimePay = toCents(stub.gross) - regularPay;
  // cents ÷ hundredths of hours → dollars per hour, rounded half-up to the cent.
  const rate = (overtimePay * 100n * 2n + overtimeCents) / (2n * overtimeCents);
  return centsToMoney(rate);
}
