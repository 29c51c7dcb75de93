import { and, eq, isNull, sql } from "drizzle-orm";
import type { TimesheetReview } from "../../../common/timesheets";
import type { Executor } from "../../db/client";
import { candidates, timesheetApprovalLinks, timesheets } from "../../db/schema";
import { Conflict } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { timesheetOutcomeEmail } from "./emails";
import type { PlacementRow } from "./placements";
import { reviewView, type TimesheetRow } from "./week-days";

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
  if (!updated) throw new Conflict("This timesheet is no longer waiting for approval.");
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
