/** The six services of SPEC §1, in SPEC's order; each has a page at /services/{slug}. */
export const SERVICES = [
  {
    slug: "permanent-placement",
    name: "Permanent Placement",
    summary:
      "Full-time hires screened for skills and culture fit, with a 90-day replacement guarantee on every placement.",
  },
  {
    slug: "contract-staffing",
    name: "Contract Staffing",
    summary:
      "Vetted contractors on W-2 payroll within days, for projects, peaks and leave coverage, with contract-to-hire options.",
  },
  {
    slug: "executive-search",
    name: "Executive Search",
    summary:
      "Retained, confidential searches for directors, VPs and C-suite leaders, led by a partner from brief to offer.",
  },
  {
    slug: "rpo-solutions",
    name: "RPO Solutions",
    summary:
      "We run all or part of your recruiting as an embedded team: sourcing, screening, scheduling and reporting.",
  },
  {
    slug: "hr-consulting",
    name: "HR Consulting",
    summary:
      "Compensation benchmarks, job architecture, onboarding and compliance reviews from senior HR practitioners.",
  },
  {
    slug: "payroll-services",
    name: "Payroll Services",
    summary:
      "Multi-state payroll, tax filings, timekeeping and benefits administration for your contingent workforce.",
  },
] as const;

export type ServiceSlug = (typeof SERVICES)[number]["slug"];

export function findService(slug: string) {
  return SERVICES.find((service) => service.slug === slug);
}

/** Home page section 2: the three staffing solutions, in SPEC's order. */
export const HOME_STAFFING_SOLUTIONS: readonly ServiceSlug[] = [
  "permanent-placement",
  "contract-staffing",
  "executive-search",
];
