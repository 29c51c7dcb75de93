import {
  ArrowRightIcon,
  Building2Icon,
  LayoutDashboardIcon,
  LogInIcon,
  MailIcon,
  UserPlusIcon,
} from "lucide-react";
import { Link } from "react-router";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { SERVICE_ICONS } from "~/components/marketing/service-icons";
import { Button } from "~/components/ui/button";
import { employerFromRequest } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { BRAND } from "../../../common/brand";
import { SERVICES } from "../../../common/services";
import type { Route } from "./+types/index";

/** Whether the visitor is a signed-in employer: the page then offers the dashboard instead of signing in. */
export async function loader({ request }: Route.LoaderArgs) {
  return { signedIn: (await employerFromRequest(request)) !== null };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "For Employers",
    description:
      "Hire contract, contract-to-hire and permanent staff in Florida and 20 more states with Sunshine Staffing: vetted candidates, fast shortlists and payroll handled.",
    path: "/employer",
    appUrl: appUrlFrom(matches),
  });
}

const STEPS = [
  {
    title: "Create your company's account",
    description:
      "Register your company and its contact person. We verify your email, then our team approves the company, usually within one business day.",
  },
  {
    title: "Tell us who you need",
    description:
      "Share the role, the number of positions, the schedule, pay range and start date with a recruiter who knows your industry.",
  },
  {
    title: "Review a shortlist",
    description:
      "We source, screen and assess candidates, then send you a shortlist. You choose who to interview and who to hire.",
  },
  {
    title: "Start work, we handle the rest",
    description:
      "Contractors work on our W-2 payroll: we run timesheets, payroll and invoicing, so you approve hours and pay one invoice.",
  },
] as const;

const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 text-sm hover:text-brand-800 hover:underline";

/**
 * /employer: the employers' landing (issue 18): what the agency does for employers, how ordering
 * staff works, signing in or creating an account, and asking for a consultation (through /contact,
 * the page that takes requests today).
 */
export default function EmployerLanding({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Building2Icon aria-hidden="true" className="size-5" />
            For employers
          </span>
        }
        title="Hire the People Your Business Needs"
        description={
          <p>
            Since {BRAND.founded}, {BRAND.name} has staffed Florida businesses and companies in 20 more states
            with contract, contract-to-hire and permanent talent. Your account keeps your company, your team
            and your recruiters in one place.
          </p>
        }
        actions={
          loaderData.signedIn ? (
            <Button asChild size="lg">
              <Link to="/employer/dashboard">
                <LayoutDashboardIcon aria-hidden="true" />
                Go to Your Dashboard
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to="/employer/registration">
                  <UserPlusIcon aria-hidden="true" />
                  Create an Employer Account
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/employer/login">
                  <LogInIcon aria-hidden="true" />
                  Sign In
                </Link>
              </Button>
            </>
          )
        }
      />

      <Section id="what-we-do" eyebrow="What we do" title="Staffing Built Around Your Business">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => {
            const Icon = SERVICE_ICONS[service.slug];
            return (
              <li
                key={service.slug}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-lg text-slate-900">{service.name}</h3>
                <p className="mt-2 flex-1 text-slate-600 leading-7">{service.summary}</p>
                <Link to={`/services/${service.slug}`} className={`${linkClass} mt-4`}>
                  About {service.name}
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="how-ordering-works" tone="muted" eyebrow="How it works" title="How Ordering Staff Works">
        <NumberedSteps steps={STEPS} />
        <p className="mt-8 text-slate-700">
          Already registered?{" "}
          <Link to="/employer/login" className={linkClass}>
            Sign in to your account
          </Link>
        </p>
      </Section>

      <CtaBanner
        id="consultation"
        title="Not Sure Where to Start?"
        description="Tell us about the roles you need to fill and a recruiter will get back to you within one business day to plan it with you."
        links={[
          { to: "/contact", label: "Request a Consultation", icon: MailIcon },
          { to: "/services", label: "Explore Our Services" },
        ]}
      />
    </>
  );
}
