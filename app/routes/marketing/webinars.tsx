import { CalendarCheckIcon, MessagesSquareIcon, PresentationIcon } from "lucide-react";
import { data, Link } from "react-router";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { PageHero } from "~/components/marketing/page-hero";
import type { RegistrationResult, RegistrationValues } from "~/components/webinars/registration-result";
import { WebinarCard, WebinarFacts } from "~/components/webinars/webinar-card";
import { readPageForm } from "~/lib/page-form.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { answerRefusals, runForPage } from "~/lib/use-case-action.server";
import { registrationConfirmation } from "../../../common/webinars";
import { listWebinars, webinarRegistration } from "../../../server/modules/webinars";
import type { Route } from "./+types/webinars";

export function loader() {
  return listWebinars();
}

/** The registration form of every upcoming webinar posts here, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const slug = text(form.get("webinar"));
  const values: RegistrationValues = {
    name: text(form.get("name")),
    email: text(form.get("email")),
    company: text(form.get("company")),
  };
  return answerRefusals(
    async () => {
      const { webinar, registration } = await runForPage(webinarRegistration, context, { slug, ...values });
      return {
        webinar: slug,
        status: "registered",
        title: webinar.title,
        email: registration.email,
        message: registrationConfirmation(webinar.title, registration.email),
      } satisfies RegistrationResult;
    },
    (refusal, status): RegistrationResult => {
      // No such webinar: the form named one that is not on the page.
      if (status === 404) throw data(null, { status });
      return refusal.status === "invalid"
        ? { webinar: slug, status: "invalid", fieldErrors: refusal.fieldErrors, values }
        : { webinar: slug, status: "refused", message: refusal.message, values };
    },
  );
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Free Webinars for Employers and Job Seekers",
    description:
      "Free live webinars from Sunshine Staffing's recruiters: South Florida hiring trends for employers, resume and interview clinics for job seekers, and responsible AI in recruiting.",
    path: "/webinars",
    appUrl: appUrlFrom(matches),
  });
}

const WHAT_TO_EXPECT = [
  {
    icon: PresentationIcon,
    title: "Practical, local content",
    text: "Recruiters share what they see in live searches across Miami-Dade, Broward and Palm Beach, not generic slides.",
  },
  {
    icon: MessagesSquareIcon,
    title: "Live Q&A every time",
    text: "Each session saves at least 15 minutes for your questions about hiring, pay, resumes and interviews.",
  },
  {
    icon: CalendarCheckIcon,
    title: "One click to your calendar",
    text: "Registration is free. Your confirmation email carries a calendar invite with a reminder before the start.",
  },
];

export default function WebinarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  const result = actionData as RegistrationResult | undefined;

  return (
    <>
      <PageHero
        eyebrow="Free live sessions"
        title="Webinars"
        description={
          <p>
            Short, practical sessions hosted by our recruiting team in Miami and Fort Lauderdale: hiring
            trends and offer strategy for employers, resume and interview coaching for job seekers, and plain
            talk about AI in recruiting.
          </p>
        }
      />

      <section aria-label="What to expect" className="bg-white">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-4 sm:px-6 md:grid-cols-3 lg:px-8">
          {WHAT_TO_EXPECT.map(({ icon: Icon, title, text: description }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-slate-50 p-5">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="mt-1 text-slate-700 text-sm leading-6">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="upcoming-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="upcoming-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
            Upcoming webinars
          </h2>
          <p className="mt-2 text-slate-600">All times are Eastern Time (Miami).</p>
          {upcoming.length === 0 ? (
            <p className="mt-8 rounded-2xl bg-slate-50 p-6 text-slate-700">
              No sessions are scheduled right now. New dates are announced in our newsletter; sign up at the
              bottom of this page, or{" "}
              <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4">
                ask a recruiter
              </Link>{" "}
              for a one-to-one conversation.
            </p>
          ) : (
            <ul className="mt-8 space-y-8">
              {upcoming.map((webinar) => (
                <li key={webinar.slug}>
                  <WebinarCard
                    webinar={webinar}
                    result={result?.webinar === webinar.slug ? result : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
            <h2 id="past-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
              Past webinars
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {past.map((webinar) => (
                <li key={webinar.slug}>
                  <article
                    aria-labelledby={`${webinar.slug}-title`}
                    className="h-full rounded-2xl border border-slate-200 bg-white p-6"
                  >
                    <h3
                      id={`${webinar.slug}-title`}
                      className="font-bold text-lg text-slate-900 leading-snug"
                    >
                      {webinar.title}
                    </h3>
                    <WebinarFacts webinar={webinar} />
                    <p className="mt-4 text-slate-700 text-sm leading-6">{webinar.summary}</p>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaBanner
        id="webinars-cta-heading"
        title="Rather talk it through one to one?"
        description="Our recruiters are happy to discuss your hiring plans or your job search directly."
        links={[
          { to: "/schedule-consultation", label: "Schedule a consultation" },
          { to: "/contact", label: "Contact us" },
        ]}
      />
    </>
  );
}
