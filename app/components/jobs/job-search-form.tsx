import { type FormEvent, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import type { JobSort } from "../../../common/job-search";
import { FilterSelect } from "./filter-select";
import {
  EMPLOYMENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  PARAM_LABELS,
  SORT_OPTIONS,
  salaryOptions,
  WORKPLACE_OPTIONS,
} from "./job-filter-options";
import {
  JOB_LIST_PARAMS,
  type JobListParams,
  jobListHref,
  jobListParamsFrom,
  withoutParam,
} from "./job-links";

/** How long typing must pause before the results follow (one request per pause, not per key). */
export const SEARCH_TYPING_DELAY_MS = 300;

type JobSearchFormProps = {
  /** The accepted filters of the view shown. */
  params: JobListParams;
  /** The order the results are in (best match with keywords, newest without). */
  sort: JobSort;
};

/** Best match needs keywords to rank by; without them the default is the newest jobs. */
function defaultSort(params: JobListParams): JobSort {
  return params.q ? "relevance" : "newest";
}

/**
 * The address a form's values lead to. The sort goes in only when the visitor chose one: the order
 * shown by default (best match with keywords, newest without) follows the keywords instead.
 */
function searchHref(form: HTMLFormElement, shown: JobSearchFormProps): string {
  const params = jobListParamsFrom(new FormData(form));
  const untouched = !shown.params.sort && params.sort === shown.sort;
  const isDefault = params.sort === defaultSort(params) || (params.sort === "relevance" && !params.q);
  return jobListHref(untouched || isDefault ? withoutParam(params, "sort") : params);
}

/**
 * Keywords, location, the four filters and the sort, as a GET form to /jobs, so every search has
 * an address and works without JavaScript. With JavaScript, results follow as the visitor types
 * (after a pause, replacing the history entry) or picks a filter, without reloading the page.
 */
export function JobSearchForm({ params, sort }: JobSearchFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigate = useNavigate();
  const location = useLocation();
  const currentHref = location.pathname + location.search;

  const showResults = (replace: boolean) => {
    clearTimeout(typingTimer.current);
    const form = formRef.current;
    if (!form) return;
    const href = searchHref(form, { params, sort });
    if (href !== currentHref) navigate(href, { replace, preventScrollReset: true });
  };

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // The fields follow the address when it changes from elsewhere (Back, a "remove filter" link),
  // except the text field being typed in: what the visitor is typing wins over an older result.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of JOB_LIST_PARAMS) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field !== document.activeElement)
        field.value = params[name] ?? "";
      if (field instanceof HTMLSelectElement) field.value = name === "sort" ? sort : (params[name] ?? "");
    }
  }, [params, sort]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement) {
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => showResults(true), SEARCH_TYPING_DELAY_MS);
    } else {
      showResults(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showResults(false);
  };

  const sortOptions = params.q ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== "relevance");

  return (
    <search aria-label="Search jobs">
      <form
        ref={formRef}
        method="get"
        action="/jobs"
        onChange={onChange}
        onSubmit={onSubmit}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-4 md:grid-cols-[2fr_1.3fr_auto] md:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="job-search-q">{PARAM_LABELS.q}</Label>
            <Input
              id="job-search-q"
              name="q"
              type="search"
              defaultValue={params.q}
              placeholder="Job title, skill or company"
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="job-search-location">{PARAM_LABELS.location}</Label>
            <Input
              id="job-search-location"
              name="location"
              defaultValue={params.location}
              placeholder="City or state, e.g. Miami or FL"
              autoComplete="address-level2"
            />
          </div>
          <Button type="submit" size="lg" className="h-11">
            Search
          </Button>
        </div>
        <fieldset className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">Filters and sort</legend>
          <FilterSelect
            id="job-search-type"
            name="type"
            label={PARAM_LABELS.type}
            anyLabel="Any job type"
            options={EMPLOYMENT_TYPE_OPTIONS}
            defaultValue={params.type ?? ""}
          />
          <FilterSelect
            id="job-search-industry"
            name="industry"
            label={PARAM_LABELS.industry}
            anyLabel="Any industry"
            options={INDUSTRY_OPTIONS}
            defaultValue={params.industry ?? ""}
          />
          <FilterSelect
            id="job-search-remote"
            name="remote"
            label={PARAM_LABELS.remote}
            anyLabel="Any workplace"
            options={WORKPLACE_OPTIONS}
            defaultValue={params.remote ?? ""}
          />
          <FilterSelect
            id="job-search-salary"
            name="salaryMin"
            label={PARAM_LABELS.salaryMin}
            anyLabel="Any salary"
            options={salaryOptions(params.salaryMin)}
            defaultValue={params.salaryMin ?? ""}
          />
          <FilterSelect
            id="job-search-sort"
            name="sort"
            label={PARAM_LABELS.sort}
            options={sortOptions}
            defaultValue={sort}
          />
        </fieldset>
      </form>
    </search>
  );
}
