import { BRAND } from "../../../common/brand";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

/** Where the contractor reads their tickets. */
export function supportLink(): string {
  return siteLink("/candidate/support");
}

/** To the contractor: staff answered their ticket; the answer itself is read in the portal. */
export function supportAnsweredEmail(
  contractor: { firstName: string; email: string },
  ticket: { subject: string },
): MailMessage {
  return actionEmail({
    to: contractor.email,
    title: `We answered your question: ${ticket.subject}`,
    lines: [
      `Hi ${contractor.firstName},`,
      `Our team at ${BRAND.name} replied to your support ticket "${ticket.subject}".`,
      "Sign in to your account to read the answer and reply if you need anything else.",
    ],
    action: { href: supportLink(), label: "Read the answer" },
  });
}
