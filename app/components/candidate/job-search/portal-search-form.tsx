import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { FilterSelect } from "~/components/jobs/filter-select";
import {
  EMPLOYMENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  PARAM_LABELS,
  SORT_OPTIONS,
  salaryOptions,
  WORKPLACE_OPTIONS,
} from "~/components/jobs/job-filter-options";
import { type JobListParams, jobListParamsFrom } from "~/components/jobs/job-links";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import { PORTAL_JOB_SEARCH_PATH, portalSearchHref } from "./search-params";

/**
 * The job board's keywords, location, filters and sort, as a GET form to this page: the address
 * holds the search (Back works, a search can be bookmarked). Keyed by the address, so the fields
 * follow it.
 */
export function PortalSearchForm({ params }: { params: JobListParams }) {
  const navigate = useNavigate();
  const sort = params.sort ?? (params.q ? "relevance" : "newest");
  const sortOptions = params.q ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== "relevance");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(portalSearchHref(jobListParamsFrom(new FormData(event.currentTarget))));
  };

  return (
    <search aria-label="Search jobs">
      <form
        method="get"
        action={PORTAL_JOB_SEARCH_PATH}
        onSubmit={onSubmit}
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="grid gap-4 md:grid-cols-[2fr_1.3fr_auto] md:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="portal-search-q">{PARAM_LABELS.q}</Label>
            <Input
              id="portal-search-q"
              name="q"
              type="search"
              defaultValue={params.q}
              placeholder="Job title, skill or company"
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="portal-search-location">{PARAM_LABELS.location}</Label>
            <Input
              id="portal-search-location"
              name="location"
              defaultValue={params.location}
              placeholder="City or state, e.g. Miami or FL"
            />
          </div>
          <Button type="submit" className="h-11">
            Search
          </Button>
        </div>
        <fieldset className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">Filters and sort</legend>
          <FilterSelect
            id="portal-search-type"
            name="type"
            label={PARAM_LABELS.type}
            anyLabel="Any job type"
            options={EMPLOYMENT_TYPE_OPTIONS}
            defaultValue={params.type ?? ""}
          />
          <FilterSelect
            id="portal-search-industry"
            name="industry"
            label={PARAM_LABELS.industry}
            anyLabel="Any industry"
            options={INDUSTRY_OPTIONS}
            defaultValue={params.industry ?? ""}
          />
          <FilterSelect
            id="portal-search-remote"
            name="remote"
            label={PARAM_LABELS.remote}
            anyLabel="Any workplace"
            options={WORKPLACE_OPTIONS}
            defaultValue={params.remote ?? ""}
          />
          <FilterSelect
            id="portal-search-salary"
            name="salaryMin"
            label={PARAM_LABELS.salaryMin}
            anyLabel="Any salary"
            options={salaryOptions(params.salaryMin)}
            defaultValue={params.salaryMin ?? ""}
          />
          <FilterSelect
            id="portal-search-sort"
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
