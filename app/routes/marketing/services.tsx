import { ArrowRightIcon, CalendarCheckIcon, CheckIcon, MailIcon } from "lucide-react";
import { Link } from "react-router";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { INDUSTRY_ICONS } from "~/components/marketing/industry-icons";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { SERVICE_ICONS } from "~/components/marketing/service-icons";
import { Button } from "~/components/ui/button";
import { SERVICE_DETAILS } from "~/content/services";
import { INDUSTRY_ROLES, RECRUITMENT_PROCESS, SUCCESS_STORIES } from "~/content/services/overview";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CONSULTATION_PAGES } from "../../../common/consultations";
import { MARKETING_INDUSTRIES } from "../../../common/industries";
import { findService, SERVICES } from "../../../common/services";
import type { Route } from "./+types/services";

export function loader() {
  return {
    services: SERVICES.map((service) => ({
      ...service,
      highlights: SERVICE_DETAILS[service.slug].included.slice(0, 3),
    })),
    process: RECRUITMENT_PROCESS,
    industries: MARKETING_INDUSTRIES.map((name) => ({ name, roles: INDUSTRY_ROLES[name] })),
    stories: SUCCESS_STORIES.map((story) => ({
      ...story,
      serviceName: findService(story.service)?.name ?? "",
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Staffing & Recruitment Services",
    description:
      "Permanent placement, contract staffing, executive search, RPO, HR consulting and payroll services for employers in Florida and 20 more states. See how we recruit.",
    path: "/services",
    appUrl: appUrlFrom(matches),
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, process, industries, stories } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Staffing & Recruitment Services"
        description={
          <p>
            One partner for every kind of hire: full-time, contract, executive or an entire recruiting
            function. Our AI-assisted search finds people fast, and our recruiters in Miami and Fort
            Lauderdale make sure they are the right people.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to={`${CONSULTATION_PAGES.booking}?type=employer`}>
                <CalendarCheckIcon aria-hidden="true" />
                Schedule a Consultation
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#success-stories">See Client Results</a>
            </Button>
          </>
        }
      />

      <Section
        id="our-services"
        eyebrow="What we do"
        title="Six Ways We Help You Hire"
        description="Choose one service or combine several; every engagement has a named account manager and a written agreement before work begins."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const Icon = SERVICE_ICONS[service.slug];
            return (
              <li
                key={service.slug}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 font-semibold text-slate-900 text-xl">{service.name}</h3>
                <p className="mt-2 text-slate-600 leading-7">{service.summary}</p>
                <ul className="mt-4 flex-1 space-y-2 text-slate-700 text-sm leading-6">
                  {service.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2">
                      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {highlight}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/services/${service.slug}`}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  Learn More<span className="sr-only"> about {service.name}</span>
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="recruitment-process"
        tone="muted"
        eyebrow="How we work"
        title="Our Recruitment Process"
        description="The same four steps sit behind every search, from a single contract role to a C-suite appointment."
      >
        <NumberedSteps steps={process} />
      </Section>

      <Section
        id="industries"
        eyebrow="Where we recruit"
        title="Industries We Serve"
        description="Our recruiters specialize by industry, so they already know the roles, the certifications and the going rates."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((industry) => {
            const Icon = INDUSTRY_ICONS[industry.name];
            return (
              <li key={industry.name} className="rounded-2xl border border-slate-200 p-5">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="font-semibold text-lg text-slate-900">{industry.name}</h3>
                </div>
                <p className="mt-3 text-slate-600 text-sm leading-6">{industry.roles}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="success-stories"
        tone="warm"
        eyebrow="Client results"
        title="Success Stories"
        description="Three recent South Florida engagements. Our clients value their privacy, so we describe them rather than name them."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.title} className="flex">
              <article className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
                <p className="self-start rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900 text-xs">
                  {story.serviceName}
                </p>
                <h3 className="mt-4 font-semibold text-slate-900 text-xl">{story.title}</h3>
                <p className="mt-1 text-slate-600 text-sm">
                  {story.client} · {story.location}
                </p>
                <div className="mt-4 flex-1 space-y-3 text-slate-700 leading-7">
                  <p>
                    <span className="font-semibold text-slate-900">The challenge: </span>
                    {story.challenge}
                  </p>
                  <p>
                    <span className="font-semibold text-slate-900">What we did: </span>
                    {story.approach}
                  </p>
                </div>
                <dl className="mt-6 grid gap-3 border-slate-200 border-t pt-5 sm:grid-cols-3">
                  {story.results.map((result) => (
                    <div key={result.label} className="flex items-baseline gap-3 sm:flex-col sm:gap-1">
                      <dt className="order-2 text-slate-600 text-sm leading-5 sm:text-xs">{result.label}</dt>
                      <dd className="order-1 shrink-0 font-bold text-brand-700 text-lg leading-6">
                        {result.value}
                      </dd>
                    </div>
                  ))}
                </dl>
                <Link
                  to={`/services/${story.service}`}
                  className="mt-6 self-start rounded-sm font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
                >
                  About {story.serviceName}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        id="talk-to-us"
        title="Let's Talk About Your Hiring Plans"
        description="In a 30-minute call we will learn what you need, recommend the right service and explain exactly how we would charge for it. No obligation."
        links={[
          {
            to: `${CONSULTATION_PAGES.booking}?type=employer`,
            label: "Schedule Consultation",
            icon: CalendarCheckIcon,
          },
          { to: "/contact", label: "Contact Us", icon: MailIcon },
        ]}
      />
    </>
  );
}
