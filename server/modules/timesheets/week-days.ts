import { asc, eq } from "drizzle-orm";
import { addDays, splitOvertime, type TimesheetDay, type TimesheetReview } from "../../../common/timesheets";
import type { Executor } from "../../db/client";
import { timesheetDays, type timesheets } from "../../db/schema";
import type { PlacementRow } from "./placements";

export type TimesheetRow = typeof timesheets.$inferSelect;

export function inPlacement(placement: Pick<PlacementRow, "startDate" | "endDate">, date: string): boolean {
  return date >= placement.startDate && (placement.endDate === null || date <= placement.endDate);
}

/** The seven days (Monday to Sunday) of a week, with what is stored for them (zeros otherwise). */
export async function loadWeekDays(
  executor: Executor,
  placement: Pick<PlacementRow, "startDate" | "endDate">,
  weekStart: string,
  timesheetId: string | null,
): Promise<TimesheetDay[]> {
  const stored = timesheetId
    ? await executor
        .select()
        .from(timesheetDays)
        .where(eq(timesheetDays.timesheetId, timesheetId))
        .orderBy(asc(timesheetDays.workDate))
    : [];
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

export function totalsOf(days: TimesheetDay[]) {
  const totalHours = days.reduce((sum, day) => sum + day.hours, 0);
  return { totalHours, ...splitOvertime(totalHours) };
}

/** A timesheet with its placement and days, as the supervisor and staff review it. */
export async function reviewView(
  executor: Executor,
  timesheet: TimesheetRow,
  placement: PlacementRow,
): Promise<TimesheetReview> {
  const days = await loadWeekDays(executor, placement, timesheet.weekStart, timesheet.id);
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
