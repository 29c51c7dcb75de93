import { JOB_LIST_PARAMS, type JobListParams } from "~/components/jobs/job-links";

export const PORTAL_JOB_SEARCH_PATH = "/candidate/job-search";
export const PORTAL_PAGE_SIZE = 10;
export const SAVED_JOBS_URL = "/api/candidates/saved-jobs";
export const JOB_ALERTS_URL = "/api/candidates/job-alerts";

/** The search's filters from the page address (the same names as /jobs). */
export function searchParamsFrom(query: URLSearchParams): JobListParams {
  const params: JobListParams = {};
  for (const name of JOB_LIST_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) params[name] = value;
  }
  return params;
}

export function pageFrom(query: URLSearchParams): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** This page's address for a search and page. */
export function portalSearchHref(params: JobListParams, page = 1): string {
  const query = new URLSearchParams();
  for (const name of JOB_LIST_PARAMS) {
    const value = params[name]?.trim();
    if (value) query.set(name, value);
  }
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${PORTAL_JOB_SEARCH_PATH}?${search}` : PORTAL_JOB_SEARCH_PATH;
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
