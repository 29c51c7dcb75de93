import { and, asc, count, desc, eq, inArray, min, sum } from "drizzle-orm";
import type { DashboardTimesheets } from "../../../common/employer-dashboard";
import { type EmployerTimesheets, RECENT_DECIDED_WEEKS } from "../../../common/employer-timesheets";
import { db } from "../../db/client";
import { placements, timesheets } from "../../db/schema";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { type PlacementRow, reviewsOf, type TimesheetRow } from "../timesheets";

/** Only the weeks of the company's own contractors: what every read and decision here is narrowed to. */
export const ofCompany = (session: EmployerSession) => eq(placements.clientCompanyId, session.companyId);

function companyWeeks(session: EmployerSession, status: TimesheetRow["status"][]) {
  return db()
    .select({ timesheet: timesheets, placement: placements })
    .from(timesheets)
    .innerJoin(placements, eq(placements.id, timesheets.placementId))
    .where(and(ofCompany(session), inArray(timesheets.status, status)))
    .$dynamic();
}

const decisionOf = ({ timesheet, placement }: { timesheet: TimesheetRow; placement: PlacementRow }) => ({
  placementId: placement.id,
  approvedAt: timesheet.approvedAt?.toISOString() ?? null,
  approvedBy: timesheet.approvedBy,
  rejectionReason: timesheet.rejectionReason,
  updatedAt: timesheet.updatedAt.toISOString(),
});

/**
 * /employer/timesheets: the company's contractors' weeks waiting for approval (oldest submission
 * first) and the latest decided ones, each day by day. Approvers only (approveTimesheets).
 */
export async function listCompanyTimesheets(session: EmployerSession): Promise<EmployerTimesheets> {
  requireEmployerPermission(session, "approveTimesheets");
  const [waiting, recent] = await Promise.all([
    companyWeeks(session, ["submitted"]).orderBy(asc(timesheets.submittedAt), asc(timesheets.id)),
    companyWeeks(session, ["approved", "rejected"])
      .orderBy(desc(timesheets.updatedAt), desc(timesheets.id))
      .limit(RECENT_DECIDED_WEEKS),
  ]);
  const [waitingViews, recentViews] = await Promise.all([
    reviewsOf(db(), waiting, decisionOf),
    reviewsOf(db(), recent, decisionOf),
  ]);
  return { waiting: waitingViews, recent: recentViews };
}

/** The company's contractors' weeks waiting for approval, and their hours. */
export async function waitingWeeksSummary(companyId: string): Promise<DashboardTimesheets> {
  const [row] = await db()
    .select({
      count: count(),
      hours: sum(timesheets.totalHours).mapWith(Number),
      oldest: min(timesheets.weekStart),
    })
    .from(timesheets)
    .innerJoin(placements, eq(placements.id, timesheets.placementId))
    .where(and(eq(placements.clientCompanyId, companyId), eq(timesheets.status, "submitted")));
  return { waiting: row?.count ?? 0, hours: row?.hours ?? 0, oldestWeekStart: row?.oldest ?? null };
}
