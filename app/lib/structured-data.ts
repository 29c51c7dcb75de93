import { BRAND } from "../../common/brand";
import { SERVED_STATES } from "../../common/coverage";
import type { ContactDetails } from "../../common/site-settings";

type JsonLdObject = Record<string, unknown>;

/** The two offices; street addresses are not published (SPEC §2), the city and state are. */
const OFFICES = [
  { name: `${BRAND.name} — Miami`, addressLocality: "Miami", postalCode: "33131" },
  { name: `${BRAND.name} — Fort Lauderdale`, addressLocality: "Fort Lauderdale", postalCode: "33301" },
];

/** schema.org EmploymentAgency for the home and contact pages, with both offices. */
export function organizationJsonLd(appUrl: string, contact: ContactDetails, sameAs: string[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": `${appUrl}/#organization`,
    name: BRAND.name,
    legalName: BRAND.legalName,
    url: `${appUrl}/`,
    logo: `${appUrl}/logo.svg`,
    foundingDate: String(BRAND.founded),
    telephone: contact.phone,
    email: contact.email,
    address: { "@type": "PostalAddress", streetAddress: contact.address, addressCountry: "US" },
    areaServed: SERVED_STATES.map((state) => ({ "@type": "State", name: state })),
    sameAs,
    department: OFFICES.map((office) => ({
      "@type": "EmploymentAgency",
      name: office.name,
      telephone: contact.phone,
      address: {
        "@type": "PostalAddress",
        addressLocality: office.addressLocality,
        addressRegion: "FL",
        postalCode: office.postalCode,
        addressCountry: "US",
      },
    })),
  };
}

export type BlogPostingInput = {
  appUrl: string;
  slug: string;
  title: string;
  description: string;
  authorName: string;
  publishedAt: string;
  updatedAt: string;
  image?: string;
  tags: string[];
};

/** schema.org BlogPosting for a blog post page. */
export function blogPostingJsonLd(post: BlogPostingInput): JsonLdObject {
  const url = `${post.appUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.authorName },
    publisher: {
      "@type": "Organization",
      name: BRAND.name,
      logo: { "@type": "ImageObject", url: `${post.appUrl}/logo.svg` },
    },
    image: post.image ? `${post.appUrl}${post.image}` : `${post.appUrl}/og-image.png`,
    keywords: post.tags.join(", "),
  };
}
