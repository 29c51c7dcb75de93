import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { addDays, mondayOf, todayInFlorida, WORKWEEK_TIME_ZONE } from "../../../common/timesheets";
import { db } from "../../db/client";
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

/**
 * The scheduled weekly run, as "system". Every instance ticks; a transaction-scoped advisory lock,
 * tried not awaited, lets one of them run (ADR 0014), and a week already billed issues nothing
 * again, so the ticks through Tuesday bill only weeks approved late that day.
 */
export async function runScheduledInvoices(now: Date = new Date()) {
  const week = scheduledInvoiceWeek(now);
  if (!week) return null;
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('invoice-run')) AS locked`,
    );
    if (!rows[0]?.locked) return null;
    return runWeeklyInvoices("system", week, now);
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
      const report = await runScheduledInvoices();
      if (report && (report.issued.length > 0 || report.skipped.length > 0)) {
        log.info(
          { week: report.weekStart, issued: report.issued.length, skipped: report.skipped.length },
          "invoice run: issued invoices for last week",
        );
      }
    },
  });
}
