import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { defaultJobSort, JobFilterForm } from "~/components/jobs/job-filter-form";
import { type JobListParams, jobListParamsFrom } from "~/components/jobs/job-links";
import { PORTAL_JOB_SEARCH_PATH, portalSearchHref } from "./search-params";

/**
 * The job board's keywords, location, filters and sort, as a GET form to this page: the address
 * holds the search (Back works, a search can be bookmarked). Keyed by the address, so the fields
 * follow it.
 */
export function PortalSearchForm({ params }: { params: JobListParams }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(portalSearchHref(jobListParamsFrom(new FormData(event.currentTarget))));
  };

  return (
    <JobFilterForm
      idPrefix="portal-search"
      params={params}
      sort={params.sort ?? defaultJobSort(params)}
      action={PORTAL_JOB_SEARCH_PATH}
      onSubmit={onSubmit}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    />
  );
}
