import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_TYPE_LABELS } from "../../../common/job-format";
import type { JobSort } from "../../../common/job-search";
import { EMPLOYMENT_TYPES, INDUSTRIES, WORKPLACE_TYPES } from "../../../common/jobs";
import type { JobListParam } from "./job-links";

export type FilterOption = { value: string; label: string };

/** What each part of a search is called on the page (filter labels, notes, "remove" links). */
export const PARAM_LABELS: Record<JobListParam | "page", string> = {
  q: "Keywords",
  location: "Location",
  type: "Job type",
  industry: "Industry",
  remote: "Workplace",
  salaryMin: "Minimum salary",
  sort: "Sort",
  page: "Page",
};

export const EMPLOYMENT_TYPE_OPTIONS: FilterOption[] = EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_TYPE_LABELS[value],
}));

export const WORKPLACE_OPTIONS: FilterOption[] = WORKPLACE_TYPES.map((value) => ({
  value,
  label: WORKPLACE_TYPE_LABELS[value],
}));

export const INDUSTRY_OPTIONS: FilterOption[] = INDUSTRIES.map((value) => ({
  value,
  label: value === "Other" ? "Other industries" : value,
}));

/** Yearly minimums offered in the salary filter; hourly pay counts as 2,080 hours a year. */
const SALARY_STEPS = [40_000, 60_000, 80_000, 100_000, 125_000, 150_000];

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$80,000+" */
export function salaryMinLabel(value: number): string {
  return `${dollars.format(value)}+ a year`;
}

/** The salary steps, plus the value of a shared link when it is not one of them. */
export function salaryOptions(current?: string): FilterOption[] {
  const steps = new Set(SALARY_STEPS);
  if (current && /^\d+$/.test(current)) steps.add(Number(current));
  return [...steps]
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: salaryMinLabel(value) }));
}

export const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest first" },
  { value: "salary", label: "Highest salary" },
];

/** How an accepted filter value reads on the page: "Contract", "Remote", "$80,000+ a year". */
export function paramValueLabel(name: JobListParam, value: string): string {
  const options =
    name === "type"
      ? EMPLOYMENT_TYPE_OPTIONS
      : name === "remote"
        ? WORKPLACE_OPTIONS
        : name === "industry"
          ? INDUSTRY_OPTIONS
          : name === "sort"
            ? SORT_OPTIONS
            : undefined;
  if (options) return options.find((option) => option.value === value)?.label ?? value;
  if (name === "salaryMin" && /^\d+$/.test(value)) return salaryMinLabel(Number(value));
  return `“${value}”`;
}
