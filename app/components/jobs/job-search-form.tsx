import { type FormEvent, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { JobSort } from "../../../common/job-search";
import { defaultJobSort, JobFilterForm } from "./job-filter-form";
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

/**
 * The address a form's values lead to. The sort goes in only when the visitor chose one: the order
 * shown by default (best match with keywords, newest without) follows the keywords instead.
 */
function searchHref(form: HTMLFormElement, shown: JobSearchFormProps): string {
  const params = jobListParamsFrom(new FormData(form));
  const untouched = !shown.params.sort && params.sort === shown.sort;
  const isDefault = params.sort === defaultJobSort(params) || (params.sort === "relevance" && !params.q);
  return jobListHref(untouched || isDefault ? withoutParam(params, "sort") : params);
}

/**
 * The job search as a GET form to /jobs, so every search has an address and works without
 * JavaScript. With JavaScript, results follow as the visitor types
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

  return (
    <JobFilterForm
      ref={formRef}
      idPrefix="job-search"
      params={params}
      sort={sort}
      action="/jobs"
      onChange={onChange}
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    />
  );
}
