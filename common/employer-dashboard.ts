/** The employer portal's dashboard (issue 18): one card per area, for the roles that may use its page. */
import type { OnboardingProgress } from "./client-onboarding";
import type { JobOrderStatus } from "./job-orders";

/** The order statuses the dashboard counts as open, in the order an order goes through them. */
export const OPEN_ORDER_STATUSES = [
  "submitted",
  "accepted",
  "sourcing",
  "interviewing",
] as const satisfies readonly JobOrderStatus[];
export type OpenOrderStatus = (typeof OPEN_ORDER_STATUSES)[number];

export type DashboardOrders = { open: number; byStatus: Record<OpenOrderStatus, number> };
export type DashboardCandidates = { awaitingDecision: number; oldestSubmittedAt: string | null };
export type DashboardInterview = {
  startsAt: string;
  status: "requested" | "scheduled";
  candidateName: string;
  jobTitle: string;
};
export type DashboardInterviews = { upcoming: number; next: DashboardInterview[] };
export type DashboardTimesheets = { waiting: number; hours: number; oldestWeekStart: string | null };
/** Amounts are decimal strings (what is still owed: total less payments). */
export type DashboardInvoices = { open: number; openAmount: string; overdue: number; overdueAmount: string };

/** GET /api/employers/dashboard: a card is null when the user's role may not use its page. */
export type EmployerDashboard = {
  orders: DashboardOrders;
  candidates: DashboardCandidates | null;
  interviews: DashboardInterviews | null;
  timesheets: DashboardTimesheets | null;
  invoices: DashboardInvoices | null;
  onboarding: OnboardingProgress;
};

/** How many upcoming interviews the card lists. */
export const DASHBOARD_NEXT_INTERVIEWS = 3;
