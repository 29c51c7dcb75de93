import { CtaBanner } from "~/components/marketing/cta-banner";
import { PageHero } from "~/components/marketing/page-hero";

/** The top of /jobs: its h1 and what the board holds. */
export function JobsHero() {
  return (
    <PageHero
      eyebrow="Job Board"
      title="Find Your Next Job"
      description={
        <p>
          Roles our recruiters are filling right now, from Miami and Fort Lauderdale to clients in 21 states.
          Search by keyword or location, narrow by job type, industry, workplace and salary, and apply in a
          few minutes.
        </p>
      }
    />
  );
}

/** The way in for people the list has nothing for yet. */
export function JobsCta() {
  return (
    <CtaBanner
      id="jobs-cta-heading"
      title="Don't see the right role yet?"
      description="Many of our openings are filled before they are posted. Send us your resume and a recruiter will call you when a match comes in."
      links={[
        { to: "/upload-resume", label: "Submit Your Resume" },
        { to: "/contact", label: "Talk to a recruiter" },
      ]}
    />
  );
}
