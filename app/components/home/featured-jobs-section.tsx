import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionHeading } from "./section-heading";

/**
 * Home section 4. The jobs issue adds the list of up to three high-priority jobs (SPEC §2, §9) between
 * the introduction and the link.
 */
export function FeaturedJobsSection() {
  return (
    <section aria-labelledby="featured-jobs-heading" data-slot="featured-jobs">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="featured-jobs-heading" eyebrow="Open positions" title="Featured Jobs">
          The openings our recruiters are working hardest to fill right now, with clients ready to interview.
        </SectionHeading>
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
