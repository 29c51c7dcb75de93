import { z } from "zod";
import {
  BULK_APPROVAL_MAX,
  type BulkApprovalResult,
  EMPLOYER_TIMESHEET_MESSAGES,
} from "../../../common/employer-timesheets";
import type { TimesheetReview } from "../../../common/timesheets";
import { db } from "../../db/client";
import { DomainError } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { parseInput } from "../../kernel/parse-input";
import { findSessionUser } from "../employer-accounts";
import { decideTimesheetById, rejectionSchema } from "../timesheets";
import { ofCompany } from "./company-weeks";

/**
 * One week decided by the company's approver through the timesheets module's own rule (the one
 * staff and the emailed link use): approved_by is the user's email, the contractor is emailed.
 * Another company's week is 404; a week not waiting for approval 409.
 */
async function decideCompanyWeek(
  session: EmployerSession,
  id: string,
  decision: "approved" | "rejected",
  reason: string | null,
): Promise<TimesheetReview> {
  const user = await findSessionUser(session);
  return db().transaction(async (tx) => {
    const { review } = await decideTimesheetById(tx, {
      id,
      scope: ofCompany(session),
      decision,
      decidedBy: user.email,
      reason,
    });
    return review;
  });
}

/** POST /api/employers/timesheets/:id/approve. */
export function approveCompanyWeek(session: EmployerSession, id: string): Promise<TimesheetReview> {
  requireEmployerPermission(session, "approveTimesheets");
  return decideCompanyWeek(session, id, "approved", null);
}

/** POST /api/employers/timesheets/:id/reject { reason } (required). */
export function rejectCompanyWeek(
  session: EmployerSession,
  id: string,
  body: unknown,
): Promise<TimesheetReview> {
  requireEmployerPermission(session, "approveTimesheets");
  const { reason } = parseInput(rejectionSchema, body ?? {});
  return decideCompanyWeek(session, id, "rejected", reason);
}

export const bulkApprovalSchema = z.object({
  ids: z
    .array(z.string({ error: EMPLOYER_TIMESHEET_MESSAGES.bulkIds }), {
      error: EMPLOYER_TIMESHEET_MESSAGES.bulkIds,
    })
    .min(1, EMPLOYER_TIMESHEET_MESSAGES.bulkIds)
    .max(BULK_APPROVAL_MAX, EMPLOYER_TIMESHEET_MESSAGES.bulkIds),
});

/**
 * POST /api/employers/timesheets/approve { ids }: each week in its own transaction, so one refused
 * week (another company's, already decided) leaves the others approved; the result says which.
 */
export async function bulkApproveCompanyWeeks(
  session: EmployerSession,
  input: z.output<typeof bulkApprovalSchema>,
): Promise<BulkApprovalResult[]> {
  requireEmployerPermission(session, "approveTimesheets");
  const results: BulkApprovalResult[] = [];
  for (const id of new Set(input.ids)) {
    try {
      await decideCompanyWeek(session, id, "approved", null);
      results.push({ id, outcome: "approved" });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ id, outcome: "refused", status: error.status, message: error.message });
    }
  }
  return results;
}
