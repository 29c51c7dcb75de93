import { and, eq, sql } from "drizzle-orm";
import { addDays, mondayOf, type TimesheetWeek, todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { timesheetDays, timesheets } from "../../db/schema";
import { Conflict, Invalid } from "../../errors";
import { parseInput } from "../../kernel/parse-input";
import { issueApprovalLink } from "./approval-links";
import { ownPlacement, type PlacementRow } from "./placements";
import { weekDaysSchema, weekQuerySchema } from "./timesheet-input";
import { inPlacement, loadWeekDays, type TimesheetRow, totalsOf } from "./week-days";

export const TIMESHEET_MESSAGES = {
  readOnly: "This week was submitted and can no longer be changed.",
  nothingToSubmit: "Enter and save the week's hours before submitting it.",
  futureWeek: "You cannot fill in a week that has not started yet.",
} as const;

type WeekQuery = { placement?: unknown; week?: unknown };

/** The placement and Monday a request names (the current assignment and this week by default). */
async function resolveWeek(candidateId: string, query: WeekQuery) {
  const input = parseInput(weekQuerySchema, {
    placement: typeof query.placement === "string" ? query.placement : undefined,
    week: typeof query.week === "string" && query.week !== "" ? query.week : undefined,
  });
  const placement = await ownPlacement(candidateId, input.placement);
  const thisMonday = mondayOf(todayInFlorida());
  const weekStart = input.week ?? thisMonday;
  if (weekStart > thisMonday)
    throw new Invalid(TIMESHEET_MESSAGES.futureWeek, { week: TIMESHEET_MESSAGES.futureWeek });
  return { placement, weekStart, thisMonday };
}

async function findTimesheet(executor: Executor, placementId: string, weekStart: string, lock = false) {
  const query = executor
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.placementId, placementId), eq(timesheets.weekStart, weekStart)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

const isEditable = (row: TimesheetRow | null) => !row || row.status === "draft" || row.status === "rejected";

async function weekView(
  executor: Executor,
  placement: PlacementRow,
  weekStart: string,
  thisMonday: string,
  row: TimesheetRow | null,
): Promise<TimesheetWeek> {
  const days = await loadWeekDays(executor, placement, weekStart, row?.id ?? null);
  const next = addDays(weekStart, 7);
  return {
    id: row?.id ?? null,
    placement: {
      id: placement.id,
      client: placement.client,
      roleTitle: placement.roleTitle,
      startDate: placement.startDate,
      endDate: placement.endDate,
    },
    weekStart,
    weekEnd: addDays(weekStart, 6),
    previousWeek: addDays(weekStart, -7),
    nextWeek: next > thisMonday ? null : next,
    status: row?.status ?? "draft",
    days,
    ...totalsOf(days),
    rejectionReason: row?.rejectionReason ?? null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    approvedAt: row?.approvedAt?.toISOString() ?? null,
    editable: isEditable(row),
  };
}

/** GET ?placement=&week=: the week of one of the candidate's own assignments. */
export async function getCandidateWeek(
  session: { candidateId: string },
  query: WeekQuery,
): Promise<TimesheetWeek> {
  const { placement, weekStart, thisMonday } = await resolveWeek(session.candidateId, query);
  const row = await findTimesheet(db(), placement.id, weekStart);
  return weekView(db(), placement, weekStart, thisMonday, row);
}

/**
 * PUT: saves the week as a draft (a rejected week becomes a draft again, keeping the reason until it
 * is submitted). Days outside the assignment's dates may not have hours. 409 once submitted or approved.
 */
export async function saveCandidateWeek(
  session: { candidateId: string },
  query: WeekQuery,
  body: unknown,
): Promise<TimesheetWeek> {
  const { placement, weekStart, thisMonday } = await resolveWeek(session.candidateId, query);
  const { days } = parseInput(weekDaysSchema, body ?? {});
  const fields: Record<string, string> = {};
  days.forEach((day, index) => {
    const date = addDays(weekStart, index);
    if (day.hours > 0 && !inPlacement(placement, date)) {
      fields[`days.${index}.hours`] =
        date < placement.startDate
          ? "This day is before your assignment started."
          : "This day is after your assignment ended.";
    }
  });
  if (Object.keys(fields).length > 0) throw new Invalid("Please correct the highlighted days.", fields);
  const total = days.reduce((sum, day) => sum + day.hours, 0);
  return db().transaction(async (tx) => {
    await tx
      .insert(timesheets)
      .values({ placementId: placement.id, weekStart })
      .onConflictDoNothing({ target: [timesheets.placementId, timesheets.weekStart] });
    const current = await findTimesheet(tx, placement.id, weekStart, true);
    if (!current) throw new Error("timesheet upsert failed");
    if (!isEditable(current)) throw new Conflict(TIMESHEET_MESSAGES.readOnly);
    await tx.delete(timesheetDays).where(eq(timesheetDays.timesheetId, current.id));
    await tx.insert(timesheetDays).values(
      days.map((day, index) => ({
        timesheetId: current.id,
        workDate: addDays(weekStart, index),
        hours: day.hours.toFixed(2),
        breakMinutes: day.breakMinutes,
        note: day.note === "" ? null : day.note,
      })),
    );
    const [saved] = await tx
      .update(timesheets)
      .set({ status: "draft", totalHours: total.toFixed(2), updatedAt: sql`now()` })
      .where(eq(timesheets.id, current.id))
      .returning();
    return weekView(tx, placement, weekStart, thisMonday, saved ?? current);
  });
}

/**
 * POST .../submit: the saved week goes to approval (409 when there is nothing saved, no hours, or it
 * was already submitted or approved); the supervisor is emailed a one-time link when the placement
 * has a supervisor email.
 */
export async function submitCandidateWeek(
  session: { candidateId: string },
  query: WeekQuery,
): Promise<TimesheetWeek> {
  const { placement, weekStart, thisMonday } = await resolveWeek(session.candidateId, query);
  return db().transaction(async (tx) => {
    const current = await findTimesheet(tx, placement.id, weekStart, true);
    if (!current || Number(current.totalHours) <= 0) throw new Conflict(TIMESHEET_MESSAGES.nothingToSubmit);
    if (!isEditable(current)) throw new Conflict(TIMESHEET_MESSAGES.readOnly);
    const [submitted] = await tx
      .update(timesheets)
      .set({
        status: "submitted",
        submittedAt: sql`now()`,
        rejectionReason: null,
        approvedAt: null,
        approvedBy: null,
        updatedAt: sql`now()`,
      })
      .where(eq(timesheets.id, current.id))
      .returning();
    if (!submitted) throw new Error("timesheet submit failed");
    await issueApprovalLink(tx, submitted, placement);
    return weekView(tx, placement, weekStart, thisMonday, submitted);
  });
}
