import { BRAND } from "../../common/brand";
import { appConfig } from "../config";
import { escapeHtml } from "./escape-html";

export type EmailLayoutInput = {
  /** Plain text; escaped here. Becomes the <title> and the heading. */
  title: string;
  /** Trusted HTML written by the feature, with any user input already escaped (escapeHtml). */
  bodyHtml: string;
  /** The same content as plain text, for clients and readers that do not show HTML. */
  bodyText: string;
};

export type RenderedEmail = { html: string; text: string };

// Table layout and inline styles: the only styling most email clients keep. Colours meet WCAG AA.
const INK = "#1c1917";
const MUTED = "#57534e";
const SUN = "#f59e0b";
const PAGE = "#f5f5f4";
const FONT = "font-family:Arial,Helvetica,sans-serif";

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
<tr><td style="padding:8px 32px 32px;${FONT};font-size:16px;line-height:1.6;color:${INK};">
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
