import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import {
  AssessmentAccommodations,
  AssessmentFacts,
  AssessmentSections,
} from "~/components/assessments/assessment-facts";
import { PageHero } from "~/components/marketing/page-hero";
import { Button } from "~/components/ui/button";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { listPublicAssessments } from "../../../server/modules/assessments";
import type { Route } from "./+types/index";

export async function loader() {
  return { assessments: await listPublicAssessments() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Skills Assessments for Candidates",
    description:
      "Free online skills assessments from Sunshine Staffing: see what each one measures, how long it takes and how retakes work, then take it from home. Results count for 12 months of applications.",
    path: "/assessment",
    appUrl: appUrlFrom(matches),
  });
}

/** /assessment (issue 21): the assessments open to the public, each with what it takes and a start link. */
export default function AssessmentsPage({ loaderData }: Route.ComponentProps) {
  const { assessments } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="For candidates"
        title="Skills Assessments"
        description={
          <p>
            Some of our client programs screen with a short online assessment. Take it once, from home, and
            the result counts for every application you send us in the next 12 months: recruiters do not ask
            you to test again. You choose whether employers may see it.
          </p>
        }
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        {assessments.length === 0 ? (
          <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
            No assessment is open to the public at the moment. Our recruiters will tell you when one of your
            applications needs one.
          </p>
        ) : (
          assessments.map((assessment) => (
            <section
              key={assessment.slug}
              aria-labelledby={`assessment-${assessment.slug}`}
              className="space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8"
            >
              <div className="space-y-3">
                <h2
                  id={`assessment-${assessment.slug}`}
                  className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
                >
                  {assessment.title}
                </h2>
                <p className="text-lg text-slate-700">{assessment.measures}</p>
              </div>
              <AssessmentFacts assessment={assessment} />
              <div className="space-y-3">
                <h3 className="font-semibold text-lg text-slate-900">What it measures</h3>
                <AssessmentSections assessment={assessment} headingLevel={4} />
              </div>
              <div className="space-y-3">
                <h3 className="font-semibold text-lg text-slate-900">Accommodations</h3>
                <AssessmentAccommodations assessment={assessment} />
              </div>
              <p className="text-slate-700">
                The pass mark is {assessment.passThreshold}%. You can take it again {assessment.retakeDays}{" "}
                days after you start a sitting.
              </p>
              <Button asChild size="lg">
                <Link to={`/assessment/${assessment.slug}`}>
                  Start<span className="sr-only"> the {assessment.title}</span>
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </section>
          ))
        )}
      </div>
    </>
  );
}
