/**
 * The /jobs query string, in the order it is written: what a search or a bookmark of a search
 * holds. `page` is kept apart because a new search always starts again at page 1.
 */
export const JOB_LIST_PARAMS = ["q", "location", "type", "industry", "remote", "salaryMin", "sort"] as const;
export type JobListParam = (typeof JOB_LIST_PARAMS)[number];

/** The filters and sort of a job list view, as they read in the URL. */
export type JobListParams = Partial<Record<JobListParam, string>>;

/** A part of a /jobs address that could not be used; the page says so instead of failing. */
export type IgnoredParam = { name: JobListParam | "page"; value: string };

/** /jobs with the given filters and page; blank filters and page 1 stay out of the URL. */
export function jobListHref(params: JobListParams = {}, page = 1): string {
  const query = new URLSearchParams();
  for (const name of JOB_LIST_PARAMS) {
    const value = params[name]?.trim();
    if (value) query.set(name, value);
  }
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/jobs?${search}` : "/jobs";
}

/**
 * The filters of a job list view read from a search form or an address's query, trimmed and
 * unchecked (the page's loader checks them).
 */
export function jobListParamsFrom(form: FormData | URLSearchParams): JobListParams {
  const params: JobListParams = {};
  for (const name of JOB_LIST_PARAMS) {
    const value = form.get(name);
    if (typeof value === "string" && value.trim()) params[name] = value.trim();
  }
  return params;
}

/** The same view without one filter (and back at page 1). */
export function withoutParam(params: JobListParams, name: JobListParam): JobListParams {
  const { [name]: _dropped, ...rest } = params;
  return rest;
}

export const jobHref = (id: string) => `/jobs/${id}`;

/** The application form, with the job already chosen. */
export const applyHref = (id: string) => `/apply?job=${encodeURIComponent(id)}`;
