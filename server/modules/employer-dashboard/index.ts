/**
 * The employer portal's dashboard (issue 18): read-only counts of the company's orders, candidates,
 * interviews, timesheets, invoices and onboarding, each card only for the roles that may use its page.
 * Each card is its feature's own summary: the rules (what is open, what is overdue) stay there.
 */

import type { EmployerDashboard } from "../../../common/employer-dashboard";
import { canEmployer, type EmployerPermission } from "../../../common/employer-options";
import type { EmployerSession } from "../../kernel/employer-session";
import { awaitingDecisionSummary } from "../candidate-submissions";
import { onboardingProgress } from "../client-onboarding";
import { waitingWeeksSummary } from "../employer-timesheets";
import { upcomingInterviewsSummary } from "../interviews";
import { openInvoicesSummary } from "../invoices";
import { openOrdersSummary } from "../job-orders";

/*
 * One query per card, each read through the company's own index (job_orders_company_status_idx,
 * candidate_submissions_company_status_idx, jobs_client_company_idx → applications_job_stage_idx →
 * interviews_application_idx, placements_client_company_idx → timesheets_placement_week_unique,
 * invoices_company_issue_idx), so a card costs the company's rows, not the table's.
 */

/** GET /api/employers/dashboard and /employer/dashboard: the cards run side by side, one query each. */
export async function getEmployerDashboard(session: EmployerSession): Promise<EmployerDashboard> {
  const { companyId } = session;
  const when = <Card>(permission: EmployerPermission, card: (id: string) => Promise<Card>) =>
    canEmployer(session.role, permission) ? card(companyId) : Promise.resolve(null);
  const [orders, candidates, interviews, timesheets, invoices, onboarding] = await Promise.all([
    openOrdersSummary(companyId),
    when("manageCandidates", awaitingDecisionSummary),
    when("manageCandidates", upcomingInterviewsSummary),
    when("approveTimesheets", waitingWeeksSummary),
    when("viewInvoices", openInvoicesSummary),
    onboardingProgress(companyId),
  ]);
  return { orders, candidates, interviews, timesheets, invoices, onboarding };
}
