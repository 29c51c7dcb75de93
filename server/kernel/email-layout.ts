/** The one email layout: the branded frame every email is sent in, and the pieces its body is built from. */

import { BRAND } from "../../common/brand";
import { escapeHtml } from "../../common/escape-html";
import { appConfig } from "../config";

export type EmailLayoutInput = {
  /** Plain text; escaped here. Becomes the <title> and the heading. */
  title: string;
  /** Trusted HTML built with the pieces below, with any user input already escaped. */
  bodyHtml: string;
  /** The same content as plain text, for clients and readers that do not show HTML. */
  bodyText: string;
};

export type RenderedEmail = { html: string; text: string };

// Table layout and inline styles: the only styling most email clients keep. Colours meet WCAG AA.
const INK = "#1c1917";
const MUTED = "#57534e";
const LINK = "#c2410c";
const SUN = "#f59e0b";
const PAGE = "#f5f5f4";
const FONT = "font-family:Arial,Helvetica,sans-serif";
const BLOCK = "margin:0 0 16px;";

/** Wraps a message in the branded layout and returns both alternatives for enqueueMail. */
export function renderEmailLayout({ title, bodyHtml, bodyText }: EmailLayoutInput): RenderedEmail {
  const siteUrl = appConfig().APP_URL;
  const siteName = new URL(siteUrl).host;
  const offices = BRAND.offices.join(" · ");

  const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;border-top:6px solid ${SUN};border-radius:8px 8px 0 0;${FONT};font-size:20px;font-weight:bold;color:${INK};">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:8px 32px 16px;${FONT};font-size:16px;line-height:1.6;color:${INK};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${INK};">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e7e5e4;${FONT};font-size:14px;line-height:1.5;color:${MUTED};">
${escapeHtml(BRAND.legalName)} · ${escapeHtml(offices)}<br>
<a href="${escapeHtml(siteUrl)}" style="color:${MUTED};">${escapeHtml(siteName)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = `${title}\n\n${bodyText.trim()}\n\n--\n${BRAND.legalName} · ${offices}\n${siteUrl}\n`;
  return { html, text };
}

/** An absolute link to a page of this site, for use in emails. */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${appConfig().APP_URL}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** Escaped text whose line breaks stay visible: some clients ignore CSS white-space, none ignore <br>. */
export function emailText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

/** A paragraph of trusted HTML (escaped text, emailStrong, emailLink). */
export function emailParagraph(html: string): string {
  return `<p style="${BLOCK}">${html}</p>`;
}

/** Plain-text lines as escaped email paragraphs. */
export function emailParagraphs(lines: string[]): string {
  return lines.map((line) => emailParagraph(emailText(line))).join("\n");
}

/** Small print under the message, such as why the reader gets it. */
export function emailFinePrint(html: string): string {
  return `<p style="${BLOCK}font-size:13px;color:${MUTED};">${html}</p>`;
}

export function emailStrong(text: string): string {
  return `<strong>${escapeHtml(text)}</strong>`;
}

/** A link inside a sentence. */
export function emailLink(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${LINK};">${escapeHtml(label)}</a>`;
}

/** A call-to-action link styled as a button. */
export function emailButton(href: string, label: string): string {
  return emailParagraph(
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;background:${INK};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>`,
  );
}

/** Label and value pairs (date, place, contact details) as a two-column table. */
export function emailDetails(rows: readonly (readonly [label: string, value: string])[]): string {
  const cells = rows.map(
    ([label, value]) =>
      `<tr><td style="padding:4px 16px 4px 0;font-weight:bold;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${BLOCK}">\n${cells.join("\n")}\n</table>`;
}

/** A bulleted list of trusted HTML items. */
export function emailList(itemsHtml: string[]): string {
  const items = itemsHtml.map((item) => `<li style="margin:0 0 12px;">${item}</li>`);
  return `<ul style="${BLOCK}padding-left:20px;">\n${items.join("\n")}\n</ul>`;
}
