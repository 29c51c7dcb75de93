import { BRAND } from "../../../common/brand";
import { appConfig } from "../../config";
import { emailLink, emailParagraph, emailParagraphs } from "../../kernel/email-layout";
import { layoutEmail } from "../../mail/action-email";
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
  const bodyHtml = [
    emailParagraphs([
      "Thanks for subscribing!",
      "You'll receive industry insights and job alerts in your inbox: hiring trends across Florida and the states we serve, tips for job seekers and employers, and new openings.",
    ]),
    emailParagraph(`Changed your mind? ${emailLink(link, "Unsubscribe")} at any time.`),
  ].join("\n");
  return layoutEmail({
    to: email,
    title,
    bodyHtml,
    bodyText,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
