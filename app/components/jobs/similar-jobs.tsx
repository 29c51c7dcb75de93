import { JobCard, type JobCardData } from "./job-card";

type SimilarJobsProps = {
  jobs: JobCardData[];
  today: string;
  title: string;
};

/** Open jobs like the one on the page (jobs module's similarJobs), as cards under their own heading. */
export function SimilarJobs({ jobs, today, title }: SimilarJobsProps) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="similar-jobs-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2
          id="similar-jobs-heading"
          className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
        >
          {title}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} today={today} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
