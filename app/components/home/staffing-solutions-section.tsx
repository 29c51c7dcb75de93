import { ArrowRightIcon, BriefcaseIcon, CrownIcon, type LucideIcon, UserCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { findService, HOME_STAFFING_SOLUTIONS, type ServiceSlug } from "../../../common/services";
import { SectionHeading } from "./section-heading";

const SOLUTION_ICONS: Partial<Record<ServiceSlug, LucideIcon>> = {
  "permanent-placement": UserCheckIcon,
  "contract-staffing": BriefcaseIcon,
  "executive-search": CrownIcon,
};

const SOLUTIONS = HOME_STAFFING_SOLUTIONS.flatMap((slug) => {
  const service = findService(slug);
  return service ? [{ ...service, Icon: SOLUTION_ICONS[slug] ?? BriefcaseIcon }] : [];
});

/** Home section 2: the three staffing solutions, each leading to its service page. */
export function StaffingSolutionsSection() {
  return (
    <section aria-labelledby="solutions-heading">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="solutions-heading"
          eyebrow="Staffing solutions"
          title="Hiring Help That Fits the Way You Work"
        >
          Whether you need one key hire, a team for the busy season or a leader to set the course, a dedicated
          recruiter runs the search from brief to start date.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SOLUTIONS.map(({ slug, name, summary, Icon }) => (
            <li
              key={slug}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 font-semibold text-slate-900 text-xl">{name}</h3>
              <p className="mt-3 flex-1 text-slate-600 leading-7">{summary}</p>
              <Link
                to={`/services/${slug}`}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                Explore {name}
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
