import type { OrderDraft } from "../../../common/copilot-drafting";
import { addDays } from "../../../common/timesheets";
import type { SampleCandidate } from "../../modules/copilot-drafting";
import type { candidates } from "../schema";

/**
 * The demo copilot client's story (issue 22): what Grace Liu of Bayside Medical Group would have
 * entered in the AI hiring assistant. server/db/seed/demo-copilot.ts plays it through the modules.
 */
export const DEMO_COPILOT = {
  company: "Bayside Medical Group",
  owner: {
    name: "Grace Liu",
    email: "grace.liu@baysidemedical.example",
    password: "Sunshine-Copilot-2026",
  },
  plan: "growth",
} as const;

/** The order Grace submitted, as she edited the assistant's draft. */
export const DEMO_COPILOT_ORDER: OrderDraft = {
  title: "Registered Nurse - Med-Surg",
  summary:
    "Bayside Medical Group needs a registered nurse for its 32-bed medical-surgical unit in Miami: day shifts, a steady team and a unit manager who precepts new staff.",
  responsibilities: [
    "Assess, plan and chart care for up to five patients per shift in Epic",
    "Administer medications and start IV lines",
    "Monitor cardiac telemetry and escalate rhythm changes",
    "Educate patients and families before discharge",
  ],
  mustHaveSkills: ["Registered Nurse", "IV therapy", "Medication administration"],
  niceToHaveSkills: ["Epic", "Cardiac telemetry"],
  experience: { minYears: 2, level: "mid" },
  education: "Associate or bachelor's degree in nursing; active Florida RN license",
  schedule: { workType: "full-time", hours: "Three 12-hour day shifts a week, 7 am to 7:30 pm" },
  location: { workplaceType: "on-site", city: "Miami", state: "FL" },
  pay: {
    min: 42,
    max: 55,
    period: "hour",
    basedOn: 0,
    note: "Set by Bayside from its current nurse pay scale.",
  },
  screeningQuestions: [
    "Do you hold an active Florida RN license?",
    "How many years have you worked on a med-surg or telemetry unit?",
  ],
};

/** A second order Grace is still writing: a draft, nothing sent. */
export const DEMO_COPILOT_DRAFT: OrderDraft = {
  ...DEMO_COPILOT_ORDER,
  title: "Medical Assistant",
  summary: "A medical assistant for the Coral Gables family practice: vitals, rooming and scheduling.",
  responsibilities: ["Room patients and take vital signs", "Schedule follow-up appointments"],
  mustHaveSkills: ["Medical assistant"],
  niceToHaveSkills: ["Spanish"],
  experience: { minYears: 1, level: "junior" },
  education: "Medical assistant certificate",
  location: { workplaceType: "on-site", city: "Coral Gables", state: "FL" },
  pay: { min: 18, max: 22, period: "hour", basedOn: 0, note: "Set by Bayside." },
  screeningQuestions: [],
};

/** Why Grace passed on a candidate; what she asks the first candidate she wants to meet. */
export const DEMO_COPILOT_PASS_REASON = "Looking for someone who can start within the month.";
export const DEMO_COPILOT_INTRODUCTION_MESSAGE =
  "We'd like to meet you for our med-surg day shift team in Miami.";

const FIRST_NAMES = [
  "Alicia",
  "Brandon",
  "Camila",
  "Darius",
  "Elena",
  "Felix",
  "Gabriela",
  "Hector",
  "Imani",
  "Jamal",
  "Kira",
  "Luis",
  "Mariana",
  "Nathan",
  "Olivia",
  "Pedro",
  "Quinn",
  "Rosa",
  "Simone",
  "Tomas",
];
const LAST_NAMES = [
  "Alvarez",
  "Bennett",
  "Castillo",
  "Dupree",
  "Espinoza",
  "Fontaine",
  "Guerrero",
  "Hughes",
  "Ibarra",
  "Jacobs",
  "Kowalski",
  "Lindqvist",
  "Morales",
  "Nakamura",
  "Okafor",
  "Pereira",
  "Quintero",
  "Reyes",
  "Sorensen",
  "Torres",
];

/**
 * The demo talent pool: the copilot demo's fictional sample candidates as the agency's candidates,
 * with fictional names and addresses so the demo client has someone to rank. Accounts nobody can
 * sign in to; availability counted from today.
 */
export function demoTalentRow(
  sample: SampleCandidate,
  passwordHash: string,
  now: Date,
  today: string,
): typeof candidates.$inferInsert {
  const index = sample.number - 1;
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? "Alex";
  const lastName =
    LAST_NAMES[(index + Math.floor(index / FIRST_NAMES.length) * 5) % LAST_NAMES.length] ?? "Lee";
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.talent${sample.number}@example.com`.toLowerCase(),
    phone: `(954) 555-${String(100 + index).padStart(4, "0")}`,
    passwordHash,
    emailVerifiedAt: now,
    consentTermsAt: now,
    headline: sample.headline,
    skills: [...sample.skills],
    resumeText: sample.resumeText,
    city: sample.city,
    state: sample.state,
    preferredLocations: [...sample.preferredLocations],
    desiredPay: sample.desiredPay,
    desiredPayPeriod: sample.desiredPayPeriod,
    availableFrom: sample.daysUntilAvailable === null ? null : addDays(today, sample.daysUntilAvailable),
  };
}
