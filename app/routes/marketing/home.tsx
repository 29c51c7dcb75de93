import { CoverageSection } from "~/components/home/coverage-section";
import { FeaturedJobsSection } from "~/components/home/featured-jobs-section";
import { GetInTouchSection } from "~/components/home/get-in-touch-section";
import { ReviewsSection } from "~/components/home/reviews-section";
import { JsonLd } from "~/components/seo/json-ld";
import { ServerHtml } from "~/components/static/server-html";
import { publicAppUrl } from "~/lib/app-config.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { BRAND } from "../../../common/brand";
import { SOCIAL_LINKS } from "../../../common/navigation";
import type { CompanyReviews } from "../../../common/reviews";
import { contactDetails, type SiteSettings } from "../../../common/site-settings";
import { featuredJobs, type JobSummary } from "../../../server/modules/jobs";
import { getCompanyReviews } from "../../../server/modules/reviews";
import { getSiteSettings } from "../../../server/modules/settings";
import { renderFeaturedJobs } from "../../components/home/featured-jobs.server";
import { homeStaticSections } from "../../components/home/static-sections.server";
import { serverHtml } from "../../components/static/document-html.server";
import type { Route } from "./+types/home";

/** Settings, or null (the page then shows SPEC's fallbacks) when they cannot be read. */
async function siteSettingsOrNull(): Promise<SiteSettings | null> {
  try {
    return await getSiteSettings();
  } catch (error) {
    console.error(
      "Site settings could not be read; the home page shows the fallback contact details.",
      error,
    );
    return null;
  }
}

/** The agency's reviews (company 1), or null (the section shows its empty state) when they cannot be read. */
function agencyReviewsOrNull(): Promise<CompanyReviews | null> {
  return getCompanyReviews("sunshine-staffing").catch((error: unknown) => {
    console.error("Company reviews could not be read; the home page shows the empty state.", error);
    return null;
  });
}

/** Up to three High-priority open jobs, or null (the section shows its empty state) when they cannot be read. */
function featuredJobsOrNull(): Promise<JobSummary[] | null> {
  return featuredJobs().catch((error: unknown) => {
    console.error("Featured jobs could not be read; the home page shows the empty state.", error);
    return null;
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  // Not awaited: React Router streams the featured jobs and the reviews after the shell.
  const featuredJobsHtml = featuredJobsOrNull().then((jobs) => serverHtml(context, renderFeaturedJobs(jobs)));
  const reviews = agencyReviewsOrNull();
  const settings = await siteSettingsOrNull();
  const contact = contactDetails(settings);
  const socialUrls = settings?.socialLinks.length
    ? settings.socialLinks.map((link) => link.url)
    : SOCIAL_LINKS.map((link) => link.href);
  return {
    contact,
    staticSections: homeStaticSections(context),
    organization: organizationJsonLd(publicAppUrl(), contact, socialUrls),
    featuredJobsHtml,
    reviews,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Connect With Top Talent & Opportunities",
    description: `AI-driven staffing and recruitment from Miami and Fort Lauderdale: since ${BRAND.founded} we have connected employers with top talent and job seekers with opportunities.`,
    path: "/",
    appUrl: appUrlFrom(matches),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { contact, featuredJobsHtml, organization, reviews, staticSections } = loaderData;
  return (
    <>
      <JsonLd data={organization} />
      <ServerHtml html={staticSections.hero} />
      <FeaturedJobsSection jobsHtml={featuredJobsHtml} />
      <ReviewsSection reviews={reviews} />
      <CoverageSection map={staticSections.coverageMap} />
      <ServerHtml html={staticSections.partners} />
      <GetInTouchSection contact={contact} />
    </>
  );
}
