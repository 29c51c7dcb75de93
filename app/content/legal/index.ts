import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy-policy";
import { smsTerms } from "./sms-terms";
import { termsOfService } from "./terms-of-service";
import type { LegalContext, LegalDocument, LegalSlug } from "./types";

const DOCUMENTS: Record<LegalSlug, (context: LegalContext) => LegalDocument> = {
  "privacy-policy": privacyPolicy,
  "terms-of-service": termsOfService,
  "cookie-policy": cookiePolicy,
  "sms-terms": smsTerms,
};

function isLegalSlug(slug: string): slug is LegalSlug {
  return Object.hasOwn(DOCUMENTS, slug);
}

/** The document published at a path such as "/sms-terms", or null for any other path. */
export function legalDocumentAt(pathname: string, context: LegalContext): LegalDocument | null {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  return isLegalSlug(slug) ? DOCUMENTS[slug](context) : null;
}
