import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { JobAlertsPanel } from "~/components/candidate/job-search/job-alerts-panel";
import { PortalJobResult } from "~/components/candidate/job-search/portal-job-result";
import { PortalSearchForm } from "~/components/candidate/job-search/portal-search-form";
import {
  jobsApiUrl,
  PORTAL_PAGE_SIZE,
  pageFrom,
  portalSearchHref,
  SAVED_JOBS_URL,
  searchParamsFrom,
} from "~/components/candidate/job-search/search-params";
import { CANDIDATE_APPLICATIONS_URL, SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { jobHref } from "~/components/jobs/job-links";
import { buttonVariants } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest, throwIfResNotOk } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { SavedJob } from "../../../common/candidate-portal";
import type { JobSummary } from "../../../server/modules/jobs";
import type { Route } from "./+types/job-search";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Job Search",
    description: "Search open jobs, save them, apply with your profile and set up job alerts.",
    path: "/candidate/job-search",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

type SearchResults = { jobs: JobSummary[]; total: number };

async function fetchResults(url: string, signal: AbortSignal): Promise<SearchResults> {
  const response = await fetch(url, { signal });
  await throwIfResNotOk(response);
  return {
    jobs: (await response.json()) as JobSummary[],
    total: Number(response.headers.get("X-Total-Count") ?? 0),
  };
}

export default function CandidateJobSearchPage() {
  const query = useQueryParams();
  const params = searchParamsFrom(query);
  const page = pageFrom(query);
  const resultsUrl = jobsApiUrl(params, page);
  const results = useQuery({
    queryKey: [resultsUrl],
    queryFn: ({ signal }) => fetchResults(resultsUrl, signal),
    placeholderData: (previous) => previous,
  });
  const saved = useQuery<{ jobs: SavedJob[] }>({ queryKey: [SAVED_JOBS_URL] });
  const savedIds = new Set(saved.data?.jobs.map((job) => job.id));
  const applications = useQuery<{ applications: { job: { id: string } | null }[] }>({
    queryKey: [CANDIDATE_APPLICATIONS_URL],
    ...SHARED_RECORD_QUERY,
  });
  const appliedIds = new Set(applications.data?.applications.map((application) => application.job?.id));
  const queryClient = useQueryClient();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const toggleSave = async (job: { id: string }, save: boolean) => {
    setSavingId(job.id);
    setSaveError(null);
    try {
      await apiRequest(save ? "PUT" : "DELETE", `${SAVED_JOBS_URL}/${job.id}`);
    } catch (error) {
      setSaveError(serverErrorMessage(error) ?? "We could not update your saved jobs. Please try again.");
    } finally {
      await queryClient.invalidateQueries({ queryKey: [SAVED_JOBS_URL] });
      setSavingId(null);
    }
  };

  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PORTAL_PAGE_SIZE));

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Job Search</h1>
        <p className="mt-2 text-slate-600">
          Save the jobs you like, apply with your profile in one step, and let us email you new matches.
        </p>
      </div>
      <PortalSearchForm key={query.toString()} params={params} />
      <JobAlertsPanel params={params} />
      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="font-semibold text-slate-900 text-xl">
          {results.isSuccess ? `${total} ${total === 1 ? "job" : "jobs"} found` : "Results"}
        </h2>
        {saveError ? <Notice tone="error">{saveError}</Notice> : null}
        {results.isError ? (
          <Notice tone="error" title="We could not run this search">
            {serverErrorMessage(results.error) ?? "Please check the filters and try again."}
          </Notice>
        ) : null}
        {results.isPending ? (
          <div className="space-y-4" aria-hidden="true">
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        ) : null}
        {results.isSuccess && results.data.jobs.length === 0 ? (
          <p className="rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
            No open jobs match this search. Try fewer filters, or create a job alert to hear about new ones.
          </p>
        ) : null}
        {results.data && results.data.jobs.length > 0 ? (
          <ul className="space-y-4">
            {results.data.jobs.map((job) => (
              <li key={job.id}>
                <PortalJobResult
                  job={job}
                  saved={savedIds.has(job.id)}
                  applied={appliedIds.has(job.id)}
                  saving={savingId === job.id}
                  onToggleSave={toggleSave}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {pages > 1 ? (
          <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link
                to={portalSearchHref(params, page - 1)}
                className={buttonVariants({ variant: "outline" })}
              >
                Previous page
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-600 text-sm">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <Link
                to={portalSearchHref(params, page + 1)}
                className={buttonVariants({ variant: "outline" })}
              >
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
      <section id="saved-jobs" aria-labelledby="saved-heading" className="scroll-mt-8 space-y-3">
        <h2 id="saved-heading" className="font-semibold text-slate-900 text-xl">
          Saved jobs
        </h2>
        {saved.isError ? <Notice tone="error">We could not load your saved jobs.</Notice> : null}
        {saved.isSuccess && saved.data.jobs.length === 0 ? (
          <p className="text-slate-600">Jobs you save appear here.</p>
        ) : null}
        {saved.data && saved.data.jobs.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {saved.data.jobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={jobHref(job.id)}
                    className="break-words font-medium text-brand-800 hover:underline"
                  >
                    {job.title}
                  </Link>
                  <p className="text-slate-600 text-sm">
                    {job.company} · {job.location}
                    {job.status !== "open" ? " · No longer open" : ""}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonVariants({ variant: "ghost" })}
                  disabled={savingId === job.id}
                  onClick={() => toggleSave(job, false)}
                >
                  Remove<span className="sr-only"> {job.title} from saved jobs</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
