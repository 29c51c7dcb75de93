import { BRAND } from "../../../common/brand";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

/** After "Delete my account": what went, and what payroll law makes us keep. */
export function accountDeletedEmail(to: { firstName: string; email: string }): MailMessage {
  return actionEmail({
    to: to.email,
    title: `Your ${BRAND.name} account has been deleted`,
    lines: [
      `Hi ${to.firstName},`,
      "As you asked, we deleted your candidate account: your profile, applications, interviews and offers, saved jobs, job alerts, referrals and uploaded resumes.",
      "If you worked through us, your placements and timesheets stay in our payroll records, as the law requires, but they are no longer linked to an account.",
      "You can sign up again at any time. If you did not ask for this, please contact us right away by replying to this email.",
    ],
  });
}
