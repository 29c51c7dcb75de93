import { BRAND } from "../../../common/brand";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

/** Where the requester reads their tickets: the candidate portal, or the AI hiring assistant's client area. */
export function supportLink(area: "candidate" | "copilot" = "candidate"): string {
  return siteLink(area === "candidate" ? "/candidate/support" : "/copilot/client/support");
}

/** To the contractor or client member: staff answered their ticket; the answer itself is read in their area. */
export function supportAnsweredEmail(
  contractor: { firstName: string; email: string },
  ticket: { subject: string },
  area: "candidate" | "copilot" = "candidate",
): MailMessage {
  return actionEmail({
    to: contractor.email,
    title: `We answered your question: ${ticket.subject}`,
    lines: [
      `Hi ${contractor.firstName},`,
      `Our team at ${BRAND.name} replied to your support ticket "${ticket.subject}".`,
      "Sign in to your account to read the answer and reply if you need anything else.",
    ],
    action: { href: supportLink(area), label: "Read the answer" },
  });
}
