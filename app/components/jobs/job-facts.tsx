import { BanknoteIcon, BriefcaseIcon, MapPinIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import {
  EMPLOYMENT_TYPE_LABELS,
  formatJobLocation,
  formatSalaryRange,
  WORKPLACE_TYPE_LABELS,
} from "../../../common/job-format";
import type { JobSummary } from "../../../common/jobs";

export type JobFactsData = Pick<
  JobSummary,
  "city" | "state" | "workplaceType" | "employmentType" | "salaryRange"
>;

/**
 * Where, how and for how much: location, workplace and employment type, and the salary when both
 * ends are known (SPEC §3). The words before each value are there for screen readers.
 */
export function JobFacts({ job, className }: { job: JobFactsData; className?: string }) {
  const salary = formatSalaryRange(job.salaryRange);
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700", className)}>
      <li className="flex items-center gap-1.5">
        <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          <span className="sr-only">Location: </span>
          {formatJobLocation(job)}
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <BriefcaseIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          <span className="sr-only">Workplace and job type: </span>
          {WORKPLACE_TYPE_LABELS[job.workplaceType]} · {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
        </span>
      </li>
      {salary ? (
        <li className="flex items-center gap-1.5 font-semibold text-slate-900">
          <BanknoteIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            <span className="sr-only">Salary: </span>
            {salary}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
