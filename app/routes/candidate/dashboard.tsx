import { BriefcaseIcon, type LucideIcon, MessageSquareIcon, UserCogIcon } from "lucide-react";
import { Link } from "react-router";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { ProfileSummary } from "~/components/candidate/profile-summary";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/dashboard";

const NEXT_STEPS: readonly { icon: LucideIcon; title: string; text: string; to: string }[] = [
  {
    icon: BriefcaseIcon,
    title: "Browse open jobs",
    text: "New roles across Florida every week, from Miami to Fort Lauderdale and beyond.",
    to: "/jobs",
  },
  {
    icon: UserCogIcon,
    title: "Keep your profile current",
    text: "Recruiters call the number on your profile: keep it and your name up to date.",
    to: "/candidate/profile",
  },
  {
    icon: MessageSquareIcon,
    title: "Talk to a recruiter",
    text: "Questions about a role or your search? Our team answers Monday to Friday.",
    to: "/contact",
  },
];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Candidate Dashboard",
    description: "Your candidate account.",
    path: "/candidate/dashboard",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

export default function CandidateDashboardPage() {
  const candidate = usePortalCandidate();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
          Welcome back, {candidate.firstName}
        </h1>
        <p className="mt-2 text-slate-600">Here is your account at a glance.</p>
      </div>
      <section aria-labelledby="dashboard-profile" className="space-y-3">
        <h2 id="dashboard-profile" className="font-semibold text-slate-900 text-xl">
          Your profile
        </h2>
        <ProfileSummary candidate={candidate} />
      </section>
      <section aria-labelledby="dashboard-next" className="space-y-3">
        <h2 id="dashboard-next" className="font-semibold text-slate-900 text-xl">
          Next steps
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {NEXT_STEPS.map(({ icon: Icon, title, text, to }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <span className="mt-3 font-semibold text-slate-900">{title}</span>
                <span className="mt-1 text-slate-600 text-sm">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
