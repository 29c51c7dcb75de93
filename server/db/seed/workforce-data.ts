import { addDays, mondayOf } from "../../../common/timesheets";

/**
 * The demo candidate's working life (issue 16): what a staff member and Maria Gonzalez would have
 * entered through the portals. server/db/seed/demo-workforce.ts plays it through the domain modules.
 */

/** Who the staff actions of the demo are recorded as (audit log, approvals, pay runs): plainly the seed. */
export const DEMO_STAFF = { email: "demo.staff@sunshinestaffing.example", name: "Demo data" } as const;

/** The demo jobs the story uses, found by title and company among the seeded open jobs. */
export const DEMO_WORKFORCE_JOBS = {
  placement: { title: "Medical Billing Specialist", company: "Mangrove Health Partners" },
  interview: { title: "Bilingual Customer Service Representative", company: "Atlantic Crest Insurance" },
  saved: [
    { title: "Certified Medical Assistant", company: "Seabreeze Pediatrics" },
    { title: "Executive Assistant", company: "Coquina Capital Advisors" },
  ],
} as const;

/** What Maria tells recruiters about herself (/candidate/profile). */
export const DEMO_PROFILE = {
  headline: "Medical billing specialist, bilingual English and Spanish",
  city: "Miami",
  state: "FL",
  skills: ["Medical Billing", "Denial Management", "CPT", "ICD-10", "Athenahealth", "Bilingual Spanish"],
  preferredLocations: ["Miami", "Fort Lauderdale"],
  preferredEmploymentTypes: ["contract", "full-time"],
  desiredPay: 27,
  desiredPayPeriod: "hour",
} as const;

export type DemoResume = { name: string; intro: string[]; sections: { heading: string; lines: string[] }[] };

/** Her resume, as the PDF shows it; years count back from today's so it never looks stale. */
export function demoResume(today: string): DemoResume {
  const year = Number(today.slice(0, 4));
  return {
    name: "Maria Gonzalez",
    intro: [
      "Miami, FL | (305) 555-0187 | maria.gonzalez@example.com",
      "Medical billing specialist, bilingual English and Spanish",
    ],
    sections: [
      {
        heading: "Experience",
        lines: [
          `Billing Coordinator, Coral Way Family Medicine, Miami, FL (${year - 5} - ${year - 1})`,
          "- Submitted 900+ claims a month to Medicare, Medicaid and commercial payers",
          "- Cut the practice's denial rate from 11% to 6% by fixing recurring coding errors",
          "- Answered patients' billing questions in English and Spanish",
          `Front Desk Receptionist, Little Havana Dental Group, Miami, FL (${year - 8} - ${year - 5})`,
          "- Scheduled appointments, verified insurance and collected copays",
        ],
      },
      {
        heading: "Certifications and education",
        lines: [
          "Certified Professional Biller (CPB), AAPC",
          "Medical Billing and Coding Certificate, Miami Dade College",
        ],
      },
      {
        heading: "Skills",
        lines: [
          "Medical billing, denial management, CPT, ICD-10, HCPCS, Athenahealth, eClinicalWorks, bilingual Spanish",
        ],
      },
    ],
  };
}

/** The offer a recruiter made for the placement job, which Maria accepted. */
export function demoOfferTerms(startDate: string) {
  return {
    client: "Mangrove Health Partners",
    roleTitle: "Medical Billing Specialist",
    location: "Miami, FL",
    startDate,
    // A six-month contract, to the Friday of its 26th week.
    endDate: addDays(startDate, 26 * 7 - 3),
    payRate: "26.00",
    billRate: "39.00",
    supervisorName: "Denise Carter",
    supervisorEmail: "denise.carter@mangrovehealth.example",
  };
}

type DemoDay = { hours: number; breakMinutes: number; note: string };

const day = (hours: number, note = ""): DemoDay => ({ hours, breakMinutes: hours > 0 ? 30 : 0, note });
const weekend = [day(0), day(0)];

/**
 * Her weeks, oldest first: four approved and paid (one with 4 h of overtime, one short by 2 h), then
 * last week, submitted and waiting for the supervisor. This week is left for her to fill.
 */
export const DEMO_WEEKS: readonly (readonly DemoDay[])[] = [
  [day(8, "First day: orientation and system access"), day(8), day(8), day(8), day(8), ...weekend],
  [day(9), day(9), day(9), day(9, "Month-end claims batch"), day(8), ...weekend],
  [day(8), day(8), day(8), day(8), day(6, "Left at 2 pm for a dentist appointment"), ...weekend],
  [day(8), day(8), day(8), day(8), day(8), ...weekend],
  [day(8), day(8), day(8), day(8), day(8), ...weekend],
];

/** Weeks that are approved and paid; the rest of DEMO_WEEKS is submitted and waiting. */
export const DEMO_PAID_WEEKS = 4;

/**
 * The dates of the story, counted from today in Florida: the assignment started on the Monday five
 * weeks back (so the 30-day benefits wait is over), each week is paid on the Friday after it.
 */
export function demoWorkforceDates(today: string) {
  const thisMonday = mondayOf(today);
  const startDate = addDays(thisMonday, -7 * DEMO_WEEKS.length);
  const weeks = DEMO_WEEKS.map((days, index) => {
    const weekStart = addDays(startDate, 7 * index);
    return { weekStart, weekEnd: addDays(weekStart, 6), payDate: addDays(weekStart, 11), days };
  });
  return {
    thisMonday,
    startDate,
    paidWeeks: weeks.slice(0, DEMO_PAID_WEEKS),
    waitingWeeks: weeks.slice(DEMO_PAID_WEEKS),
    /** Next Tuesday, always at least two days ahead. */
    interviewDate: addDays(thisMonday, 8),
  };
}

export const DEMO_INTERVIEW = {
  time: "10:00",
  timeZone: "America/New_York",
  durationMinutes: 45,
  format: "video",
  meetingUrl: "https://meet.example.com/atlantic-crest-maria-gonzalez",
  interviewers: ["Rachel Kim", "Luis Ortega"],
} as const;

export const DEMO_DOCUMENT_REQUEST = {
  type: "certification",
  note: "Please upload your CPB certificate: Mangrove Health Partners keeps it on file for credentialing.",
} as const;

export const DEMO_SUPPORT_TICKET = {
  subject: "Overtime on my paystub",
  category: "pay",
  message:
    "Hello, one of my paystubs shows 4 hours of overtime at $39.00 an hour. Is every hour above 40 in a week paid at 1.5 times my rate, Saturdays included? Thank you, Maria",
} as const;

export const DEMO_REFERRAL = { name: "Lucia Ramos", email: "lucia.ramos@example.com" } as const;
