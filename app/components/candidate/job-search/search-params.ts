import {
  JOB_LIST_PARAMS,
  type JobListParams,
  jobListHref,
  jobListParamsFrom,
} from "~/components/jobs/job-links";

export const PORTAL_JOB_SEARCH_PATH = "/candidate/job-search";
export const PORTAL_PAGE_SIZE = 10;
export const SAVED_JOBS_URL = "/api/candidates/saved-jobs";
export const JOB_ALERTS_URL = "/api/candidates/job-alerts";

/** The search's filters from the page address (the same names as /jobs). */
export function searchParamsFrom(query: URLSearchParams): JobListParams {
  return jobListParamsFrom(query);
}

export function pageFrom(query: URLSearchParams): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** This page's address for a search and page. */
export function portalSearchHref(params: JobListParams, page = 1): string {
  // The same query as the public board's (ADR 0003: /jobs carries no extra code for the portal).
  return jobListHref(params, page).replace(/^\/jobs/, PORTAL_JOB_SEARCH_PATH);
}

/** GET /api/jobs for the search and page (the public job board's own API). */
export function jobsApiUrl(params: JobListParams, page: number): string {
  const query = new URLSearchParams();
  for (const name of JOB_LIST_PARAMS) {
    const value = params[name];
    if (value && !(name === "sort" && value === "relevance" && !params.q)) query.set(name, value);
  }
  query.set("limit", String(PORTAL_PAGE_SIZE));
  query.set("offset", String((page - 1) * PORTAL_PAGE_SIZE));
  return `/api/jobs?${query.toString()}`;
}
