import { HOME_STATISTICS } from "../../../common/coverage";
import { SectionHeading } from "./section-heading";

type StatisticLabel = (typeof HOME_STATISTICS)[number]["label"];

/** What stands behind each figure, so none of them reads as an empty boast. */
const STATISTIC_DETAILS: Record<StatisticLabel, string> = {
  "Clients Served": "From two-person startups to regional health systems and manufacturers.",
  Placements: "Permanent, contract and executive hires made since we opened in 2014.",
  "Client Satisfaction": "Of hiring managers rate us good or excellent at our 90-day check-in.",
  "Years Experience": "Of recruiting experience combined across our leadership team.",
};

/** Home section 1: SPEC's four figures, in SPEC's order. */
export function StatisticsSection() {
  return (
    <section aria-labelledby="statistics-heading" className="bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="statistics-heading"
          eyebrow="Our track record"
          title="Results Employers Can Count On"
          inverted
        >
          More than a decade of matching employers with the people who move their work forward.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_STATISTICS.map(({ value, label }) => (
            <li key={label} className="rounded-2xl border border-slate-700 bg-slate-800/60 p-6 text-center">
              <p className="font-bold text-4xl text-sun-300 tracking-tight sm:text-5xl">{value}</p>
              <p className="mt-2 font-semibold text-lg text-white">{label}</p>
              <p className="mt-2 text-slate-300 text-sm leading-6">{STATISTIC_DETAILS[label]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
