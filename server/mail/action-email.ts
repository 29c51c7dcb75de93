import { emailButton, emailParagraphs, renderEmailLayout } from "../kernel/email-layout";
import type { MailMessage } from "./outbox";

/** A message in the branded layout; its title is also its subject. */
export function layoutEmail(
  input: Omit<MailMessage, "subject" | "text" | "html"> & {
    title: string;
    bodyHtml: string;
    bodyText: string;
  },
): MailMessage {
  const { title, bodyHtml, bodyText, ...message } = input;
  return { ...message, subject: title, ...renderEmailLayout({ title, bodyHtml, bodyText }) };
}

/**
 * The common short email: paragraphs and usually one button, in the branded layout. The title is
 * also the subject; the plain text gives the button as "label: link" and ends with the sign-off, if
 * any.
 */
export function actionEmail(input: {
  to: string;
  title: string;
  lines: string[];
  action?: { href: string; label: string };
  after?: string[];
  signOff?: string;
}): MailMessage {
  const { to, title, lines, action, after = [], signOff } = input;
  return layoutEmail({
    to,
    title,
    bodyHtml: [
      emailParagraphs(lines),
      ...(action ? [emailButton(action.href, action.label)] : []),
      ...(after.length ? [emailParagraphs(after)] : []),
    ].join("\n"),
    bodyText: [
      ...lines,
      ...(action ? [`${action.label}: ${action.href}`] : []),
      ...after,
      ...(signOff ? [signOff] : []),
    ].join("\n\n"),
  });
}
