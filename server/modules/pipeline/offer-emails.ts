import { appConfig } from "../../config";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
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
  const portal = new URL(
    input.hasAccount ? "/candidate/applications" : "/candidate/registration",
    `${appConfig().APP_URL}/`,
  ).toString();
  const lines = [
    `Hi ${input.name},`,
    `Good news: we have an offer for you for the ${input.roleTitle} role.`,
    input.hasAccount
      ? "Sign in to your candidate portal to read the offer and accept or decline it."
      : `Create your candidate account with this email address (${input.to}) to read the offer and accept or decline it.`,
  ];
  const label = input.hasAccount ? "See your offer" : "Create your account";
  const bodyHtml = [
    ...lines.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`),
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(portal)}" style="display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`,
  ].join("\n");
  const bodyText = [...lines, `${label}: ${portal}`].join("\n\n");
  const { html, text } = renderEmailLayout({ title: OFFER_EMAIL_SUBJECT, bodyHtml, bodyText });
  return { to: input.to, subject: OFFER_EMAIL_SUBJECT, text, html };
}
