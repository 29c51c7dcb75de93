/**
 * The employer portal's dashboard (issue 18): read-only counts of the company's orders, candidates,
 * interviews, timesheets, invoices and onboarding, each card only for the roles that may use its page.
 */

import type { EmployerDashboard } from "../../../common/employer-dashboard";
import { canEmployer, type EmployerPermission } from "../../../common/employer-options";
import type { EmployerSession } from "../../kernel/employer-session";
import { onboardingProgress } from "../client-onboarding";
import { candidatesCard, interviewsCard, invoicesCard, ordersCard, timesheetsCard } from "./cards";

/** GET /api/employers/dashboard and /employer/dashboard: the cards run side by side, one query each. */
export async function getEmployerDashboard(session: EmployerSession): Promise<EmployerDashboard> {
  const { companyId } = session;
  const when = <Card>(permission: EmployerPermission, card: (id: string) => Promise<Card>) =>
    canEmployer(session.role, permission) ? card(companyId) : Promise.resolve(null);
  const [orders, candidates, interviews, timesheets, invoices, onboarding] = await Promise.all([
    ordersCard(companyId),
    when("manageCandidates", candidatesCard),
    when("manageCandidates", interviewsCard),
    when("approveTimesheets", timesheetsCard),
    when("viewInvoices", invoicesCard),
    onboardingProgress(companyId),
  ]);
  return { orders, candidates, interviews, timesheets, invoices, onboarding };
}
