import { BRAND } from "../../../common/brand";
import { appConfig } from "../../config";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";

/** Where the contractor reads their tickets. */
export function supportLink(): string {
  return new URL("/candidate/support", `${appConfig().APP_URL}/`).toString();
}

/** To the contractor: staff answered their ticket; the answer itself is read in the portal. */
export function supportAnsweredEmail(
  contractor: { firstName: string; email: string },
  ticket: { subject: string },
): MailMessage {
  const link = supportLink();
  const title = `We answered your question: ${ticket.subject}`;
  const texts = [
    `Hi ${contractor.firstName},`,
    `Our team at ${BRAND.name} replied to your support ticket "${ticket.subject}".`,
    "Sign in to your account to read the answer and reply if you need anything else.",
  ];
  const bodyText = [...texts, `Read the answer: ${link}`].join("\n\n");
  const bodyHtml = [
    texts.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`).join("\n"),
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">Read the answer</a></p>`,
  ].join("\n");
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return { to: contractor.email, subject: title, text, html };
}
