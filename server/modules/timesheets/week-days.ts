import { eq, inArray } from "drizzle-orm";
import { addDays, splitOvertime, type TimesheetDay, type TimesheetReview } from "../../../common/timesheets";
import type { Executor } from "../../db/client";
import { timesheetDays, type timesheets } from "../../db/schema";
import type { PlacementRow } from "./placements";

export type TimesheetRow = typeof timesheets.$inferSelect;
type StoredDay = typeof timesheetDays.$inferSelect;
type PlacementDates = Pick<PlacementRow, "startDate" | "endDate">;

export function inPlacement(placement: PlacementDates, date: string): boolean {
  return date >= placement.startDate && (placement.endDate === null || date <= placement.endDate);
}

/** The seven days (Monday to Sunday) of a week, with what is stored for them (zeros otherwise). */
function weekDaysOf(placement: PlacementDates, weekStart: string, stored: StoredDay[]): TimesheetDay[] {
  const byDate = new Map(stored.map((day) => [day.workDate, day]));
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(weekStart, index);
    const day = byDate.get(date);
    return {
      date,
      hours: day ? Number(day.hours) : 0,
      breakMinutes: day?.breakMinutes ?? 0,
      note: day?.note ?? "",
      inPlacement: inPlacement(placement, date),
    };
  });
}

/** The days stored for these timesheets, by timesheet id, in one query. */
export async function storedDays(
  executor: Executor,
  timesheetIds: string[],
): Promise<Map<string, StoredDay[]>> {
  const rows =
    timesheetIds.length === 0
      ? []
      : await executor.select().from(timesheetDays).where(inArray(timesheetDays.timesheetId, timesheetIds));
  const byTimesheet = new Map<string, StoredDay[]>();
  for (const row of rows) {
    const days = byTimesheet.get(row.timesheetId);
    if (days) days.push(row);
    else byTimesheet.set(row.timesheetId, [row]);
  }
  return byTimesheet;
}

/** The seven days of a week of the placement; `timesheetId` null when nothing is stored yet. */
export async function loadWeekDays(
  executor: Executor,
  placement: PlacementDates,
  weekStart: string,
  timesheetId: string | null,
): Promise<TimesheetDay[]> {
  const stored = timesheetId
    ? await executor.select().from(timesheetDays).where(eq(timesheetDays.timesheetId, timesheetId))
    : [];
  return weekDaysOf(placement, weekStart, stored);
}

export function totalsOf(days: TimesheetDay[]) {
  const totalHours = days.reduce((sum, day) => sum + day.hours, 0);
  return { totalHours, ...splitOvertime(totalHours) };
}

/** A timesheet with its placement and stored days, as the supervisor and staff review it. */
export function reviewOf(
  timesheet: TimesheetRow,
  placement: PlacementRow,
  stored: StoredDay[],
): TimesheetReview {
  const days = weekDaysOf(placement, timesheet.weekStart, stored);
  return {
    id: timesheet.id,
    contractorName: placement.contractorName,
    client: placement.client,
    roleTitle: placement.roleTitle,
    weekStart: timesheet.weekStart,
    weekEnd: addDays(timesheet.weekStart, 6),
    status: timesheet.status,
    days,
    ...totalsOf(days),
    submittedAt: timesheet.submittedAt?.toISOString() ?? null,
  };
}

/** One timesheet's review, its days read from the database. */
export async function reviewView(
  executor: Executor,
  timesheet: TimesheetRow,
  placement: PlacementRow,
): Promise<TimesheetReview> {
  const stored = await storedDays(executor, [timesheet.id]);
  return reviewOf(timesheet, placement, stored.get(timesheet.id) ?? []);
}

/**
 * Several timesheets' reviews, their days read in one query, in the order given; `extra` adds what
 * the caller shows beside each review (staff: the placement id; the employer portal: the decision).
 */
export async function reviewsOf<Row extends { timesheet: TimesheetRow; placement: PlacementRow }, Extra>(
  executor: Executor,
  rows: Row[],
  extra: (row: Row) => Extra,
): Promise<(TimesheetReview & Extra)[]> {
  const stored = await storedDays(
    executor,
    rows.map((row) => row.timesheet.id),
  );
  return rows.map((row) => ({
    ...reviewOf(row.timesheet, row.placement, stored.get(row.timesheet.id) ?? []),
    ...extra(row),
  }));
}
