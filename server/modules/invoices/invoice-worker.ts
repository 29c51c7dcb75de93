import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { InvoiceRunReport } from "../../../common/invoices";
import { addDays, mondayOf, todayInFlorida, WORKWEEK_TIME_ZONE } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { type PeriodicTask, startPeriodicTask } from "../../kernel/periodic-task";
import { runWeeklyInvoices } from "./invoice-runs";

export type InvoiceWorker = PeriodicTask;

/** Tuesday 06:00 Eastern: Monday is for approving last week's hours, so the run waits a day. */
const RUN_WEEKDAY = "Tue";
const RUN_HOUR = 6;

const EASTERN = new Intl.DateTimeFormat("en-US", {
  timeZone: WORKWEEK_TIME_ZONE,
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/** The week to bill at `now`: last week, from Tuesday 06:00 Eastern to the end of Tuesday; else none. */
export function scheduledInvoiceWeek(now: Date): string | null {
  const parts = Object.fromEntries(EASTERN.formatToParts(now).map((part) => [part.type, part.value]));
  if (parts.weekday !== RUN_WEEKDAY || Number(parts.hour) < RUN_HOUR) return null;
  return addDays(mondayOf(todayInFlorida(now)), -7);
}

/** How far back the scheduled run looks for weeks approved after their own run. */
const LATE_WEEKS_LOOKBACK_DAYS = 182;

/**
 * Earlier weeks with approved hours no invoice holds yet: approved after their Tuesday had passed.
 * Placements without a client company are left to the staff's run, which reports them.
 */
async function lateApprovedWeeks(tx: Executor, week: string): Promise<string[]> {
  const { rows } = await tx.execute<{ week_start: string }>(sql`
    SELECT DISTINCT t.week_start::text AS week_start
    FROM timesheets t JOIN placements p ON p.id = t.placement_id
    WHERE t.status = 'approved' AND t.week_start < ${week}
      AND t.week_start >= ${addDays(week, -LATE_WEEKS_LOOKBACK_DAYS)}
      AND p.client_company_id IS NOT NULL AND p.hire_type <> 'direct_hire'
      AND NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.timesheet_id = t.id AND l.billable)
    ORDER BY week_start`);
  return rows.map((row) => row.week_start);
}

/**
 * The scheduled weekly run, as "system": last week, and before it any earlier week whose hours were
 * approved after its own run (each week its own invoices, as staff would run them). Every instance
 * ticks; a transaction-scoped advisory lock, tried not awaited, lets one of them run (ADR 0014), and
 * a week already billed issues nothing again, so the ticks through Tuesday bill only weeks approved
 * late that day. Null when not due or another instance holds the run; else a report per week.
 */
export async function runScheduledInvoices(now: Date = new Date()): Promise<InvoiceRunReport[] | null> {
  const week = scheduledInvoiceWeek(now);
  if (!week) return null;
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('invoice-run')) AS locked`,
    );
    if (!rows[0]?.locked) return null;
    const reports: InvoiceRunReport[] = [];
    for (const each of [...(await lateApprovedWeeks(tx, week)), week]) {
      reports.push(await runWeeklyInvoices("system", each, now));
    }
    return reports;
  });
}

/** Checks every `intervalMs` (15 minutes by default) whether the weekly run is due. */
export function startInvoiceWorker({
  logger,
  intervalMs = 15 * 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): InvoiceWorker {
  const log = logger.child({ component: "invoices" });
  return startPeriodicTask({
    name: "invoice run",
    intervalMs,
    log,
    run: async () => {
      for (const report of (await runScheduledInvoices()) ?? []) {
        if (report.issued.length === 0 && report.skipped.length === 0) continue;
        log.info(
          { week: report.weekStart, issued: report.issued.length, skipped: report.skipped.length },
          "invoice run: issued invoices for the week",
        );
      }
    },
  });
}
