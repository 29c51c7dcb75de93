import { BRAND } from "../../../common/brand";
import { type ContactForm, type ContactSubject, contactSubjectLabel } from "../../../common/contact";
import {
  emailDetails,
  emailLink,
  emailParagraph,
  emailParagraphs,
  emailStrong,
  emailText,
} from "../../kernel/email-layout";
import { layoutEmail } from "../../mail/action-email";
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
  const bodyHtml = [
    emailParagraphs([`A visitor sent a message through the ${FORM_NAMES[message.form]}.`]),
    emailDetails(rows),
    emailParagraph(emailStrong("Message")),
    emailParagraph(emailText(message.message)),
    emailParagraphs([`Reply to this email to answer ${message.firstName}. Reference: ${message.id}`]),
  ].join("\n");
  return layoutEmail({ to: inbox, title, bodyHtml, bodyText, headers: { "Reply-To": message.email } });
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
  const bodyHtml = [
    emailParagraphs([
      `Hi ${message.firstName},`,
      `Thank you for contacting ${BRAND.name}. We received your message and will get back to you soon, usually within one business day.`,
    ]),
    emailParagraph(emailStrong("Your message")),
    emailDetails(rows),
    emailParagraph(emailText(message.message)),
    emailParagraph(
      `Need to add something? Reply to this email or write to ${emailLink(`mailto:${inbox}`, inbox)}.`,
    ),
  ].join("\n");
  return layoutEmail({ to: message.email, title, bodyHtml, bodyText, headers: { "Reply-To": inbox } });
}
