import type { ComponentProps } from "react";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import type { JobSort } from "../../../common/job-search";
import {
  EMPLOYMENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  PARAM_LABELS,
  SORT_OPTIONS,
  salaryOptions,
  WORKPLACE_OPTIONS,
} from "./job-filter-options";
import type { JobListParams } from "./job-links";

/** Best match needs keywords to rank by; without them the default is the newest jobs. */
export function defaultJobSort(params: JobListParams): JobSort {
  return params.q ? "relevance" : "newest";
}

/** The four filters; each one's "any" choice has an empty value. */
const FILTERS = [
  { name: "type", idSuffix: "type", anyLabel: "Any job type", options: () => EMPLOYMENT_TYPE_OPTIONS },
  { name: "industry", idSuffix: "industry", anyLabel: "Any industry", options: () => INDUSTRY_OPTIONS },
  { name: "remote", idSuffix: "remote", anyLabel: "Any workplace", options: () => WORKPLACE_OPTIONS },
  {
    name: "salaryMin",
    idSuffix: "salary",
    anyLabel: "Any salary",
    // A shared link's minimum that is not one of the steps stays choosable.
    options: (params: JobListParams) => salaryOptions(params.salaryMin),
  },
] as const;

type JobFilterFormProps = Omit<ComponentProps<"form">, "method" | "children" | "id"> & {
  /** Starts every field's id ("job-search" gives job-search-q, job-search-type…). */
  idPrefix: string;
  /** The accepted filters of the view shown. */
  params: JobListParams;
  /** The order the results are in. */
  sort: string;
};

/**
 * The job search as a GET form (the public board's and the candidate portal's): keywords, location,
 * the four filters and the sort. Each filter's "any" choice has an empty value, which the page leaves
 * out of the address; without JavaScript the browser submits it as it is.
 */
export function JobFilterForm({ idPrefix, params, sort, ...formProps }: JobFilterFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // Best match only ranks by keywords.
  const sortOptions = params.q ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== "relevance");
  return (
    <search aria-label="Search jobs">
      <form method="get" {...formProps}>
        <div className="grid gap-4 md:grid-cols-[2fr_1.3fr_auto] md:items-end">
          <TextField
            id={id("q")}
            name="q"
            type="search"
            label={PARAM_LABELS.q}
            defaultValue={params.q}
            placeholder="Job title, skill or company"
            autoComplete="off"
            enterKeyHint="search"
          />
          <TextField
            id={id("location")}
            name="location"
            label={PARAM_LABELS.location}
            defaultValue={params.location}
            placeholder="City or state, e.g. Miami or FL"
            autoComplete="address-level2"
          />
          <Button type="submit" size="lg" className="h-11">
            Search
          </Button>
        </div>
        <fieldset className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">Filters and sort</legend>
          {FILTERS.map((filter) => (
            <SelectField
              key={filter.name}
              id={id(filter.idSuffix)}
              name={filter.name}
              label={PARAM_LABELS[filter.name]}
              anyLabel={filter.anyLabel}
              options={filter.options(params)}
              defaultValue={params[filter.name] ?? ""}
            />
          ))}
          <SelectField
            id={id("sort")}
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
