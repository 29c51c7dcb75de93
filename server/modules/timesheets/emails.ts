import { hoursLabel } from "../../../common/formats";
import { formatDate, type TimesheetReview } from "../../../common/timesheets";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

export const APPROVAL_REQUEST_SUBJECT = "Timesheet to approve";
export const TIMESHEET_APPROVED_SUBJECT = "Your timesheet was approved";
export const TIMESHEET_REJECTED_SUBJECT = "Your timesheet needs changes";

/** To the client's supervisor: the week's total and the one-time link to approve or reject it. */
export function approvalRequestEmail(input: {
  to: string;
  supervisorName: string | null;
  review: TimesheetReview;
  token: string;
}): MailMessage {
  const { review } = input;
  const subject = `${APPROVAL_REQUEST_SUBJECT}: ${review.contractorName}, week of ${formatDate(review.weekStart)}`;
  const lines = [
    `Hi ${input.supervisorName ?? "there"},`,
    `${review.contractorName} (${review.roleTitle} at ${review.client}) submitted the timesheet for the week of ${formatDate(review.weekStart)} to ${formatDate(review.weekEnd)}: ${hoursLabel(review.totalHours)} in total${review.overtimeHours > 0 ? `, ${hoursLabel(review.overtimeHours)} of it overtime` : ""}.`,
    "Open the link to see each day and approve or reject the week. The link works once and expires in 7 days; please do not forward it.",
  ];
  return actionEmail({
    to: input.to,
    title: subject,
    lines,
    action: { href: siteLink("/timesheets/review", { token: input.token }), label: "Review the timesheet" },
  });
}

/** To the contractor: the week was approved, or rejected with the reason. */
export function timesheetOutcomeEmail(input: {
  to: string;
  name: string;
  review: TimesheetReview;
  decision: "approved" | "rejected";
  reason?: string | null;
}): MailMessage {
  const week = `the week of ${formatDate(input.review.weekStart)} (${input.review.roleTitle} at ${input.review.client})`;
  const subject = input.decision === "approved" ? TIMESHEET_APPROVED_SUBJECT : TIMESHEET_REJECTED_SUBJECT;
  const lines =
    input.decision === "approved"
      ? [
          `Hi ${input.name},`,
          `Your timesheet for ${week} was approved: ${hoursLabel(input.review.totalHours)}.`,
        ]
      : [
          `Hi ${input.name},`,
          `Your timesheet for ${week} was rejected. The reason given: ${input.reason ?? ""}`,
          "Correct the week in your portal and submit it again.",
        ];
  return actionEmail({
    to: input.to,
    title: subject,
    lines,
    action: {
      href: siteLink("/candidate/timesheets", { week: input.review.weekStart }),
      label: "Open your timesheets",
    },
  });
}
