import { ClockIcon, ListChecksIcon, RotateCcwIcon } from "lucide-react";
import { Link } from "react-router";
import type { AssessmentListing } from "../../../common/assessments";

/** Minutes, questions and the retake rule of an assessment, as a short definition list. */
export function AssessmentFacts({ assessment }: { assessment: AssessmentListing }) {
  const facts = [
    { icon: ClockIcon, term: "Time", value: `${assessment.minutes} minutes` },
    { icon: ListChecksIcon, term: "Questions", value: `${assessment.itemsPerSitting} questions` },
    {
      icon: RotateCcwIcon,
      term: "Retakes",
      value: `One sitting every ${assessment.retakeDays} days`,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {facts.map(({ icon: Icon, term, value }) => (
        <div key={term} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="flex items-center gap-2 text-slate-600 text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {term}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections of a sitting: what each measures and how many of its questions a sitting holds. */
export function AssessmentSections({
  assessment,
  headingLevel = 3,
}: {
  assessment: AssessmentListing;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="space-y-3">
      {assessment.sections.map((section) => (
        <li key={section.key} className="rounded-lg border border-slate-200 bg-white p-4">
          <Heading className="font-semibold text-slate-900">
            {section.title}{" "}
            <span className="font-normal text-slate-600 text-sm">
              ({section.itemsPerSitting} {section.itemsPerSitting === 1 ? "question" : "questions"})
            </span>
          </Heading>
          <p className="mt-1 text-slate-700">{section.measures}</p>
        </li>
      ))}
    </ol>
  );
}

/** The accommodations on offer and how to ask for them. */
export function AssessmentAccommodations({ assessment }: { assessment: AssessmentListing }) {
  return (
    <div className="space-y-2 text-slate-700">
      <ul className="list-disc space-y-1 pl-5">
        {assessment.accommodations.map((accommodation) => (
          <li key={accommodation}>{accommodation}</li>
        ))}
      </ul>
      <p>
        To ask for extra time or another adjustment,{" "}
        <Link
          to="/contact"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          contact us
        </Link>{" "}
        before you start: staff set it up privately, and it applies to your next sitting.
      </p>
    </div>
  );
}
