import { Link } from "react-router";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { Button } from "~/components/ui/button";
import { formatJobLocation } from "../../../common/job-format";
import type { JobCardData } from "./job-card";
import { jobListHref } from "./job-links";

/** A published job that no longer takes applications. */
export type UnavailableStatus = "filled" | "closed";

export const UNAVAILABLE_HEADINGS: Record<UnavailableStatus, string> = {
  filled: "This position has been filled",
  closed: "This position is no longer accepting applications",
};

/** What a visitor from an old link or a search result sees (HTTP 410): what happened and where to go next. */
export function JobUnavailable({ job, status }: { job: JobCardData; status: UnavailableStatus }) {
  return (
    <section aria-labelledby="job-unavailable-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <Breadcrumbs
          items={[{ label: "Home", to: "/" }, { label: "Jobs", to: jobListHref() }, { label: job.title }]}
        />
        <h1
          id="job-unavailable-heading"
          className="text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          {UNAVAILABLE_HEADINGS[status]}
        </h1>
        <p className="mt-5 text-lg text-slate-700 leading-8">
          <strong className="font-semibold text-slate-900">{job.title}</strong> at {job.company} in{" "}
          {formatJobLocation(job)}{" "}
          {status === "filled"
            ? "found its candidate and is off the board."
            : "has closed and is no longer taking applications."}{" "}
          Similar roles that are still open are below, and new ones are posted every week.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={jobListHref()}>Browse open jobs</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/upload-resume">Submit Your Resume</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
