import { ArrowRightIcon, FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { CoverageSection } from "~/components/home/coverage-section";
import { FeaturedJobsSection } from "~/components/home/featured-jobs-section";
import { GetInTouchSection } from "~/components/home/get-in-touch-section";
import { IndustriesSection } from "~/components/home/industries-section";
import { PartnersSection } from "~/components/home/partners-section";
import { ReviewsSection } from "~/components/home/reviews-section";
import { StaffingSolutionsSection } from "~/components/home/staffing-solutions-section";
import { StatisticsSection } from "~/components/home/statistics-section";
import { JsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { publicAppUrl } from "~/lib/app-config.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { BRAND } from "../../../common/brand";
import { SOCIAL_LINKS } from "../../../common/navigation";
import type { CompanyReviews } from "../../../common/reviews";
import { contactDetails, type SiteSettings } from "../../../common/site-settings";
import { getCompanyReviews } from "../../../server/modules/reviews";
import { getSiteSettings } from "../../../server/modules/settings/site-settings";
import { loadCoverageMap } from "../../components/home/coverage-map.server";
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

export async function loader() {
  // Not awaited: React Router streams the reviews after the shell.
  const reviews = agencyReviewsOrNull();
  const settings = await siteSettingsOrNull();
  const contact = contactDetails(settings);
  const socialUrls = settings?.socialLinks.length
    ? settings.socialLinks.map((link) => link.url)
    : SOCIAL_LINKS.map((link) => link.href);
  return {
    contact,
    coverageMap: loadCoverageMap(),
    organization: organizationJsonLd(publicAppUrl(), contact, socialUrls),
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

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <h1
          id="hero-heading"
          className="mx-auto max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl"
        >
          Connect With Top Talent &amp; Opportunities
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          AI-driven staffing and recruitment from Miami and Fort Lauderdale, helping Florida employers and job
          seekers find the right fit since {BRAND.founded}.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/resume-builder">
              <FileTextIcon aria-hidden="true" />
              Build Your Resume
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/jobs">
              Browse Jobs
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { contact, coverageMap, organization, reviews } = loaderData;
  return (
    <>
      <JsonLd data={organization} />
      <Hero />
      <StatisticsSection />
      <StaffingSolutionsSection />
      <IndustriesSection />
      <FeaturedJobsSection />
      <ReviewsSection reviews={reviews} />
      <CoverageSection map={coverageMap} />
      <PartnersSection />
      <GetInTouchSection contact={contact} />
    </>
  );
}
