import { ArrowRightIcon, Building2Icon, HandshakeIcon, UserRoundSearchIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

type Audience = {
  title: string;
  icon: ReactNode;
  description: string;
  action: { label: string; href: string };
};

const linkClass =
  "inline-flex items-center gap-2 rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline";

/** SPEC §2: one card each for Employers, Job Seekers and Partnerships, each with its next step. */
export function AudienceCards({ email }: { email: string }) {
  const audiences: Audience[] = [
    {
      title: "Employers",
      icon: <Building2Icon aria-hidden="true" className="size-6" />,
      description:
        "Need a specialist next week or a team for a new site? Tell us about the role and a recruiter who knows your industry will build a shortlist with you.",
      action: { label: "Schedule a Consultation", href: "/schedule-consultation?type=employer" },
    },
    {
      title: "Job Seekers",
      icon: <UserRoundSearchIcon aria-hidden="true" className="size-6" />,
      description:
        "Browse open contract and permanent roles, then talk with a recruiter about pay, schedules and how to position your experience.",
      action: { label: "Browse Open Jobs", href: "/jobs" },
    },
    {
      title: "Partnerships",
      icon: <HandshakeIcon aria-hidden="true" className="size-6" />,
      description:
        "Colleges, workforce boards, community organizations and HR technology companies: let's work together to connect more Floridians with good jobs.",
      action: {
        label: "Email Our Partnerships Team",
        href: `mailto:${email}?subject=${encodeURIComponent("Partnership inquiry")}`,
      },
    },
  ];

  return (
    <section aria-labelledby="audiences-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="audiences-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
        How Can We Help?
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Choose the path that fits and we&apos;ll connect you with the right team.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {audiences.map(({ title, icon, description, action }) => (
          <li
            key={title}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {icon}
            </span>
            <h3 className="mt-5 font-semibold text-slate-900 text-xl">{title}</h3>
            <p className="mt-2 text-slate-700 leading-7">{description}</p>
            <div className="mt-auto pt-6">
              {action.href.startsWith("/") ? (
                <Link to={action.href} className={linkClass}>
                  {action.label}
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <a href={action.href} className={linkClass}>
                  {action.label}
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
