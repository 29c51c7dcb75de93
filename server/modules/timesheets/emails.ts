import { formatDate, formatHours, type TimesheetReview } from "../../../common/timesheets";
import { appConfig } from "../../config";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";

export const APPROVAL_REQUEST_SUBJECT = "Timesheet to approve";
export const TIMESHEET_APPROVED_SUBJECT = "Your timesheet was approved";
export const TIMESHEET_REJECTED_SUBJECT = "Your timesheet needs changes";

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`).join("\n");
}

function button(url: string, label: string): string {
  return `<p style="margin:0 0 16px;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;
}

/** To the client's supervisor: the week's total and the one-time link to approve or reject it. */
export function approvalRequestEmail(input: {
  to: string;
  supervisorName: string | null;
  review: TimesheetReview;
  token: string;
}): MailMessage {
  const url = new URL("/timesheets/review", `${appConfig().APP_URL}/`);
  url.searchParams.set("token", input.token);
  const { review } = input;
  const subject = `${APPROVAL_REQUEST_SUBJECT}: ${review.contractorName}, week of ${formatDate(review.weekStart)}`;
  const lines = [
    `Hi ${input.supervisorName ?? "there"},`,
    `${review.contractorName} (${review.roleTitle} at ${review.client}) submitted the timesheet for the week of ${formatDate(review.weekStart)} to ${formatDate(review.weekEnd)}: ${formatHours(review.totalHours)} in total${review.overtimeHours > 0 ? `, ${formatHours(review.overtimeHours)} of it overtime` : ""}.`,
    "Open the link to see each day and approve or reject the week. The link works once and expires in 7 days; please do not forward it.",
  ];
  const label = "Review the timesheet";
  const { html, text } = renderEmailLayout({
    title: subject,
    bodyHtml: `${paragraphs(lines)}\n${button(url.toString(), label)}`,
    bodyText: [...lines, `${label}: ${url.toString()}`].join("\n\n"),
  });
  return { to: input.to, subject, text, html };
}

/** To the contractor: the week was approved, or rejected with the reason. */
export function timesheetOutcomeEmail(input: {
  to: string;
  name: string;
  review: TimesheetReview;
  decision: "approved" | "rejected";
  reason?: string | null;
}): MailMessage {
  const portal = new URL("/candidate/timesheets", `${appConfig().APP_URL}/`);
  portal.searchParams.set("week", input.review.weekStart);
  const week = `the week of ${formatDate(input.review.weekStart)} (${input.review.roleTitle} at ${input.review.client})`;
  const subject = input.decision === "approved" ? TIMESHEET_APPROVED_SUBJECT : TIMESHEET_REJECTED_SUBJECT;
  const lines =
    input.decision === "approved"
      ? [
          `Hi ${input.name},`,
          `Your timesheet for ${week} was approved: ${formatHours(input.review.totalHours)}.`,
        ]
      : [
          `Hi ${input.name},`,
          `Your timesheet for ${week} was rejected. The reason given: ${input.reason ?? ""}`,
          "Correct the week in your portal and submit it again.",
        ];
  const label = "Open your timesheets";
  const { html, text } = renderEmailLayout({
    title: subject,
    bodyHtml: `${paragraphs(lines)}\n${button(portal.toString(), label)}`,
    bodyText: [...lines, `${label}: ${portal.toString()}`].join("\n\n"),
  });
  return { to: input.to, subject, text, html };
}
