import { BRAND } from "../../common/brand";
import { SERVED_STATES } from "../../common/coverage";
import { escapeHtml } from "../../common/escape-html";
import type { SalaryRange } from "../../common/job-format";
import type { EMPLOYMENT_TYPES, Industry, WORKPLACE_TYPES } from "../../common/jobs";
import type { ContactDetails } from "../../common/site-settings";

type JsonLdObject = Record<string, unknown>;
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

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

export type JobPostingInput = {
  appUrl: string;
  id: string;
  title: string;
  /** The description as safe HTML (server/markdown's renderMarkdown): Google wants HTML here. */
  descriptionHtml: string;
  requirements: string[];
  skills: string[];
  company: string;
  city: string;
  state: string;
  workplaceType: WorkplaceType;
  employmentType: EmploymentType;
  industry: Industry;
  salaryRange: SalaryRange;
  /** YYYY-MM-DD */
  datePosted: string;
  /** YYYY-MM-DD, the last day the posting is valid. */
  validThrough: string | null;
};

/** Google's employment types; a contract-to-hire role starts as a contract and is meant to become full-time. */
const GOOGLE_EMPLOYMENT_TYPES: Record<EmploymentType, string | string[]> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  "contract-to-hire": ["CONTRACTOR", "FULL_TIME"],
  temporary: "TEMPORARY",
};

/** The client's name stands in the company field of searches the agency runs anonymously. */
export const CONFIDENTIAL_COMPANY = "Confidential Client";

/**
 * Google's rule for a staffing agency hiring for an unnamed client is the value "confidential";
 * the agency's own openings carry its site and logo.
 */
function hiringOrganization(job: JobPostingInput): JsonLdObject | string {
  if (job.company === CONFIDENTIAL_COMPANY) return "confidential";
  if (job.company !== BRAND.name) return { "@type": "Organization", name: job.company };
  return {
    "@type": "Organization",
    name: BRAND.name,
    sameAs: `${job.appUrl}/`,
    logo: `${job.appUrl}/logo.svg`,
  };
}

/** A fully remote job is TELECOMMUTE from anywhere in the US; any other has a place of work. */
function workplace(job: JobPostingInput): JsonLdObject {
  if (job.workplaceType === "remote") {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "USA" },
    };
  }
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        addressRegion: job.state,
        addressCountry: "US",
      },
    },
  };
}

/** Only a range the page shows (SPEC §3: both ends), so the markup never claims more than the page. */
function baseSalary({ min, max, period }: SalaryRange): JsonLdObject | undefined {
  if (min === null || max === null) return undefined;
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: {
      "@type": "QuantitativeValue",
      minValue: min,
      maxValue: max,
      unitText: period === "hour" ? "HOUR" : "YEAR",
    },
  };
}

/**
 * schema.org JobPosting for an open job's page, with Google's required properties and the
 * recommended ones the job has. Filled and closed jobs get none (their page answers 410).
 */
export function jobPostingJsonLd(job: JobPostingInput): JsonLdObject {
  const requirements = job.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  const salary = baseSalary(job.salaryRange);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: requirements
      ? `${job.descriptionHtml}<h3>Requirements</h3><ul>${requirements}</ul>`
      : job.descriptionHtml,
    url: `${job.appUrl}/jobs/${job.id}`,
    identifier: { "@type": "PropertyValue", name: BRAND.name, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: GOOGLE_EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: hiringOrganization(job),
    ...workplace(job),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.industry === "Other" ? {} : { industry: job.industry }),
    ...(job.skills.length > 0 ? { skills: job.skills.join(", ") } : {}),
    directApply: true,
  };
}
