import { type ContactDetails, telHref } from "../../../common/site-settings";

/** An inline link inside legal text: a site path ("/sms-terms"), a section ("#rights"), mailto: or tel:. */
export type LegalLink = { text: string; href: string };

/** Plain text, or text with inline links. */
export type RichText = string | readonly (string | LegalLink)[];

export type LegalBlock =
  | { kind: "paragraph"; text: RichText }
  | { kind: "subheading"; text: string }
  | { kind: "list"; items: readonly RichText[] }
  /** A list whose items start with a bold term, e.g. "Access. You may ask…". */
  | { kind: "terms"; items: readonly { term: string; text: RichText }[] };

export type LegalSection = {
  /** The anchor of the section; the table of contents links to "#id". */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  /** The page's path without the slash, e.g. "privacy-policy". */
  slug: LegalSlug;
  title: string;
  description: string;
  /** ISO date, e.g. "2026-11-01". */
  lastUpdated: string;
  summary: string;
  sections: readonly LegalSection[];
};

export type LegalSlug = "privacy-policy" | "terms-of-service" | "cookie-policy" | "sms-terms";

/** Documents name the company's current phone, email and address from site settings. */
export type LegalContext = { contact: ContactDetails };

export const paragraph = (text: RichText): LegalBlock => ({ kind: "paragraph", text });
export const subheading = (text: string): LegalBlock => ({ kind: "subheading", text });
export const list = (...items: RichText[]): LegalBlock => ({ kind: "list", items });
export const terms = (...items: [term: string, text: RichText][]): LegalBlock => ({
  kind: "terms",
  items: items.map(([term, text]) => ({ term, text })),
});
export const link = (text: string, href: string): LegalLink => ({ text, href });

/** The mailto: and tel: links every document uses to say how to reach us. */
export function contactLinks({ contact }: LegalContext) {
  return {
    email: link(contact.email, `mailto:${contact.email}`),
    phone: link(contact.phone, telHref(contact.phone)),
  };
}
