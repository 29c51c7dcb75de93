import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AssessmentResults } from "~/components/candidate/assessment-results";
import { DashboardCard } from "~/components/candidate/dashboard-card";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { ProfileSummary } from "~/components/candidate/profile-summary";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { WorkforceCards } from "~/components/candidate/workforce-cards";
import { PortalConsultationList } from "~/components/consultations/portal-consultations";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { useBrowserTimeZone } from "~/lib/use-browser-time-zone";
import type { CandidateDashboard } from "../../../common/candidate-portal";
import type { PortalConsultations } from "../../../common/consultations";
import { INTERVIEW_FORMAT_LABELS } from "../../../common/recruiting";
import type { Route } from "./+types/dashboard";

export const DASHBOARD_URL = "/api/candidates/dashboard";
const CANDIDATE_CONSULTATIONS_URL = "/api/candidates/consultations";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Candidate Dashboard",
    description: "Your candidate account.",
    path: "/candidate/dashboard",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function NextInterview({ interview }: { interview: CandidateDashboard["nextInterview"] }) {
  const zone = useBrowserTimeZone();
  if (!interview) {
    return (
      <DashboardCard id="dashboard-interview" title="Next interview">
        <p>No interview is scheduled.</p>
        <Link to="/candidate/interviews" className={LINK}>
          See your interviews
        </Link>
      </DashboardCard>
    );
  }
  const when = zone
    ? new Intl.DateTimeFormat("en-US", {
        weekday: "long",
        month: "long",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: zone,
        timeZoneName: "short",
      }).format(new Date(interview.startsAt))
    : null;
  return (
    <DashboardCard id="dashboard-interview" title="Next interview">
      <p className="font-medium text-slate-900">
        {interview.jobTitle ?? "Interview"}
        {interview.company ? ` · ${interview.company}` : ""}
      </p>
      <p>
        <time dateTime={interview.startsAt}>{when ?? "…"}</time>
        <span className="block text-slate-600 text-sm">
          {INTERVIEW_FORMAT_LABELS[interview.format]} interview, {interview.durationMinutes} minutes
        </span>
      </p>
      <Link to="/candidate/interviews" className={LINK}>
        Details and replies
      </Link>
    </DashboardCard>
  );
}

function Applications({ stages }: { stages: CandidateDashboard["applicationsByStage"] }) {
  return (
    <DashboardCard id="dashboard-applications" title="Your applications">
      {stages.length === 0 ? (
        <p>
          You have not applied to a job yet.{" "}
          <Link to="/candidate/job-search" className={LINK}>
            Find a job
          </Link>
        </p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {stages.map((stage) => (
            <div key={stage.stage} className="contents">
              <dt>{stage.label}</dt>
              <dd className="text-right font-semibold text-slate-900">{stage.count}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link to="/candidate/applications" className={LINK}>
        See all applications
      </Link>
    </DashboardCard>
  );
}

function SavedJobs({ jobs }: { jobs: CandidateDashboard["savedJobs"] }) {
  return (
    <DashboardCard id="dashboard-saved" title="Saved jobs">
      {jobs.length === 0 ? (
        <p>Save jobs while you search to come back to them here.</p>
      ) : (
        <ul className="space-y-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <Link to={`/jobs/${job.id}`} className="break-words font-medium text-brand-800 hover:underline">
                {job.title}
              </Link>
              <span className="block text-slate-600 text-sm">
                {job.company} · {job.location}
                {job.status !== "open" ? " · No longer open" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/candidate/job-search" className={LINK}>
        Go to job search
      </Link>
    </DashboardCard>
  );
}

function Completeness({ completeness }: { completeness: CandidateDashboard["completeness"] }) {
  return (
    <DashboardCard id="dashboard-completeness" title="Profile completeness">
      <p>
        Your profile is <strong className="text-slate-900">{completeness.percent}% complete</strong>.
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${completeness.percent}%` }} />
      </div>
      {completeness.missing.length > 0 ? (
        <>
          <p className="text-sm">Recruiters find complete profiles first. Still missing:</p>
          <ul className="flex flex-wrap gap-2">
            {completeness.missing.map((item) => (
              <li key={item.field}>
                <Link
                  to={item.href}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  Add {item.label.toLowerCase()}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm">Everything recruiters look for is there.</p>
      )}
    </DashboardCard>
  );
}

/** Consultations booked with the candidate's verified email (issue 20), with their links while they work. */
function Consultations() {
  const consultations = useQuery<PortalConsultations>({
    queryKey: [CANDIDATE_CONSULTATIONS_URL],
    ...SHARED_RECORD_QUERY,
  });
  const zone = useBrowserTimeZone();
  return (
    <section aria-labelledby="dashboard-consultations" className="space-y-3">
      <h2 id="dashboard-consultations" className="font-semibold text-slate-900 text-xl">
        Your consultations
      </h2>
      {consultations.isError ? (
        <Notice tone="error" title="We could not load your consultations">
          Reload the page to try again.
        </Notice>
      ) : consultations.data ? (
        <PortalConsultationList consultations={consultations.data} timeZone={zone} idPrefix="candidate" />
      ) : (
        <Skeleton className="h-24" aria-hidden="true" />
      )}
    </section>
  );
}

export default function CandidateDashboardPage() {
  const candidate = usePortalCandidate();
  const dashboard = useQuery<CandidateDashboard>({ queryKey: [DASHBOARD_URL], ...SHARED_RECORD_QUERY });
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
          Welcome back, {candidate.firstName}
        </h1>
        <p className="mt-2 text-slate-600">Here is your account at a glance.</p>
      </div>
      {/* Workforce (issue 9): a placed contractor's assignment, hours and pay, above the recruiting cards. */}
      {dashboard.data?.workforce ? <WorkforceCards workforce={dashboard.data.workforce} /> : null}
      {dashboard.isError ? (
        <Notice tone="error" title="We could not load your dashboard">
          Reload the page to try again.
        </Notice>
      ) : null}
      {dashboard.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : null}
      {dashboard.data ? (
        <div className="grid gap-4 md:grid-cols-2">
          <NextInterview interview={dashboard.data.nextInterview} />
          <Applications stages={dashboard.data.applicationsByStage} />
          <SavedJobs jobs={dashboard.data.savedJobs} />
          <Completeness completeness={dashboard.data.completeness} />
        </div>
      ) : null}
      <Consultations />
      <AssessmentResults headingId="dashboard-assessments" />
      <section aria-labelledby="dashboard-profile" className="space-y-3">
        <h2 id="dashboard-profile" className="font-semibold text-slate-900 text-xl">
          Your profile
        </h2>
        <ProfileSummary candidate={candidate} />
      </section>
    </div>
  );
}
