import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

export const OFFER_EMAIL_SUBJECT = "You have a job offer from Sunshine Staffing";

/**
 * Tells the candidate an offer is waiting in the portal. The terms themselves are not in the email:
 * the candidate reads and answers them signed in (an account with this address sees the application).
 */
export function offerWaitingEmail(input: {
  to: string;
  name: string;
  roleTitle: string;
  hasAccount: boolean;
}): MailMessage {
  return actionEmail({
    to: input.to,
    title: OFFER_EMAIL_SUBJECT,
    lines: [
      `Hi ${input.name},`,
      `Good news: we have an offer for you for the ${input.roleTitle} role.`,
      input.hasAccount
        ? "Sign in to your candidate portal to read the offer and accept or decline it."
        : `Create your candidate account with this email address (${input.to}) to read the offer and accept or decline it.`,
    ],
    action: input.hasAccount
      ? { href: siteLink("/candidate/applications"), label: "See your offer" }
      : { href: siteLink("/candidate/registration"), label: "Create your account" },
  });
}
