import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { APPROVAL_LINK_DAYS, type TimesheetReview } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { placements, timesheetApprovalLinks, timesheets } from "../../db/schema";
import { DomainError, NotFound } from "../../errors";
import { parseInput } from "../../kernel/parse-input";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { enqueueMail } from "../../mail/outbox";
import { decideTimesheet } from "./decisions";
import { approvalRequestEmail } from "./emails";
import type { PlacementRow } from "./placements";
import { rejectionSchema } from "./timesheet-input";
import { reviewView, type TimesheetRow } from "./week-days";

export const APPROVAL_LINK_MESSAGES = {
  unknown: "This approval link is not valid. Check that you opened the whole link from the email.",
  used: "This approval link was already used: the timesheet has been reviewed.",
  expired: "This approval link has expired. Ask Sunshine Staffing to send the timesheet again.",
} as const;

/** 410: the link existed but is used up or expired. */
export class LinkGone extends DomainError {
  override readonly status = 410;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Emails the placement's supervisor (if it has an address) a new one-time link for a submitted week;
 * links issued for earlier submissions of the week stop working.
 */
export async function issueApprovalLink(tx: Executor, timesheet: TimesheetRow, placement: PlacementRow) {
  await tx
    .update(timesheetApprovalLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(timesheetApprovalLinks.timesheetId, timesheet.id), isNull(timesheetApprovalLinks.usedAt)));
  if (!placement.supervisorEmail) return;
  const token = randomBytes(32).toString("base64url");
  await tx.insert(timesheetApprovalLinks).values({
    timesheetId: timesheet.id,
    tokenHash: hashToken(token),
    supervisorEmail: placement.supervisorEmail,
    expiresAt: sql`now() + make_interval(days => ${APPROVAL_LINK_DAYS})`,
  });
  const review = await reviewView(tx, timesheet, placement);
  await enqueueMail(
    tx,
    approvalRequestEmail({
      to: placement.supervisorEmail,
      supervisorName: placement.supervisorName,
      review,
      token,
    }),
  );
}

/** The link's row, timesheet and placement if it can still be used; 404 unknown, 410 used or expired. */
async function usableLink(executor: Executor, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw new NotFound(APPROVAL_LINK_MESSAGES.unknown);
  const query = executor
    .select({
      link: timesheetApprovalLinks,
      timesheet: timesheets,
      placement: placements,
      expired: sql<boolean>`${timesheetApprovalLinks.expiresAt} <= now()`,
    })
    .from(timesheetApprovalLinks)
    .innerJoin(timesheets, eq(timesheets.id, timesheetApprovalLinks.timesheetId))
    .innerJoin(placements, eq(placements.id, timesheets.placementId))
    .where(eq(timesheetApprovalLinks.tokenHash, hashToken(token)));
  const [found] = lock
    ? await query.for("update", { of: [timesheetApprovalLinks, timesheets] })
    : await query;
  if (!found) throw new NotFound(APPROVAL_LINK_MESSAGES.unknown);
  if (found.link.usedAt || found.timesheet.status !== "submitted")
    throw new LinkGone(APPROVAL_LINK_MESSAGES.used);
  if (found.expired) throw new LinkGone(APPROVAL_LINK_MESSAGES.expired);
  return found;
}

/** The week the link is for, read-only (the link is not used up by reading). */
export async function reviewByToken(token: string): Promise<TimesheetReview> {
  const { timesheet, placement } = await usableLink(db(), token, false);
  return reviewView(db(), timesheet, placement);
}

const approvalLinkSchema = z.object({ token: z.string() });

/**
 * Opening the emailed link (the page's loader, and its action before deciding), counted per client
 * address: enough for a supervisor with many contractors, too few to guess tokens.
 */
export const approvalLinkReview: UseCase<typeof approvalLinkSchema, TimesheetReview> = {
  input: approvalLinkSchema,
  limits: [{ name: "timesheet-review-per-ip", limit: 60, windowSeconds: 900, key: perClientAddress }],
  run: ({ token }) => reviewByToken(token),
};

/** The supervisor approves or rejects (reason required) the week; the link is used up (decideTimesheet ends it). */
export async function decideByToken(
  token: string,
  input: { decision: string; reason?: unknown },
): Promise<TimesheetReview> {
  const decision =
    input.decision === "approve" ? "approved" : input.decision === "reject" ? "rejected" : null;
  if (!decision) throw new NotFound(APPROVAL_LINK_MESSAGES.unknown);
  const reason =
    decision === "rejected" ? parseInput(rejectionSchema, { reason: input.reason }).reason : null;
  return db().transaction(async (tx) => {
    const { link, timesheet, placement } = await usableLink(tx, token, true);
    return decideTimesheet(tx, { timesheet, placement, decision, decidedBy: link.supervisorEmail, reason });
  });
}
