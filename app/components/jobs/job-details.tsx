import { ArrowLeftIcon, CheckIcon, SendIcon } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { RichText } from "~/components/marketing/rich-text";
import { Button } from "~/components/ui/button";
import type { JobDetail } from "../../../common/jobs";
import type { JobCardData } from "./job-card";
import { formatJobDate, postedLabel } from "./job-dates";
import { JobFacts } from "./job-facts";
import { applyHref, jobListHref } from "./job-links";

export type JobDetailsData = JobCardData &
  Pick<JobDetail, "industry" | "requirements" | "skills" | "validThrough">;

type JobDetailsProps = {
  job: JobDetailsData;
  /** The description rendered from Markdown on the server. */
  descriptionHtml: string;
  today: string;
};

function ApplyButton({ job }: { job: JobDetailsData }) {
  return (
    <Button asChild size="lg">
      <Link to={applyHref(job.id)}>
        <SendIcon aria-hidden="true" />
        Apply Now
      </Link>
    </Button>
  );
}

/** An open job's page: what, where, for how much, what it takes, and the way to apply. */
export function JobDetails({ job, descriptionHtml, today }: JobDetailsProps) {
  return (
    <article aria-labelledby="job-title">
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14 lg:px-8">
          <Breadcrumbs
            items={[{ label: "Home", to: "/" }, { label: "Jobs", to: jobListHref() }, { label: job.title }]}
          />
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{job.industry}</p>
          <h1
            id="job-title"
            className="mt-3 max-w-4xl text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl sm:leading-tight"
          >
            {job.title}
          </h1>
          <p className="mt-3 font-semibold text-lg text-slate-800">{job.company}</p>
          <JobFacts job={job} className="mt-4 text-base" />
          <p className="mt-3 text-slate-600 text-sm">
            {job.postedAt ? <time dateTime={job.postedAt}>{postedLabel(job.postedAt, today)}</time> : null}
            {job.postedAt && job.validThrough ? " · " : null}
            {job.validThrough ? (
              <>
                Apply by <time dateTime={job.validThrough}>{formatJobDate(job.validThrough)}</time>
              </>
            ) : null}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ApplyButton job={job} />
            <Button asChild size="lg" variant="outline">
              <Link to={jobListHref()}>
                <ArrowLeftIcon aria-hidden="true" />
                All jobs
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="min-w-0 max-w-3xl">
          <section aria-labelledby="job-description-heading">
            <h2 id="job-description-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
              About the role
            </h2>
            <RichText html={descriptionHtml} className="mt-5" />
          </section>
          {job.requirements.length > 0 ? (
            <section aria-labelledby="job-requirements-heading" className="mt-12">
              <h2 id="job-requirements-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
                Requirements
              </h2>
              <ul className="mt-5 space-y-3 text-lg text-slate-800 leading-8">
                {job.requirements.map((requirement) => (
                  <li key={requirement} className="flex gap-3">
                    <CheckIcon aria-hidden="true" className="mt-2 size-5 shrink-0 text-brand-700" />
                    <span>{requirement}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside aria-label="Skills and how to apply" className="space-y-8">
          {job.skills.length > 0 ? (
            <section aria-labelledby="job-skills-heading">
              <h2 id="job-skills-heading" className="font-bold text-slate-900 text-xl">
                Skills
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm ring-1 ring-brand-200 ring-inset"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section
            aria-labelledby="job-apply-heading"
            className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
          >
            <h2 id="job-apply-heading" className="font-bold text-slate-900 text-xl">
              Interested?
            </h2>
            <p className="mt-2 text-slate-700">
              Apply in a few minutes with your resume. A recruiter reads every application and replies within
              two business days.
            </p>
            <div className="mt-5">
              <ApplyButton job={job} />
            </div>
          </section>
        </aside>
      </div>
    </article>
  );
}
