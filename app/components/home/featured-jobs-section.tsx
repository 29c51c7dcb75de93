import { ArrowRightIcon } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { ServerHtml, type ServerHtmlRef } from "~/components/static/server-html";
import { Button } from "~/components/ui/button";
import { SectionHeading } from "./section-heading";

export const FEATURED_JOBS_TEXT = {
  loading: "Loading jobs...",
  empty: "No high priority jobs available at the moment.",
} as const;

const emptyState = <p className="mt-10 text-center text-slate-600">{FEATURED_JOBS_TEXT.empty}</p>;

/**
 * Home section 4 (SPEC §2, §4, §9). The loader hands over the featured jobs as a promise of their
 * server-rendered HTML (featured-jobs.server.tsx): the shell streams with the loading text and the
 * jobs follow (crawlers wait for them, onAllReady).
 */
export function FeaturedJobsSection({ jobsHtml }: { jobsHtml: Promise<ServerHtmlRef> | ServerHtmlRef }) {
  return (
    <section aria-labelledby="featured-jobs-heading" data-slot="featured-jobs">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="featured-jobs-heading" eyebrow="Open positions" title="Featured Jobs">
          The openings our recruiters are working hardest to fill right now, with clients ready to interview.
        </SectionHeading>
        <Suspense fallback={<p className="mt-10 text-center text-slate-600">{FEATURED_JOBS_TEXT.loading}</p>}>
          <Await resolve={jobsHtml} errorElement={emptyState}>
            {(html) => <ServerHtml html={html} />}
          </Await>
        </Suspense>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg">
            <Link to="/jobs">
              View All Jobs
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
