import { and, asc, count, eq, gte, inArray, min, ne, sql, sum } from "drizzle-orm";
import {
  DASHBOARD_NEXT_INTERVIEWS,
  type DashboardCandidates,
  type DashboardInterviews,
  type DashboardInvoices,
  type DashboardOrders,
  type DashboardTimesheets,
  OPEN_ORDER_STATUSES,
  type OpenOrderStatus,
} from "../../../common/employer-dashboard";
import { todayInFlorida } from "../../../common/timesheets";
import { db } from "../../db/client";
import {
  applications,
  candidateSubmissions,
  interviews,
  invoices,
  jobOrders,
  jobs,
  placements,
  timesheets,
} from "../../db/schema";

/*
 * One query per card, each read through the company's own index (job_orders_company_status_idx,
 * candidate_submissions_company_status_idx, jobs_client_company_idx → applications_job_stage_idx →
 * interviews_application_idx, placements_client_company_idx → timesheets_placement_week_unique,
 * invoices_company_issue_idx), so a card costs the company's rows, not the table's.
 */

/** Open orders by status. */
export async function ordersCard(companyId: string): Promise<DashboardOrders> {
  const rows = await db()
    .select({ status: jobOrders.status, count: count() })
    .from(jobOrders)
    .where(and(eq(jobOrders.clientCompanyId, companyId), inArray(jobOrders.status, OPEN_ORDER_STATUSES)))
    .groupBy(jobOrders.status);
  const byStatus = Object.fromEntries(OPEN_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OpenOrderStatus,
    number
  >;
  for (const row of rows) byStatus[row.status as OpenOrderStatus] = row.count;
  return { open: rows.reduce((total, row) => total + row.count, 0), byStatus };
}

/** Candidates recruiters submitted that wait for the company's decision. */
export async function candidatesCard(companyId: string): Promise<DashboardCandidates> {
  const [row] = await db()
    .select({ count: count(), oldest: min(candidateSubmissions.submittedAt) })
    .from(candidateSubmissions)
    .where(
      and(
        eq(candidateSubmissions.clientCompanyId, companyId),
        eq(candidateSubmissions.status, "awaiting_decision"),
      ),
    );
  return { awaitingDecision: row?.count ?? 0, oldestSubmittedAt: row?.oldest?.toISOString() ?? null };
}

/** Interviews not cancelled that start from now on for the company's jobs: how many, and the next few. */
export async function interviewsCard(companyId: string): Promise<DashboardInterviews> {
  const rows = await db()
    .select({
      startsAt: interviews.startsAt,
      status: interviews.status,
      candidateName: applications.fullName,
      jobTitle: jobs.title,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(jobs.clientCompanyId, companyId),
        ne(interviews.status, "cancelled"),
        gte(interviews.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(DASHBOARD_NEXT_INTERVIEWS);
  return {
    upcoming: rows[0]?.total ?? 0,
    next: rows.map(({ total: _total, startsAt, status, ...rest }) => ({
      ...rest,
      startsAt: startsAt.toISOString(),
      status: status === "requested" ? "requested" : "scheduled",
    })),
  };
}

/** The company's contractors' weeks waiting for approval, and their hours. */
export async function timesheetsCard(companyId: string): Promise<DashboardTimesheets> {
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

/** Open invoices and, among them, the overdue ones (past due in Florida's calendar), with what is owed. */
export async function invoicesCard(companyId: string, today = todayInFlorida()): Promise<DashboardInvoices> {
  const owed = sql`${invoices.total} - ${invoices.amountPaid}`;
  const overdue = sql`${invoices.dueDate} < ${today}::date`;
  const [row] = await db()
    .select({
      open: count(),
      openAmount: sql<string>`coalesce(sum(${owed}), 0)::numeric(14,2)::text`,
      overdue: sql<number>`count(*) FILTER (WHERE ${overdue})`.mapWith(Number),
      overdueAmount: sql<string>`coalesce(sum(${owed}) FILTER (WHERE ${overdue}), 0)::numeric(14,2)::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.clientCompanyId, companyId), eq(invoices.status, "open")));
  return {
    open: row?.open ?? 0,
    openAmount: row?.openAmount ?? "0.00",
    overdue: row?.overdue ?? 0,
    overdueAmount: row?.overdueAmount ?? "0.00",
  };
}
