import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { TimesheetReview } from "../../../common/timesheets";
import type { Executor } from "../../db/client";
import { candidates, placements, timesheetApprovalLinks, timesheets } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { enqueueMail } from "../../mail/outbox";
import { timesheetOutcomeEmail } from "./emails";
import type { PlacementRow } from "./placements";
import { reviewView, type TimesheetRow } from "./week-days";

export const TIMESHEET_NOT_FOUND = "We could not find that timesheet.";

/** Why a week cannot be decided, by the status it has (read under the row lock). */
const NOT_WAITING: Partial<Record<TimesheetRow["status"], string>> = {
  approved: "This week is already approved: an approved week cannot be changed.",
  rejected: "This week was already rejected: it waits for the contractor to correct and resubmit it.",
  draft: "This week has not been submitted for approval yet.",
  submitted: "This timesheet is no longer waiting for approval.",
};

/**
 * Approves (approved_by = who decided) or rejects (with the reason) a submitted week inside the
 * caller's transaction, ends any open approval link and emails the contractor the outcome.
 */
export async function decideTimesheet(
  tx: Executor,
  input: {
    timesheet: TimesheetRow;
    placement: PlacementRow;
    decision: "approved" | "rejected";
    decidedBy: string;
    reason: string | null;
  },
): Promise<TimesheetReview> {
  const approved = input.decision === "approved";
  const [updated] = await tx
    .update(timesheets)
    .set({
      status: input.decision,
      approvedAt: approved ? sql`now()` : null,
      approvedBy: approved ? input.decidedBy : null,
      rejectionReason: approved ? null : input.reason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(timesheets.id, input.timesheet.id), eq(timesheets.status, "submitted")))
    .returning();
  if (!updated) throw new Conflict(NOT_WAITING[input.timesheet.status] ?? NOT_WAITING.submitted);
  await tx
    .update(timesheetApprovalLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(timesheetApprovalLinks.timesheetId, updated.id), isNull(timesheetApprovalLinks.usedAt)));
  const review = await reviewView(tx, updated, input.placement);
  if (input.placement.candidateId) {
    const [person] = await tx
      .select({ email: candidates.email, firstName: candidates.firstName })
      .from(candidates)
      .where(eq(candidates.id, input.placement.candidateId));
    if (person) {
      await enqueueMail(
        tx,
        timesheetOutcomeEmail({
          to: person.email,
          name: person.firstName,
          review,
          decision: input.decision,
          reason: input.reason,
        }),
      );
    }
  }
  return review;
}

/**
 * Locks the week with id (and its placement) and decides it: what staff and a client company's
 * approvers share. `scope` narrows which placements the caller may decide (a company's own); a week
 * outside it, or an unknown id, is 404. 409 when the week is not waiting for approval.
 */
export async function decideTimesheetById(
  tx: Executor,
  input: {
    id: string;
    scope?: SQL;
    decision: "approved" | "rejected";
    decidedBy: string;
    reason: string | null;
  },
): Promise<{ before: TimesheetRow; review: TimesheetReview }> {
  if (!isUuid(input.id)) throw new NotFound(TIMESHEET_NOT_FOUND);
  const [found] = await tx
    .select({ timesheet: timesheets, placement: placements })
    .from(timesheets)
    .innerJoin(placements, eq(placements.id, timesheets.placementId))
    .where(and(eq(timesheets.id, input.id), input.scope))
    .for("update", { of: timesheets });
  if (!found) throw new NotFound(TIMESHEET_NOT_FOUND);
  const review = await decideTimesheet(tx, { ...found, ...input });
  return { before: found.timesheet, review };
}
