import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { WorkforceSummary } from "../../../common/payroll";
import { addDays, mondayOf, todayInFlorida } from "../../../common/timesheets";
import { db } from "../../db/client";
import { payRuns, paystubs, placements, timesheets } from "../../db/schema";
import { add, formatDecimal, toCents } from "../../kernel/decimal";

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * The next pay date: contractors are paid every Friday for the previous Monday–Sunday week, so it
 * is the next Friday on or after today, unless a pay run already drafted for the contractor names an
 * upcoming pay date that comes sooner or later (staff moved it for a holiday): then that run's date.
 */
export async function nextPayDate(candidateId: string, now: Date = new Date()): Promise<string> {
  const today = todayInFlorida(now);
  const friday = addDays(today, (5 - weekday(today) + 7) % 7);
  const [drafted] = await db()
    .select({ payDate: payRuns.payDate })
    .from(paystubs)
    .innerJoin(payRuns, eq(payRuns.id, paystubs.payRunId))
    .where(
      and(eq(paystubs.candidateId, candidateId), eq(payRuns.status, "draft"), gte(payRuns.payDate, today)),
    )
    .orderBy(asc(payRuns.payDate))
    .limit(1);
  return drafted?.payDate ?? friday;
}

/**
 * The dashboard's workforce cards for a contractor (a candidate with a placement); null for
 * candidates never placed. Only the candidate's own rows are read.
 */
export async function workforceSummary(
  candidateId: string,
  now: Date = new Date(),
): Promise<WorkforceSummary | null> {
  const today = todayInFlorida(now);
  const rows = await db()
    .select()
    .from(placements)
    .where(eq(placements.candidateId, candidateId))
    .orderBy(desc(placements.startDate));
  if (rows.length === 0) return null;
  const active = rows.filter(
    (row) =>
      row.status === "active" && row.startDate <= today && (row.endDate === null || row.endDate >= today),
  );
  const current = active[0] ?? null;
  const weekStart = mondayOf(today);
  const sheets =
    active.length > 0
      ? await db()
          .select({
            placementId: timesheets.placementId,
            totalHours: timesheets.totalHours,
            status: timesheets.status,
          })
          .from(timesheets)
          .where(
            and(
              inArray(
                timesheets.placementId,
                active.map((row) => row.id),
              ),
              eq(timesheets.weekStart, weekStart),
            ),
          )
      : [];
  const submitted = sheets.filter((sheet) => sheet.status !== "draft");
  const hours = add("0", ...submitted.map((sheet) => sheet.totalHours));
  const ownSheet = sheets.find((sheet) => sheet.placementId === current?.id) ?? sheets[0];
  const [last] = await db()
    .select({ id: paystubs.id, net: paystubs.net, payDate: paystubs.payDate })
    .from(paystubs)
    .innerJoin(payRuns, eq(payRuns.id, paystubs.payRunId))
    .where(and(eq(paystubs.candidateId, candidateId), eq(payRuns.status, "finalized")))
    .orderBy(desc(paystubs.payDate), desc(paystubs.createdAt))
    .limit(1);
  return {
    currentPlacement: current
      ? { id: current.id, client: current.client, roleTitle: current.roleTitle, since: current.startDate }
      : null,
    thisWeek: {
      weekStart,
      hoursSubmitted: formatDecimal({ units: toCents(hours), scale: 2 }),
      status: ownSheet?.status ?? null,
    },
    nextPayDate: await nextPayDate(candidateId, now),
    lastPay: last ? { paystubId: last.id, net: last.net, payDate: last.payDate } : null,
  };
}

/** The console's default for a new run: last week (Monday–Sunday, eastern time), paid this week's Friday. */
export function defaultPayRunPeriod(now: Date = new Date()): {
  periodStart: string;
  periodEnd: string;
  payDate: string;
} {
  const today = todayInFlorida(now);
  const thisMonday = mondayOf(today);
  return {
    periodStart: addDays(thisMonday, -7),
    periodEnd: addDays(thisMonday, -1),
    payDate: addDays(thisMonday, 4),
  };
}
