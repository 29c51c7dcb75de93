import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  type CandidatePlacement,
  type CandidatePlacements,
  formatDate,
  PLACEMENT_STATUS_LABELS,
} from "../../../common/timesheets";
import type { Route } from "./+types/placements";

const CANDIDATE_PLACEMENTS_URL = "/api/candidates/placements";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Assignments",
    description: "Your current and past assignments with Sunshine Staffing.",
    path: "/candidate/placements",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

function PlacementCard({ placement }: { placement: CandidatePlacement }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-lg text-slate-900">{placement.roleTitle}</h3>
          <p className="text-slate-700">{placement.client}</p>
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800 text-sm">
          {PLACEMENT_STATUS_LABELS[placement.status]}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-900">Location</dt>
          <dd className="text-slate-700">{placement.location || "Not set"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Supervisor</dt>
          <dd className="text-slate-700">{placement.supervisorName || "Not set"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Dates</dt>
          <dd className="text-slate-700">
            {formatDate(placement.startDate)} to{" "}
            {placement.endDate ? formatDate(placement.endDate) : "ongoing"}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Pay rate</dt>
          <dd className="text-slate-700">${placement.payRate} per hour</dd>
        </div>
      </dl>
      <p className="mt-4">
        <Link
          to={`/candidate/timesheets?placement=${placement.id}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Timesheets
          <span className="sr-only">
            {" "}
            for {placement.roleTitle} at {placement.client}
          </span>
        </Link>
      </p>
    </article>
  );
}

function Section({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: CandidatePlacement[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-slate-900 text-xl">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="space-y-4">
          {rows.map((placement) => (
            <li key={placement.id}>
              <PlacementCard placement={placement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The contractor's current and past assignments (never the bill rate), with a way to their timesheets. */
export default function CandidatePlacementsPage() {
  const query = useQuery<CandidatePlacements>({
    queryKey: [CANDIDATE_PLACEMENTS_URL],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Assignments</h1>
        <p className="mt-2 text-slate-600">
          Where you work through Sunshine Staffing, and where you have worked.
        </p>
      </div>
      {query.error ? (
        <div className="space-y-3">
          <Notice tone="error" title="We could not load your assignments">
            Check your connection, then try again.
          </Notice>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : !query.data ? (
        <div className="space-y-4" aria-busy="true">
          <p role="status" className="sr-only">
            Loading your assignments…
          </p>
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <Section
            id="placements-current"
            title="Current"
            rows={query.data.current}
            empty="No current assignment. When you accept an offer, your assignment appears here."
          />
          <Section
            id="placements-past"
            title="Past"
            rows={query.data.past}
            empty="No past assignments yet."
          />
        </>
      )}
    </div>
  );
}
