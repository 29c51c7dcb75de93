import type { MARKETING_INDUSTRIES } from "../../../common/industries";
import type { ServiceSlug } from "../../../common/services";
import type { ContentStep } from "./types";

/** The four-step recruitment process on /services (SPEC §1), in order. */
export const RECRUITMENT_PROCESS: readonly ContentStep[] = [
  {
    title: "Discovery",
    description:
      "We learn the role, the team and what success looks like in the first year, then agree a timeline, a budget and how we will keep you updated.",
  },
  {
    title: "Sourcing & AI-assisted screening",
    description:
      "Our matching engine searches a network that has reached more than two million candidates and ranks them on the skills you need; recruiters review every match by hand.",
  },
  {
    title: "Interviews & selection",
    description:
      "You meet a short list of interviewed, referenced candidates. We schedule interviews, gather feedback and help you compare finalists fairly.",
  },
  {
    title: "Onboarding & follow-up",
    description:
      "We manage the offer and the paperwork, then check in with you and your new hire at 30, 60 and 90 days to make sure the placement lasts.",
  },
];

export type IndustryName = (typeof MARKETING_INDUSTRIES)[number];

/** One line per industry on /services: the roles we fill there. */
export const INDUSTRY_ROLES: Record<IndustryName, string> = {
  Technology: "Software engineers, IT support, data analysts, product and cybersecurity specialists.",
  Finance: "Accountants, financial analysts, compliance officers, loan processors and controllers.",
  Healthcare: "Registered nurses, medical assistants, billers and coders, clinic and practice managers.",
  Manufacturing: "Production supervisors, quality technicians, maintenance mechanics and planners.",
  "Real Estate": "Property managers, leasing consultants, transaction coordinators and analysts.",
  Education: "Administrators, admissions and financial-aid staff, instructional designers.",
  Legal: "Paralegals, legal secretaries, litigation support and compliance professionals.",
  "And More": "Hospitality, logistics, retail, nonprofits and the public sector across 21 states.",
};

export type SuccessStory = {
  title: string;
  client: string;
  location: string;
  service: ServiceSlug;
  challenge: string;
  approach: string;
  results: readonly { value: string; label: string }[];
};

/** Three client outcomes for /services. Clients are described, not named, as most ask us not to. */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    title: "Staffing a new outpatient center in Doral",
    client: "A 400-bed Miami-Dade health system",
    location: "Doral, FL",
    service: "contract-staffing",
    challenge:
      "A new outpatient surgery center had to open on schedule with 42 nurses, surgical technologists and patient-access staff, in the tightest clinical labor market the system had seen.",
    approach:
      "We combined contract clinicians from our bench with a bilingual patient-access team, ran credential checks in parallel with interviews, and converted the best performers to permanent staff after 90 days.",
    results: [
      { value: "6 weeks", label: "to staff all 42 roles" },
      { value: "31%", label: "less overtime spending in the first quarter" },
      { value: "18", label: "contractors hired permanently" },
    ],
  },
  {
    title: "Building a fintech engineering team in Brickell",
    client: "A 120-person payments company",
    location: "Miami, FL",
    service: "permanent-placement",
    challenge:
      "After relocating its headquarters to Miami, the company needed twelve engineers and compliance analysts but was losing finalists to better-known brands after months of interviews.",
    approach:
      "We rewrote the job profiles around real work, used AI-assisted sourcing to reach engineers already living in South Florida, and cut the interview process from five rounds to three with a shared scorecard.",
    results: [
      { value: "12 hires", label: "in 90 days" },
      { value: "29 days", label: "average time to fill, down from 68" },
      { value: "100%", label: "still with the company after one year" },
    ],
  },
  {
    title: "Hiring a second production shift in Pompano Beach",
    client: "A marine-components manufacturer",
    location: "Pompano Beach, FL",
    service: "rpo-solutions",
    challenge:
      "A new production line needed 85 assemblers, machine operators and quality inspectors within four months, and early turnover on the existing shift was running above 40%.",
    approach:
      "An embedded RPO team took over hiring under the client's brand, added a paid shop-floor trial day and a structured onboarding week, and reported weekly on every requisition.",
    results: [
      { value: "85 hires", label: "before the line opened" },
      { value: "60%", label: "fewer resignations in the first 90 days" },
      { value: "27%", label: "lower cost per hire" },
    ],
  },
];
