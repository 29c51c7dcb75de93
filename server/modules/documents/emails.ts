import { BRAND } from "../../../common/brand";
import { DOCUMENT_TYPE_LABELS, type DocumentType } from "../../../common/documents";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

type Recipient = { firstName: string; email: string };

/** Where contractors upload and follow their documents. */
export function documentsLink(): string {
  return siteLink("/candidate/documents");
}

function documentEmail(to: Recipient, title: string, texts: string[], button: string): MailMessage {
  return actionEmail({
    to: to.email,
    title,
    lines: [`Hi ${to.firstName},`, ...texts],
    action: { href: documentsLink(), label: button },
    signOff: `— ${BRAND.name}`,
  });
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
