import { addDays, mondayOf } from "../../../common/timesheets";
import type { candidates } from "../schema";
import { DEMO_EMPLOYER } from "./employers-data";
import type { DemoResume } from "./workforce-data";

/**
 * The demo employer's story (issue 18): what Denise Carter of Mangrove Health Partners and the
 * agency's recruiters would have entered through the portal and the console.
 * server/db/seed/demo-employer.ts plays it through the domain modules.
 */

/** The onboarding steps Denise completed; the services agreement is left for the visitor to accept. */
export const DEMO_COMPANY_PROFILE = {
  ...DEMO_EMPLOYER.company,
  phone: "(305) 555-0140",
  about:
    "Mangrove Health Partners runs six primary care and specialty clinics across Miami-Dade and Broward. Our revenue cycle team handles billing, coding and patient access for all of them.",
} as const;

export const DEMO_BILLING_CONTACT = {
  name: "Ray Alvarez",
  email: "ap@mangrovehealth.example",
  phone: "(305) 555-0177",
} as const;

/** A colleague invited to approve timesheets (the checklist's approver step, an open invitation on Team). */
export const DEMO_INVITED_APPROVER = {
  email: "marcus.bell@mangrovehealth.example",
  role: "timesheet_approver",
} as const;

/** Maria's start, as Denise ticked it in the new-hire tracker: every check done weeks ago. */
export const DEMO_NEW_HIRE_CHECKS = {
  startConfirmed: true,
  backgroundCheck: "cleared",
  drugScreen: "cleared",
  i9Verified: true,
  firstDayInstructions: "Check in at the Brickell office front desk at 8:30 am and ask for Denise Carter.",
  sendToContractor: false,
} as const;

/** The order Denise submitted (the hiring manager is herself); a recruiter accepted and published it. */
export function demoJobOrder(today: string) {
  return {
    title: "Patient Access Representative",
    positions: 2,
    orderType: "contract_to_hire",
    workplaceType: "on-site",
    city: "Miami",
    state: "FL",
    schedule: "Monday to Friday, 7:30 am to 4:00 pm",
    shift: "day",
    // The Monday two weeks ahead: always in the future, as submitting requires.
    startDate: addDays(mondayOf(today), 14),
    durationWeeks: 13,
    payMin: "19.00",
    payMax: "22.00",
    payPeriod: "hour",
    skills: ["Patient registration", "Insurance verification", "Epic", "Bilingual Spanish"],
    requirements: [
      "1+ year of front desk or patient access experience in a clinic or hospital",
      "Comfortable verifying Medicare, Medicaid and commercial coverage",
      "High school diploma or equivalent",
      "Spanish a strong plus",
    ],
    description:
      "Register patients at our Brickell clinic, verify insurance and benefits before visits, collect copays and keep the front desk moving on busy mornings. Two openings, thirteen weeks with a view to hire.",
    // Standard: an urgent order is published as a featured (high priority) job.
    urgency: "standard",
  } as const;
}

/** A person who applied to the published order and whom a recruiter submitted to the client. */
export type DemoApplicant = {
  account: { firstName: string; lastName: string; email: string; phone: string };
  profile: { headline: string; city: string; state: string; skills: string[] };
  /** Resume lines, given this year: years count back from it so they never look stale. */
  experience: (year: number) => string[];
  recruiterNote: string;
};

/**
 * The two applicants, in the order they were submitted: Denise approved the first for an interview,
 * which he scheduled from the times she proposed; the second waits for her decision.
 */
export const DEMO_APPLICANTS: readonly DemoApplicant[] = [
  {
    account: {
      firstName: "Daniel",
      lastName: "Nguyen",
      email: "daniel.nguyen@example.com",
      phone: "(786) 555-0123",
    },
    profile: {
      headline: "Patient access representative, hospital registration and insurance verification",
      city: "Hialeah",
      state: "FL",
      skills: ["Patient registration", "Insurance verification", "Epic", "Copay collection"],
    },
    experience: (year) => [
      `Patient Access Representative, Biscayne Community Hospital, Miami, FL (${year - 3} - present)`,
      "- Registered 60+ emergency and outpatient patients a shift in Epic",
      "- Verified Medicare, Medicaid and commercial eligibility before scheduled visits",
      `Front Desk Associate, Palmetto Urgent Care, Hialeah, FL (${year - 5} - ${year - 3})`,
      "- Checked patients in, scanned IDs and insurance cards, collected copays",
    ],
    recruiterNote:
      "Three years of hospital registration in Epic; verifies coverage before visits and is available from the start date.",
  },
  {
    account: {
      firstName: "Keisha",
      lastName: "Williams",
      email: "keisha.williams@example.com",
      phone: "(954) 555-0168",
    },
    profile: {
      headline: "Medical receptionist, bilingual English and Spanish",
      city: "Fort Lauderdale",
      state: "FL",
      skills: ["Patient scheduling", "Insurance verification", "athenahealth", "Bilingual Spanish"],
    },
    experience: (year) => [
      `Medical Receptionist, Las Olas Dermatology, Fort Lauderdale, FL (${year - 4} - present)`,
      "- Scheduled and checked in 80 patients a day across three providers",
      "- Verified benefits and prior authorizations for procedures",
      "- Answered patients' calls in English and Spanish",
    ],
    recruiterNote:
      "Four years at a busy specialty front desk, fluent in Spanish; new to Epic but quick with practice systems.",
  },
];

/** An applicant's resume as the PDF shows it. */
export function demoApplicantResume(
  { account, profile, experience }: DemoApplicant,
  today: string,
): DemoResume {
  return {
    name: `${account.firstName} ${account.lastName}`,
    intro: [`${profile.city}, ${profile.state} | ${account.phone} | ${account.email}`, profile.headline],
    sections: [
      { heading: "Experience", lines: experience(Number(today.slice(0, 4))) },
      { heading: "Skills", lines: [profile.skills.join(", ")] },
    ],
  };
}

/** Demo applicants' accounts: verified, with a password nobody knows (they never sign in). */
export function demoApplicantRow(
  account: DemoApplicant["account"],
  passwordHash: string,
  now: Date,
): typeof candidates.$inferInsert {
  return { ...account, passwordHash, emailVerifiedAt: now, consentTermsAt: now };
}

/** Why Denise wants to meet the first applicant. */
export const DEMO_APPROVAL_NOTE = "Strong Epic registration background. Let's meet him.";

/**
 * Denise's interview request: three times next Wednesday and Thursday (as her datetime-local fields
 * send them, in her zone, Eastern), of which the candidate picked the first.
 */
export function demoInterviewRequest(today: string) {
  const nextWednesday = addDays(mondayOf(today), 9);
  const nextThursday = addDays(nextWednesday, 1);
  return {
    times: [`${nextWednesday}T10:00`, `${nextWednesday}T14:00`, `${nextThursday}T11:00`],
    durationMinutes: 30,
    format: "video",
    meetingUrl: "https://meet.example.com/mangrove-patient-access",
    interviewers: ["Denise Carter", "Carla Mendez"],
  } as const;
}
