import { JobCard, type JobCardData } from "~/components/jobs/job-card";
import { FEATURED_JOBS_LIMIT } from "../../../common/jobs";
import { FEATURED_JOBS_TEXT } from "./featured-jobs-section";

/** Up to three high-priority open jobs; none (or unreadable, null) gives SPEC's empty state. */
export function FeaturedJobList({ jobs, today }: { jobs: JobCardData[] | null; today: string }) {
  if (!jobs || jobs.length === 0) {
    return <p className="mt-10 text-center text-slate-600">{FEATURED_JOBS_TEXT.empty}</p>;
  }
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {jobs.slice(0, FEATURED_JOBS_LIMIT).map((job) => (
        <li key={job.id} className="flex">
          <JobCard job={job} today={today} />
        </li>
      ))}
    </ul>
  );
}
