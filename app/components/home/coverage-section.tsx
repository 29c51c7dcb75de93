import { MapPinIcon } from "lucide-react";
import type { ServerHtmlRef } from "~/components/static/server-html";
import { cn } from "~/lib/utils";
import { COVERAGE_FIGURES, SERVED_STATES } from "../../../common/coverage";
import { CoverageMap } from "./coverage-map";
import { SectionHeading } from "./section-heading";

/**
 * Home section 6: the map of served states, the coverage figures and the states as a list. Without
 * the map (it could not be built), the figures and the list still tell the whole story.
 */
export function CoverageSection({ map }: { map: ServerHtmlRef | null }) {
  return (
    <section aria-labelledby="coverage-heading">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="coverage-heading"
          eyebrow="Nationwide coverage"
          title="Florida Roots, Nationwide Reach"
        >
          From our Miami and Fort Lauderdale offices we recruit for clients in {SERVED_STATES.length} states,
          with local market knowledge in each one.
        </SectionHeading>
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-3">
          {map ? (
            <div className="lg:col-span-2">
              <CoverageMap svg={map} />
            </div>
          ) : null}
          <ul className={cn("grid grid-cols-3 gap-2 sm:gap-4", map ? "lg:grid-cols-1" : "lg:col-span-3")}>
            {COVERAGE_FIGURES.map(({ value, label }) => (
              <li
                key={label}
                className="rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm sm:p-6"
              >
                <p className="font-bold text-2xl text-brand-700 tracking-tight sm:text-4xl">{value}</p>
                <p className="mt-1 font-medium text-slate-700 text-xs min-[360px]:text-sm sm:text-base">
                  {label}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-12 rounded-2xl bg-slate-50 p-6 sm:p-8">
          <h3 className="flex items-center gap-2 font-semibold text-lg text-slate-900">
            <MapPinIcon aria-hidden="true" className="size-5 text-brand-700" />
            States we serve
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {[...SERVED_STATES].sort().map((state) => (
              <li
                key={state}
                className="rounded-full border border-slate-200 bg-white px-3 py-1 text-slate-700 text-sm"
              >
                {state}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
