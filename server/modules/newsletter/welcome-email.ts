import { BRAND } from "../../../common/brand";
import { appConfig } from "../../config";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";

/** The page that confirms (GET) and performs (POST, also RFC 8058 one-click) the unsubscribe. */
export function unsubscribeUrl(token: string): string {
  return `${appConfig().APP_URL}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Welcome, what to expect, and a one-click way out (link and List-Unsubscribe headers). */
export function newsletterWelcomeEmail(email: string, token: string): MailMessage {
  const link = unsubscribeUrl(token);
  const title = `Welcome to the ${BRAND.name} newsletter`;
  const bodyText = [
    "Thanks for subscribing!",
    "You'll receive industry insights and job alerts in your inbox: hiring trends across Florida and the states we serve, tips for job seekers and employers, and new openings.",
    `Changed your mind? Unsubscribe at any time: ${link}`,
  ].join("\n\n");
  const bodyHtml = `<p style="margin:0 0 16px;">Thanks for subscribing!</p>
<p style="margin:0 0 16px;">You'll receive industry insights and job alerts in your inbox: hiring trends across Florida and the states we serve, tips for job seekers and employers, and new openings.</p>
<p style="margin:0;">Changed your mind? <a href="${escapeHtml(link)}" style="color:#c2410c;">Unsubscribe</a> at any time.</p>`;
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return {
    to: email,
    subject: title,
    text,
    html,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
