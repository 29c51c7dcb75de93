import { asc, eq, inArray } from "drizzle-orm";
import type { TimesheetReview } from "../../../common/timesheets";
import { db } from "../../db/client";
import { placements, timesheets } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { parseInput } from "../../kernel/parse-input";
import { type AdminActor, recordAudit } from "../audit";
import { decideTimesheetById, TIMESHEET_NOT_FOUND } from "./decisions";
import { rejectionSchema } from "./timesheet-input";
import { reviewsOf } from "./week-days";

export type AdminTimesheet = TimesheetReview & { placementId: string };
export type AdminTimesheetsPage = Page<AdminTimesheet>;

/** ?page=: the weeks waiting for approval, oldest submission first, each with its days. */
export async function listSubmittedTimesheets(params: URLSearchParams): Promise<AdminTimesheetsPage> {
  const { page } = pageQuery(params, ["submitted"] as const);
  const where = eq(timesheets.status, "submitted");
  const orderBy = [asc(timesheets.submittedAt), asc(timesheets.id)];
  const { rows, total } = await pageByIds(timesheets, { where, orderBy, page }, (pageIds) =>
    db()
      .select({ timesheet: timesheets, placement: placements })
      .from(timesheets)
      .innerJoin(placements, eq(placements.id, timesheets.placementId))
      .where(inArray(timesheets.id, pageIds))
      .orderBy(...orderBy),
  );
  const views = await reviewsOf(db(), rows, ({ placement }) => ({ placementId: placement.id }));
  return { rows: views, total, page, pageSize: PAGE_SIZE };
}

/** Staff approve or reject (reason required) a submitted week: audited, the contractor is emailed; 409 if not submitted. */
export async function decideTimesheetAsStaff(
  actor: AdminActor,
  id: string,
  decision: "approved" | "rejected",
  body: unknown,
): Promise<TimesheetReview> {
  if (!isUuid(id)) throw new NotFound(TIMESHEET_NOT_FOUND);
  const reason = decision === "rejected" ? parseInput(rejectionSchema, body ?? {}).reason : null;
  return db().transaction(async (tx) => {
    const { before, review } = await decideTimesheetById(tx, {
      id,
      decision,
      decidedBy: actor.email,
      reason,
    });
    await recordAudit(tx, actor, {
      action: decision === "approved" ? "timesheet.approved" : "timesheet.rejected",
      entityType: "timesheet",
      entityId: id,
      before: { status: before.status },
      after: { status: decision, totalHours: review.totalHours, ...(reason ? { reason } : {}) },
    });
    return review;
  });
}
