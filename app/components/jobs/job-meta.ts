import {
  EMPLOYMENT_TYPE_LABELS,
  formatJobLocation,
  formatSalaryRange,
  WORKPLACE_TYPE_LABELS,
} from "../../../common/job-format";
import type { JobSummary } from "../../../common/jobs";

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

type JobMetaData = Pick<
  JobSummary,
  "title" | "company" | "city" | "state" | "workplaceType" | "employmentType" | "salaryRange"
>;

/** "Registered Nurse – ICU at Harbor Health in Fort Lauderdale, FL": unique across the board's jobs. */
export function jobPageTitle(job: JobMetaData): string {
  return `${job.title} at ${job.company} in ${formatJobLocation(job)}`;
}

/** The first paragraph of a Markdown description as plain text. */
function leadText(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? "";
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_`>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cut at a word boundary, with an ellipsis, when longer than `max`. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

/**
 * "Full-time, on-site role in Fort Lauderdale, FL, 88k-112k. Harbor Health's 24-bed ICU…": the
 * facts a searcher filters by first, then the opening of the description.
 */
export function jobMetaDescription(job: JobMetaData & { description: string }): string {
  const salary = formatSalaryRange(job.salaryRange);
  const kind = `${EMPLOYMENT_TYPE_LABELS[job.employmentType]}, ${WORKPLACE_TYPE_LABELS[job.workplaceType].toLowerCase()} role`;
  const facts = `${kind} in ${formatJobLocation(job)}${salary ? `, ${salary}` : ""}.`;
  return shorten(`${facts} ${leadText(job.description)}`, DESCRIPTION_MAX);
}
