import { appConfig } from "../config";
import { renderEmailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { MailMessage } from "./outbox";

/** An absolute link to a page of this site, for use in emails. */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${appConfig().APP_URL}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** Plain-text lines as escaped email paragraphs. */
export function emailParagraphs(lines: string[]): string {
  return lines.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`).join("\n");
}

/** A call-to-action link styled as a button. */
export function emailButton(href: string, label: string): string {
  return `<p style="margin:0 0 16px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;
}

/**
 * The common short email: a few paragraphs and one button, in the branded layout. The title is
 * also the subject; the plain text ends with "label: link" and, if given, a sign-off line.
 */
export function actionEmail(input: {
  to: string;
  title: string;
  lines: string[];
  action: { href: string; label: string };
  signOff?: string;
}): MailMessage {
  const { to, title, lines, action, signOff } = input;
  const { html, text } = renderEmailLayout({
    title,
    bodyHtml: `${emailParagraphs(lines)}\n${emailButton(action.href, action.label)}`,
    bodyText: [...lines, `${action.label}: ${action.href}`, ...(signOff ? [signOff] : [])].join("\n\n"),
  });
  return { to, subject: title, text, html };
}
