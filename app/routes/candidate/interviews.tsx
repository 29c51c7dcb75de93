import { useQuery } from "@tanstack/react-query";
import { CANDIDATE_INTERVIEWS_URL, InterviewCard } from "~/components/candidate/interview-card";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { useBrowserTimeZone } from "~/lib/use-browser-time-zone";
import type { CandidateInterview, CandidateInterviews } from "../../../common/interviews";
import type { Route } from "./+types/interviews";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Interviews",
    description: "Your interviews: times, places, invites and replies.",
    path: "/candidate/interviews",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

function InterviewSection({
  id,
  title,
  interviews,
  empty,
  localZone,
  upcoming,
}: {
  id: string;
  title: string;
  interviews: CandidateInterview[];
  empty: string;
  localZone: string;
  upcoming: boolean;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-slate-900 text-xl">
        {title}
      </h2>
      {interviews.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="space-y-4">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <InterviewCard interview={interview} localZone={localZone} upcoming={upcoming} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function CandidateInterviewsPage() {
  const localZone = useBrowserTimeZone();
  const query = useQuery<CandidateInterviews>({
    queryKey: [CANDIDATE_INTERVIEWS_URL],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Interviews</h1>
        <p className="mt-2 text-slate-600">
          Confirm you can attend, ask for another time, or add an interview to your calendar.
          {localZone ? (
            <>
              {" "}
              Times are shown in your time zone, <strong data-testid="local-time-zone">{localZone}</strong>.
            </>
          ) : null}
        </p>
      </div>
      {query.error ? (
        <div className="space-y-3">
          <Notice tone="error" title="We could not load your interviews">
            Check your connection, then try again.
          </Notice>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : !query.data || !localZone ? (
        <div className="space-y-4" aria-busy="true">
          <p role="status" className="sr-only">
            Loading your interviews…
          </p>
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <InterviewSection
            id="interviews-upcoming"
            title="Upcoming"
            interviews={query.data.upcoming}
            empty="No upcoming interviews. When a recruiter schedules one, it appears here and we email you an invite."
            localZone={localZone}
            upcoming
          />
          <InterviewSection
            id="interviews-past"
            title="Past"
            interviews={query.data.past}
            empty="No past interviews yet."
            localZone={localZone}
            upcoming={false}
          />
        </>
      )}
    </div>
  );
}
