import {
  Building2Icon,
  CpuIcon,
  EllipsisIcon,
  FactoryIcon,
  GraduationCapIcon,
  LandmarkIcon,
  type LucideIcon,
  ScaleIcon,
  StethoscopeIcon,
} from "lucide-react";
import { MARKETING_INDUSTRIES } from "../../../common/industries";
import { SectionHeading } from "./section-heading";

type Industry = (typeof MARKETING_INDUSTRIES)[number];

const INDUSTRY_DETAILS: Record<Industry, { Icon: LucideIcon; roles: string }> = {
  Technology: { Icon: CpuIcon, roles: "Software engineers, data analysts, IT support and cybersecurity." },
  Finance: {
    Icon: LandmarkIcon,
    roles: "Accountants, financial analysts, controllers and banking operations.",
  },
  Healthcare: {
    Icon: StethoscopeIcon,
    roles: "Nurses, medical assistants, billing and coding, practice managers.",
  },
  Manufacturing: {
    Icon: FactoryIcon,
    roles: "Production, quality control, maintenance and plant leadership.",
  },
  "Real Estate": {
    Icon: Building2Icon,
    roles: "Property managers, leasing agents and construction coordinators.",
  },
  Education: { Icon: GraduationCapIcon, roles: "Teachers, administrators, admissions and student services." },
  Legal: { Icon: ScaleIcon, roles: "Paralegals, legal assistants, records and litigation support." },
  "And More": {
    Icon: EllipsisIcon,
    roles: "Hospitality, logistics, customer service and the roles in between.",
  },
};

/** Home section 3: the eight industries, in SPEC's order. */
export function IndustriesSection() {
  return (
    <section aria-labelledby="industries-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="industries-heading" eyebrow="Industries" title="Industries We Serve">
          Our recruiters specialise by industry, so they already know the certifications, tools and pay ranges
          your roles call for.
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MARKETING_INDUSTRIES.map((industry) => {
            const { Icon, roles } = INDUSTRY_DETAILS[industry];
            return (
              <li key={industry} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-lg text-slate-900">{industry}</h3>
                  <p className="mt-1 text-slate-600 text-sm leading-6">{roles}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
