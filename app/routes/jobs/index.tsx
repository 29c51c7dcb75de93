import { redirect, useNavigation } from "react-router";
import { IgnoredParamsNote } from "~/components/jobs/ignored-params-note";
import { agencyToday } from "~/components/jobs/job-dates";
import { paramValueLabel } from "~/components/jobs/job-filter-options";
import { JOB_LIST_PARAMS, type JobListParams, jobListHref, withoutParam } from "~/components/jobs/job-links";
import { JobResults, type Widening } from "~/components/jobs/job-results";
import { JobSearchForm } from "~/components/jobs/job-search-form";
import { jobsStaticSections } from "~/components/jobs/static-sections.server";
import { ServerHtml } from "~/components/static/server-html";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { JOBS_PAGE_SIZE } from "../../../common/job-search";
import { effectiveSort, searchJobs } from "../../../server/modules/jobs";
import type { Route } from "./+types/index";
import {
  type JobListFilters,
  jobSearchFor,
  parseJobListQuery,
  withoutBlankParams,
} from "./job-list-query.server";

/** For an empty result: how many jobs each search with one filter fewer finds (those that find some). */
async function widen(filters: JobListFilters, params: JobListParams): Promise<Widening[]> {
  const names = JOB_LIST_PARAMS.filter((name) => name !== "sort" && params[name] !== undefined);
  const widenings = await Promise.all(
    names.map(async (name) => {
      const { [name]: _dropped, ...wider } = filters;
      const { total } = await searchJobs(jobSearchFor(wider, 1, 1));
      return { name, total };
    }),
  );
  return widenings.filter((widening) => widening.total > 0);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shorter = withoutBlankParams(url);
  if (shorter) throw redirect(shorter);

  const { filters, params, page, ignored } = parseJobListQuery(url.searchParams);
  let result = await searchJobs(jobSearchFor(filters, page));
  const pageCount = Math.ceil(result.total / JOBS_PAGE_SIZE);
  // A page past the end (an old bookmark, after jobs closed) shows the last page and says so.
  const pastLastPage = result.jobs.length === 0 && page > pageCount && pageCount > 0;
  if (pastLastPage) result = await searchJobs(jobSearchFor(filters, pageCount));

  return {
    jobs: result.jobs,
    total: result.total,
    page: pastLastPage ? pageCount : page,
    pageCount,
    pastLastPage: pastLastPage ? { requested: page, shown: pageCount } : undefined,
    params,
    sort: effectiveSort({ q: filters.q, sort: filters.sort }),
    ignored,
    widenings: result.total === 0 ? await widen(filters, params) : [],
    today: agencyToday(),
    staticSections: jobsStaticSections(context),
  };
}

/** "Job Search: “nurse”, Full-time, Remote" for a filtered view; the board's own title otherwise. */
function listTitle(params: JobListParams): string {
  const parts = JOB_LIST_PARAMS.filter((name) => name !== "sort" && params[name]).map((name) =>
    paramValueLabel(name, params[name] ?? ""),
  );
  return parts.length > 0 ? `Job Search: ${parts.join(", ")}` : "Jobs in Florida & Across the US";
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params ?? {};
  const page = loaderData?.page ?? 1;
  const isFiltered = Object.keys(withoutParam(params, "sort")).length > 0;
  return pageMeta({
    title: page > 1 ? `${listTitle(params)} (Page ${page})` : listTitle(params),
    description:
      "Open jobs from Sunshine Staffing's recruiters in Miami and Fort Lauderdale: technology, finance, healthcare, manufacturing, real estate, education and legal roles, on-site, hybrid and remote.",
    path: jobListHref(params, page),
    appUrl: appUrlFrom(matches),
    // Searches are endless variations of the same jobs; the job pages themselves are what to index.
    noindex: isFiltered || loaderData?.total === 0,
  });
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const {
    jobs,
    total,
    page,
    pageCount,
    pastLastPage,
    params,
    sort,
    ignored,
    widenings,
    today,
    staticSections,
  } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  return (
    <>
      <ServerHtml html={staticSections.hero} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <JobSearchForm params={params} sort={sort} />
        <IgnoredParamsNote ignored={ignored} pastLastPage={pastLastPage} />
        <JobResults
          jobs={jobs}
          total={total}
          page={page}
          pageCount={pageCount}
          params={params}
          today={today}
          searching={searching}
          widenings={widenings}
        />
      </div>
      <ServerHtml html={staticSections.cta} />
    </>
  );
}
