import { BriefcaseIcon } from "lucide-react";
import { Link } from "react-router";
import { AudienceCards } from "~/components/contact/audience-cards";
import { ContactHero } from "~/components/contact/contact-hero";
import { ContactInfoPanel } from "~/components/contact/contact-info-panel";
import { ContactPageForm } from "~/components/contact/contact-page-form";
import { OfficeCards } from "~/components/contact/office-cards";
import { socialLinksFrom } from "~/components/contact/social-links";
import { JsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { publicAppUrl } from "~/lib/app-config.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { BRAND } from "../../../common/brand";
import { contactDetails, DEFAULT_BUSINESS_HOURS } from "../../../common/site-settings";
import { getSiteSettings } from "../../../server/modules/settings";
import type { Route } from "./+types/contact";

/** Contact details come from site settings, with SPEC's fallbacks for anything not stored. */
export async function loader() {
  const settings = await getSiteSettings();
  return {
    appUrl: publicAppUrl(),
    contact: contactDetails(settings),
    businessHours: settings.businessHours.length > 0 ? settings.businessHours : DEFAULT_BUSINESS_HOURS,
    socialLinks: socialLinksFrom(settings.socialLinks),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us",
    description: `Call, email or visit ${BRAND.name} in Miami or Fort Lauderdale. Talk to a recruiter about hiring, your job search or a partnership.`,
    path: "/contact",
    appUrl: appUrlFrom(matches),
  });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { appUrl, contact, businessHours, socialLinks } = loaderData;

  return (
    <>
      <JsonLd
        data={organizationJsonLd(
          appUrl,
          contact,
          socialLinks.map((link) => link.href),
        )}
      />
      <ContactHero phone={contact.phone} email={contact.email} />
      <AudienceCards email={contact.email} />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:px-8">
          <ContactPageForm className="lg:col-span-7" />
          <ContactInfoPanel
            contact={contact}
            businessHours={businessHours}
            socialLinks={socialLinks}
            className="lg:col-span-5"
          />
        </div>
      </div>
      <OfficeCards businessHours={businessHours} />
      <section aria-labelledby="find-jobs-heading" className="border-brand-100 border-t bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="find-jobs-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
              Looking for Your Next Role?
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              See the contract and permanent positions our recruiters are filling right now across Florida and
              beyond.
            </p>
          </div>
          <Button asChild size="lg">
            <Link to="/jobs">
              <BriefcaseIcon aria-hidden="true" />
              Find Jobs
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
