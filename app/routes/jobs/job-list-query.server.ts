import {
  type IgnoredParam,
  JOB_LIST_PARAMS,
  type JobListParam,
  type JobListParams,
} from "~/components/jobs/job-links";
import { JOBS_PAGE_SIZE, type JobSearch, jobFilterFields } from "../../../common/job-search";

/** The filters of a /jobs view as the job search takes them. */
export type JobListFilters = Partial<Pick<JobSearch, JobListParam>>;

export type JobListQuery = {
  /** The accepted filters, typed for the search. */
  filters: JobListFilters;
  /** The same filters as they read in the URL, for links and the form. */
  params: JobListParams;
  page: number;
  ignored: IgnoredParam[];
};

/** Page numbers a person could reach by paging; anything else is not a page number. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * Reads a /jobs query string leniently, as a page should: each filter is checked on its own with
 * the API's rules (common/job-search.ts); a value that fails is left out and reported, the others
 * still apply. Blank values count as absent; unknown parameters (campaign tags) are ignored.
 */
export function parseJobListQuery(query: URLSearchParams): JobListQuery {
  const filters: Record<string, unknown> = {};
  const params: JobListParams = {};
  const ignored: IgnoredParam[] = [];
  for (const name of JOB_LIST_PARAMS) {
    const value = query.get(name)?.trim();
    if (!value) continue;
    const parsed = jobFilterFields[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) {
      filters[name] = parsed.data;
      params[name] = value;
    } else {
      ignored.push({ name, value });
    }
  }
  const pageValue = query.get("page")?.trim() || "1";
  const pageIsValid = PAGE_NUMBER.test(pageValue);
  if (!pageIsValid) ignored.push({ name: "page", value: pageValue });
  // Each field was checked by its own schema above, so the object matches the search's types.
  return { filters: filters as JobListFilters, params, page: pageIsValid ? Number(pageValue) : 1, ignored };
}

/**
 * The same address without blank parameters ("?q=&type=", what a search form sends without
 * JavaScript), or null when there are none: the page redirects there so the address stays short
 * and shareable.
 */
export function withoutBlankParams(url: URL): string | null {
  const kept = [...url.searchParams].filter(([, value]) => value.trim() !== "");
  if (kept.length === url.searchParams.size) return null;
  const search = new URLSearchParams(kept).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The job search for one page of a view (keywords and location are keys the search always has). */
export function jobSearchFor(filters: JobListFilters, page: number, limit = JOBS_PAGE_SIZE): JobSearch {
  return { q: undefined, location: undefined, ...filters, limit, offset: (page - 1) * limit };
}
