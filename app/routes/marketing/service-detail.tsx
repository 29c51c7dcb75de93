import { ArrowRightIcon, CalendarCheckIcon, CheckIcon, CircleCheckIcon, MailIcon } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import {
  LazyErrorPage as ErrorPage,
  LazyNotFoundPage as NotFoundPage,
} from "~/components/layout/lazy-error-pages";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { FaqList } from "~/components/marketing/faq-list";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { SERVICE_ICONS } from "~/components/marketing/service-icons";
import { JsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { SERVICE_DETAILS } from "~/content/services";
import { publicAppUrl } from "~/lib/app-config.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { BRAND } from "../../../common/brand";
import { CONSULTATION_PAGES } from "../../../common/consultations";
import { findService, SERVICES } from "../../../common/services";
import type { Route } from "./+types/service-detail";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.service);
  if (!service) throw data(null, { status: 404 });

  const appUrl = publicAppUrl();
  const url = `${appUrl}/services/${service.slug}`;
  return {
    service,
    detail: SERVICE_DETAILS[service.slug],
    otherServices: SERVICES.filter((other) => other.slug !== service.slug),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.name,
        serviceType: service.name,
        description: service.summary,
        url,
        provider: { "@type": "EmploymentAgency", "@id": `${appUrl}/#organization`, name: BRAND.name },
        areaServed: { "@type": "Country", name: "United States" },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Services", item: `${appUrl}/services` },
          { "@type": "ListItem", position: 2, name: service.name, item: url },
        ],
      },
    ],
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `404 Page Not Found | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
  const { service, detail } = loaderData;
  return pageMeta({
    title: detail.metaTitle,
    description: detail.metaDescription,
    path: `/services/${service.slug}`,
    appUrl: appUrlFrom(matches),
  });
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, detail, otherServices, structuredData } = loaderData;
  const Icon = SERVICE_ICONS[service.slug];
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        before={<Breadcrumbs items={[{ label: "Services", to: "/services" }, { label: service.name }]} />}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5" />
            Employer services
          </span>
        }
        title={service.name}
        description={<p>{detail.lead}</p>}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={`${CONSULTATION_PAGES.booking}?service=${service.slug}`}>
                <CalendarCheckIcon aria-hidden="true" />
                Schedule a Consultation
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">
                <MailIcon aria-hidden="true" />
                Contact Us
              </Link>
            </Button>
          </>
        }
      />

      <Section id="what-it-is" eyebrow="What it is" title={`What Is ${service.name}?`}>
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-5 text-lg text-slate-700 leading-8 lg:col-span-3">
            {detail.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:col-span-2">
            <h3 className="font-semibold text-lg text-slate-900">What&apos;s included</h3>
            <ul className="mt-4 space-y-3 text-slate-700 leading-7">
              {detail.included.map((item) => (
                <li key={item} className="flex gap-3">
                  <CircleCheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="who-it-is-for"
        tone="muted"
        eyebrow="Who it is for"
        title={`Is ${service.name} Right for You?`}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {detail.audiences.map((audience) => (
            <li key={audience.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-lg text-slate-900">{audience.title}</h3>
              <p className="mt-2 text-slate-600 leading-7">{audience.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title="How It Works">
        <NumberedSteps steps={detail.steps} />
      </Section>

      <Section
        id="pricing"
        tone="warm"
        eyebrow="What it costs to engage"
        title={`How ${service.name} Is Priced`}
      >
        <div className="grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <h3 className="font-bold text-2xl text-brand-800">{detail.pricing.model}</h3>
            <p className="mt-3 text-lg text-slate-700 leading-8">{detail.pricing.summary}</p>
            <p className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-600 text-sm leading-6">
              {detail.pricing.note}
            </p>
          </div>
          <ul className="space-y-4 text-slate-700 leading-7">
            {detail.pricing.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions">
        <FaqList faqs={detail.faqs} name={`faq-${service.slug}`} className="max-w-4xl" />
      </Section>

      <CtaBanner
        id="get-started"
        title={`Talk to Our ${service.name} Team`}
        description="Tell us what you are hiring for. In a 30-minute consultation we will recommend an approach and explain exactly how we would charge for it."
        links={[
          {
            to: `${CONSULTATION_PAGES.booking}?service=${service.slug}`,
            label: "Schedule a Consultation",
            icon: CalendarCheckIcon,
          },
          { to: "/contact", label: "Contact Us", icon: MailIcon },
        ]}
      />

      <Section id="other-services" tone="muted" eyebrow="Explore" title="Other Services">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {otherServices.map((other) => {
            const OtherIcon = SERVICE_ICONS[other.slug];
            return (
              <li
                key={other.slug}
                className="relative flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-300"
              >
                <OtherIcon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">
                  {/* The link covers the whole card; its name stays the service name. */}
                  <Link
                    to={`/services/${other.slug}`}
                    className="inline-flex items-center gap-1 rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800"
                  >
                    {other.name}
                    <ArrowRightIcon aria-hidden="true" className="size-4" />
                  </Link>
                </h3>
                <p className="mt-2 text-slate-600 text-sm leading-6">{other.summary}</p>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}

/** An unknown service is the 404 page inside this route, so the site layout stays mounted. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
