import { BRAND } from "../../../common/brand";
import { DOCUMENT_TYPE_LABELS, type DocumentType } from "../../../common/documents";
import { appConfig } from "../../config";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";

type Recipient = { firstName: string; email: string };

/** Where contractors upload and follow their documents. */
export function documentsLink(): string {
  return new URL("/candidate/documents", `${appConfig().APP_URL}/`).toString();
}

function documentEmail(to: Recipient, title: string, texts: string[], button: string): MailMessage {
  const link = documentsLink();
  const lines = [`Hi ${to.firstName},`, ...texts];
  const bodyText = [...lines, `${button}: ${link}`, `— ${BRAND.name}`].join("\n\n");
  const bodyHtml = [
    ...lines.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`),
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(button)}</a></p>`,
  ].join("\n");
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return { to: to.email, subject: title, text, html };
}

/** Staff asked the contractor for a document. */
export function documentRequestedEmail(to: Recipient, type: DocumentType, note: string): MailMessage {
  const label = DOCUMENT_TYPE_LABELS[type];
  return documentEmail(
    to,
    `Please upload your ${label}`,
    [
      `${BRAND.name} needs your ${label} for your assignment.`,
      ...(note ? [`Note from our team: ${note}`] : []),
      "Upload it from the Documents page of your account as a PDF, JPEG or PNG file (up to 10 MB).",
    ],
    "Upload your document",
  );
}

/** Staff accepted or rejected an uploaded document. */
export function documentReviewedEmail(
  to: Recipient,
  type: DocumentType,
  outcome: { accepted: true } | { accepted: false; note: string },
): MailMessage {
  const label = DOCUMENT_TYPE_LABELS[type];
  if (outcome.accepted) {
    return documentEmail(
      to,
      `Your ${label} was accepted`,
      [`Thank you: we reviewed your ${label} and accepted it. There is nothing more to do for it.`],
      "See your documents",
    );
  }
  return documentEmail(
    to,
    `Your ${label} needs another look`,
    [
      `We reviewed your ${label} and could not accept it.`,
      `What to fix: ${outcome.note}`,
      "Please upload a corrected file from the Documents page of your account.",
    ],
    "Upload a new file",
  );
}
