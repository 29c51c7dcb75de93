import { BRAND } from "../../../common/brand";
import { type ContactForm, type ContactSubject, contactSubjectLabel } from "../../../common/contact";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";

export type StoredContactMessage = {
  id: string;
  form: ContactForm;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: ContactSubject;
  message: string;
};

const FORM_NAMES: Record<ContactForm, string> = { home: "home page form", contact: "contact page form" };

function detailRows(message: StoredContactMessage): [string, string][] {
  const rows: [string, string][] = [
    ["Name", `${message.firstName} ${message.lastName}`],
    ["Email", message.email],
  ];
  if (message.phone) rows.push(["Phone", message.phone]);
  if (message.company) rows.push(["Company", message.company]);
  rows.push(["Subject", contactSubjectLabel(message.subject)]);
  return rows;
}

function detailsHtml(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;font-weight:bold;vertical-align:top;">${label}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">\n${cells}\n</table>`;
}

function messageHtml(text: string): string {
  return `<p style="margin:0 0 16px;white-space:pre-wrap;">${escapeHtml(text)}</p>`;
}

/** To the company inbox, with every field; replying answers the sender directly. */
export function contactNotificationEmail(message: StoredContactMessage, inbox: string): MailMessage {
  const name = `${message.firstName} ${message.lastName}`;
  const title = `New message: ${contactSubjectLabel(message.subject)} from ${name}`;
  const rows = detailRows(message);
  const bodyText = [
    `A visitor sent a message through the ${FORM_NAMES[message.form]}.`,
    rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `Message:\n${message.message}`,
    `Reply to this email to answer ${message.firstName}. Reference: ${message.id}`,
  ].join("\n\n");
  const bodyHtml = `<p style="margin:0 0 16px;">A visitor sent a message through the ${FORM_NAMES[message.form]}.</p>
${detailsHtml(rows)}
<p style="margin:0 0 8px;font-weight:bold;">Message</p>
${messageHtml(message.message)}
<p style="margin:0;">Reply to this email to answer ${escapeHtml(message.firstName)}. Reference: ${message.id}</p>`;
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return { to: inbox, subject: title, text, html, headers: { "Reply-To": message.email } };
}

/** To the sender: we have it, here is what you sent, and where to write meanwhile. */
export function contactAcknowledgementEmail(message: StoredContactMessage, inbox: string): MailMessage {
  const title = "We received your message";
  const rows = detailRows(message);
  const bodyText = [
    `Hi ${message.firstName},`,
    `Thank you for contacting ${BRAND.name}. We received your message and will get back to you soon, usually within one business day.`,
    `Your message:\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${message.message}`,
    `Need to add something? Reply to this email or write to ${inbox}.`,
  ].join("\n\n");
  const bodyHtml = `<p style="margin:0 0 16px;">Hi ${escapeHtml(message.firstName)},</p>
<p style="margin:0 0 16px;">Thank you for contacting ${escapeHtml(BRAND.name)}. We received your message and will get back to you soon, usually within one business day.</p>
<p style="margin:0 0 8px;font-weight:bold;">Your message</p>
${detailsHtml(rows)}
${messageHtml(message.message)}
<p style="margin:0;">Need to add something? Reply to this email or write to <a href="mailto:${escapeHtml(inbox)}" style="color:#c2410c;">${escapeHtml(inbox)}</a>.</p>`;
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return { to: message.email, subject: title, text, html, headers: { "Reply-To": inbox } };
}
