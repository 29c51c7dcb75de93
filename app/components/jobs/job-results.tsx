import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Pagination } from "~/components/marketing/pagination";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { JobCard, type JobCardData } from "./job-card";
import { PARAM_LABELS, paramValueLabel } from "./job-filter-options";
import { type JobListParam, type JobListParams, jobListHref, withoutParam } from "./job-links";

/** How many jobs a search would find without one of its filters. */
export type Widening = { name: JobListParam; total: number };

type JobResultsProps = {
  jobs: JobCardData[];
  total: number;
  page: number;
  pageCount: number;
  params: JobListParams;
  today: string;
  /** A new search is on its way: the list shown is about to change. */
  searching: boolean;
  /** With no results: the searches that would find some, one filter fewer each. */
  widenings: Widening[];
};

/** Whether the view narrows the list (the sort alone does not). */
function hasFilters(params: JobListParams): boolean {
  return Object.keys(withoutParam(params, "sort")).length > 0;
}

export function jobCountLabel(total: number): string {
  return total === 1 ? "1 job" : `${total} jobs`;
}

/** The result count (announced when it changes), the cards of one page and the page links. */
export function JobResults({
  jobs,
  total,
  page,
  pageCount,
  params,
  today,
  searching,
  widenings,
}: JobResultsProps) {
  return (
    <section aria-labelledby="job-results-heading" aria-busy={searching} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="job-results-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
          Open positions
        </h2>
        <p className="text-slate-700">
          <span role="status" className="font-semibold">
            {jobCountLabel(total)}
          </span>
          {pageCount > 1 ? <span>{`, page ${page} of ${pageCount}`}</span> : null}
          {hasFilters(params) && jobs.length > 0 ? (
            <>
              {" · "}
              <Link
                to={jobListHref()}
                className="rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                Clear all filters
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {jobs.length === 0 ? (
        <NoResults params={params} widenings={widenings} />
      ) : (
        <ul className={cn("mt-6 grid gap-5 lg:grid-cols-2", searching && "opacity-60 transition-opacity")}>
          {jobs.map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} today={today} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(number) => jobListHref(params, number)} />
    </section>
  );
}

/** The empty state: what would widen the search, filter by filter, or every open job at once. */
function NoResults({ params, widenings }: { params: JobListParams; widenings: Widening[] }) {
  const filtered = hasFilters(params);
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-slate-500" />
      <p className="mt-4 font-semibold text-lg text-slate-900">
        {filtered ? "No jobs match this search." : "There are no open positions right now."}
      </p>
      {filtered ? (
        <>
          <p className="mt-2 max-w-md text-slate-600">
            Try other keywords, or widen the search by removing a filter:
          </p>
          {widenings.length > 0 ? (
            <ul aria-label="Wider searches" className="mt-5 flex flex-wrap justify-center gap-2">
              {widenings.map(({ name, total }) => (
                <li key={name}>
                  <Link
                    to={jobListHref(withoutParam(params, name))}
                    className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 font-medium text-slate-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-brand-50 hover:text-brand-800"
                  >
                    {`Remove ${PARAM_LABELS[name].toLowerCase()}: ${paramValueLabel(name, params[name] ?? "")}`}{" "}
                    <span className="text-slate-600">({jobCountLabel(total)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Button asChild className="mt-6">
            <Link to={jobListHref()}>Clear all filters</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="mt-2 max-w-md text-slate-600">
            New roles open every week. Send us your resume and a recruiter will reach out when one fits.
          </p>
          <Button asChild className="mt-6">
            <Link to="/upload-resume">Submit your resume</Link>
          </Button>
        </>
      )}
    </div>
  );
}
