import { formatDate } from "../../../common/timesheets";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

export const FIRST_DAY_SUBJECT = "Your first day";

/** To the contractor: where and when to report, as the client wrote it, with the assignment's details. */
export function firstDayInstructionsEmail(input: {
  to: string;
  firstName: string;
  companyName: string;
  roleTitle: string;
  startDate: string;
  location: string | null;
  instructions: string;
}): MailMessage {
  return actionEmail({
    to: input.to,
    title: `${FIRST_DAY_SUBJECT} at ${input.companyName}`,
    lines: [
      `Hi ${input.firstName},`,
      `${input.companyName} sent the instructions for your first day as ${input.roleTitle}, starting ${formatDate(input.startDate)}${input.location ? ` (${input.location})` : ""}:`,
      input.instructions,
      "If anything is unclear, reply to your recruiter before your first day.",
    ],
    action: { href: siteLink("/candidate/placements"), label: "See your assignment" },
  });
}
