/** Contractors' weeks as a client company's approvers see them in the employer portal (issue 18). */
import type { TimesheetReview } from "./timesheets";

/** A week of one of the company's contractors, with the decision once there is one. */
export type EmployerTimesheet = TimesheetReview & {
  placementId: string;
  approvedAt: string | null;
  /** The email of whoever approved: an employer user, the supervisor's link or staff. */
  approvedBy: string | null;
  rejectionReason: string | null;
  /** When the week last changed (the decision, for decided weeks). */
  updatedAt: string;
};

/** GET /api/employers/timesheets: the weeks waiting for approval (oldest first) and the latest decided ones. */
export type EmployerTimesheets = { waiting: EmployerTimesheet[]; recent: EmployerTimesheet[] };

/** How many decided weeks the page shows. */
export const RECENT_DECIDED_WEEKS = 20;
/** How many weeks one bulk approval may hold. */
export const BULK_APPROVAL_MAX = 100;

/** One week's result of a bulk approval: each week is approved on its own, or not at all. */
export type BulkApprovalResult =
  | { id: string; outcome: "approved" }
  | { id: string; outcome: "refused"; status: number; message: string };

export const EMPLOYER_TIMESHEET_MESSAGES = {
  bulkIds: `Choose between 1 and ${BULK_APPROVAL_MAX} weeks to approve.`,
} as const;
