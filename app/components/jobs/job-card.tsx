import { Link } from "react-router";
import type { JobSummary } from "../../../common/jobs";
import { postedLabel } from "./job-dates";
import { JobFacts, type JobFactsData } from "./job-facts";
import { jobHref } from "./job-links";

export type JobCardData = JobFactsData & Pick<JobSummary, "id" | "title" | "company" | "postedAt">;

type JobCardProps = {
  job: JobCardData;
  /** The agency's calendar day, from the loader (agencyToday), for "Posted 3 days ago". */
  today: string;
  /** h2 in a list that has no heading of its own, h3 under a section heading. */
  headingLevel?: 2 | 3;
};

/** One job in a list: linked title, company, where and how, salary and when it was posted. */
export function JobCard({ job, today, headingLevel = 3 }: JobCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:p-6">
      <Heading className="text-balance font-bold text-lg text-slate-900 leading-snug sm:text-xl">
        <Link to={jobHref(job.id)} className="rounded-sm hover:text-brand-800 hover:underline">
          {job.title}
        </Link>
      </Heading>
      <p className="mt-1 font-medium text-slate-700">{job.company}</p>
      <JobFacts job={job} className="mt-4 text-sm" />
      {job.postedAt ? (
        <p className="mt-4 text-slate-600 text-sm">
          <time dateTime={job.postedAt}>{postedLabel(job.postedAt, today)}</time>
        </p>
      ) : null}
    </article>
  );
}
