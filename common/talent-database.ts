/**
 * The public candidate database (issue 21, /candidate-database): anonymised profiles of candidates who
 * opted in, the employers' and visitors' requests for them, and the candidate's consent. Constants,
 * labels, messages and JSON shapes; no zod here (ADR 0003): the input schemas are in
 * `common/talent-database-schemas.ts`.
 *
 * What a public answer may carry is written out field by field below (TalentCard, TalentProfile): an
 * allow-list. Never a name, email, phone, photo, employer, address, candidate id or exact date.
 *
 * Endpoints (JSON; errors are the one shape { error, fields? }):
 *
 * Public, `server/api/talent-database.ts`:
 * - GET  /api/talent?q=&skills=a,b&industry=&region=&availability=&workType=&assessed=true&page=
 *        → 200 TalentSearchPage; 400 { error, fields } for a value that cannot be used.
 * - GET  /api/talent/:profileId → 200 TalentProfile; 404 unknown or no longer listed.
 * - POST /api/talent/:profileId/leads (TalentLeadInput: a visitor) → 201 { message }; 400; 404; 409 the
 *        same address already asked for this candidate; 429 (Retry-After). A filled honeypot gets a
 *        201 that stores nothing.
 *
 * Signed-in employer (session cookie, under the /api/employers guard):
 * - GET  /api/employers/talent-requests → 200 { requests: EmployerTalentRequest[], orders: TalentOrderOption[] }; 401.
 * - POST /api/employers/talent-requests (TalentEmployerRequestInput) → 201 EmployerTalentRequest; 400;
 *        401; 403 a role that cannot manage orders; 404 unknown profile or another company's order;
 *        409 already asked (pending) or the order is no longer open.
 *
 * Signed-in candidate (Bearer token):
 * - GET  /api/candidates/talent-profile → 200 CandidateTalentSettings; 401.
 * - PUT  /api/candidates/talent-profile (TalentSettingsInput) → 200 CandidateTalentSettings; 400 with the
 *        profile fields a listing needs; 401. Switching off removes the listing in the same transaction.
 * - POST /api/candidates/talent-requests/:id/accept → 200 CandidateTalentRequest; 401; 404 another's
 *        request; 409 already answered.
 * - POST /api/candidates/talent-requests/:id/decline → the same.
 *
 * Staff (admin session, the admin guard): GET /api/admin/candidates?listed=true filters the staff search
 * to listed candidates (rows carry `listed`); GET /api/admin/candidates/:id carries `talent`
 * (StaffTalentRecord: the listing and every request with who asked).
 *
 * The assessments seam: `setTalentBadges(candidateId, badges)` from server/modules/talent-database
 * stores the results the candidate chose to share (TalentBadgeInput[]) and updates the listing.
 */
import type { CopilotRequestKind } from "./copilot-candidates";
import { EMPLOYMENT_TYPE_LABELS } from "./job-format";
import type { JobOrderStatus } from "./job-orders";
import { INDUSTRIES, type Industry } from "./jobs";

export const TALENT_DATABASE_PATH = "/candidate-database";

/** Metro areas, never an address: what the card says about where the person is. */
export const TALENT_REGIONS = [
  "south-florida",
  "tampa-bay",
  "orlando",
  "jacksonville",
  "other-florida",
  "outside-florida",
] as const;
export type TalentRegion = (typeof TALENT_REGIONS)[number];
export const TALENT_REGION_LABELS: Record<TalentRegion, string> = {
  "south-florida": "Miami–Fort Lauderdale–West Palm Beach",
  "tampa-bay": "Tampa Bay",
  orlando: "Orlando",
  jacksonville: "Jacksonville",
  "other-florida": "Elsewhere in Florida",
  "outside-florida": "Outside Florida",
};

export const TALENT_INDUSTRIES = INDUSTRIES;
export type TalentIndustry = Industry;

/** The employment types of the candidate's work preferences. */
export const TALENT_WORK_TYPES = Object.keys(
  EMPLOYMENT_TYPE_LABELS,
) as (keyof typeof EMPLOYMENT_TYPE_LABELS)[];
export type TalentWorkType = keyof typeof EMPLOYMENT_TYPE_LABELS;
export const TALENT_WORK_TYPE_LABELS = EMPLOYMENT_TYPE_LABELS;

/** The availability filter: now (no date or a date passed), or within so many days. */
export const TALENT_AVAILABILITY = ["now", "30", "90"] as const;
export type TalentAvailability = (typeof TALENT_AVAILABILITY)[number];
export const TALENT_AVAILABILITY_LABELS: Record<TalentAvailability, string> = {
  now: "Available now",
  "30": "Within 30 days",
  "90": "Within 90 days",
};

/**
 * Desired pay is shown as a band, never the figure. Bands per period: [min, max) in whole dollars,
 * max null for the open top band.
 */
export const TALENT_PAY_BANDS = {
  hour: [
    [0, 20],
    [20, 30],
    [30, 45],
    [45, 60],
    [60, 80],
    [80, null],
  ],
  year: [
    [0, 40_000],
    [40_000, 60_000],
    [60_000, 80_000],
    [80_000, 100_000],
    [100_000, 130_000],
    [130_000, 170_000],
    [170_000, null],
  ],
} as const satisfies Record<"hour" | "year", readonly (readonly [number, number | null])[]>;

export type TalentPayBand = { period: "hour" | "year"; min: number; max: number | null };

/** The band a desired pay falls in, or null when the candidate gave none. */
export function talentPayBandOf(pay: number | null, period: "hour" | "year"): TalentPayBand | null {
  if (pay === null) return null;
  const band = TALENT_PAY_BANDS[period].find(([min, max]) => pay >= min && (max === null || pay < max));
  return band ? { period, min: band[0], max: band[1] } : null;
}

const dollars = (value: number) =>
  value >= 1000 ? `$${Math.round(value / 1000)}k` : `$${value.toLocaleString("en-US")}`;

/** "$30–$45/hour", "Under $40k/year", "$170k+/year". */
export function talentPayBandLabel(band: TalentPayBand): string {
  if (band.max === null) return `${dollars(band.min)}+/${band.period}`;
  if (band.min === 0) return `Under ${dollars(band.max)}/${band.period}`;
  return `${dollars(band.min)}–${dollars(band.max)}/${band.period}`;
}

export const TALENT_LIMITS = {
  pageSize: 20,
  /** Deep pages are reached by narrowing the search: a search counts and pages this far. */
  totalCap: 1000,
  query: 200,
  skills: 10,
  /** Skills shown on a card and stored in the listing. */
  topSkills: 8,
  yearsMax: 60,
  company: 150,
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  orderTitle: 150,
} as const;

export const TALENT_MESSAGES = {
  notFound: "We couldn't find that candidate. They may no longer be listed.",
  requestNotFound: "We couldn't find that request.",
  orderNotFound: "We couldn't find that order in your company's account.",
  orderClosed: "That order is no longer open. Choose another order or start a new one.",
  alreadyRequested: "You have already asked for this candidate. We will let you know when they answer.",
  alreadyAnswered: "You have already answered this request.",
  leadSent:
    "Thank you. We have asked the candidate, and a recruiter will contact you when they answer. You will not be told who they are unless they agree.",
  employerRequested:
    "Request sent. We have asked the candidate; you will hear from us when they answer, and a recruiter will add them to your order if they agree.",
  settingsSaved: "Your candidate database settings are saved.",
  listed: "Your anonymous profile is listed in the candidate database.",
  unlisted: "Your profile is no longer listed. Nobody can find it in the candidate database.",
  accepted: "Thank you. The recruiters will introduce you to the employer.",
  declined: "Declined. The employer will not be told who you are.",
  availability: "Please choose an availability from the list.",
  industry: "Please choose an industry from the list.",
  region: "Please choose your metro area from the list.",
  workType: "Please choose a work type from the list.",
  skills: `Please list up to ${TALENT_LIMITS.skills} skills`,
  query: `Please search with up to ${TALENT_LIMITS.query} characters`,
  years: `Please enter your years of experience, a whole number from 0 to ${TALENT_LIMITS.yearsMax}`,
  listedChoice: "Please say whether to list your profile.",
  answer: "Please choose whether the candidate accepted or declined.",
  headlineNeeded: "Add a headline to your profile (Skills section) before listing it.",
  skillsNeeded: "Add at least one skill to your profile (Skills section) before listing it.",
  company: "Please enter your company's name",
  companyTooLong: `Please use at most ${TALENT_LIMITS.company} characters for the company`,
  name: "Please enter your name",
  nameTooLong: `Please use at most ${TALENT_LIMITS.name} characters for your name`,
  email: "Please enter a valid work email address",
  phone: "Please enter a valid phone number",
  message: `Please write at most ${TALENT_LIMITS.message} characters`,
  profileId: "Please choose a candidate from the database.",
  order: "Please choose one of your open orders or a new order.",
  orderTitle: "Please give the new order a title",
  orderType: "Please choose the kind of hire for the new order",
  orderWorkplace: "Please choose where the new order's work is done",
  orderTitleTooLong: `Please use at most ${TALENT_LIMITS.orderTitle} characters for the title`,
} as const;

/** One shared assessment result as the card shows it: the month only, never the day. */
export type TalentBadge = {
  assessmentSlug: string;
  title: string;
  score: number;
  passed: boolean;
  month: string;
};

/** What the assessments module hands over (the results the candidate chose to share). */
export type TalentBadgeInput = {
  assessmentSlug: string;
  title: string;
  score: number;
  passed: boolean;
  takenAt: string;
};

/** One result card: the allow-list of what a search answers with. */
export type TalentCard = {
  /** The listing's own random id: not the candidate's, and new each time they list again. */
  profileId: string;
  headline: string;
  yearsExperience: number;
  industry: TalentIndustry;
  region: TalentRegion;
  topSkills: string[];
  /** "YYYY-MM", or null for available now. */
  availableMonth: string | null;
  workTypes: TalentWorkType[];
  payBand: TalentPayBand | null;
  badges: TalentBadge[];
};

/** GET /api/talent/:profileId: the card, and nothing more, plus since when it is listed (the month). */
export type TalentProfile = TalentCard & { listedMonth: string };

export type TalentSearchPage = {
  cards: TalentCard[];
  /** Matches across all pages, at most LIMITS.totalCap. */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
};

export const TALENT_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export type TalentRequestStatus = (typeof TALENT_REQUEST_STATUSES)[number];
export const TALENT_REQUEST_STATUS_LABELS: Record<TalentRequestStatus, string> = {
  pending: "Waiting for the candidate",
  accepted: "Accepted",
  declined: "Declined",
};

/** "copilot": an AI hiring assistant client asking for a ranked candidate (ADR 0027). */
export const TALENT_REQUEST_SOURCES = ["employer", "visitor", "copilot"] as const;
export type TalentRequestSource = (typeof TALENT_REQUEST_SOURCES)[number];
/** Who asked, as the staff's candidate record says it. */
export const TALENT_REQUEST_SOURCE_LABELS: Record<TalentRequestSource, string> = {
  employer: "client employer",
  visitor: "visitor lead",
  copilot: "AI hiring assistant client",
};

/** The orders an employer may add a candidate to: not filled, closed or cancelled. */
export const TALENT_ORDER_STATUSES = [
  "draft",
  "submitted",
  "accepted",
  "sourcing",
  "interviewing",
] as const satisfies readonly JobOrderStatus[];

export type TalentOrderOption = { id: string; title: string; status: JobOrderStatus };

/** The employer's view of a request: the anonymous listing and the answer, never who it is. */
export type EmployerTalentRequest = {
  id: string;
  profileId: string;
  headline: string;
  orderId: string | null;
  orderTitle: string | null;
  status: TalentRequestStatus;
  createdAt: string;
  answeredAt: string | null;
};

/** The candidate's view: who asked and for what, to accept or decline. */
export type CandidateTalentRequest = {
  id: string;
  company: string;
  orderTitle: string | null;
  /** An AI hiring assistant client's request: an introduction or an interview (null for the others). */
  kind: CopilotRequestKind | null;
  message: string;
  status: TalentRequestStatus;
  createdAt: string;
  answeredAt: string | null;
};

/** GET/PUT /api/candidates/talent-profile. */
export type CandidateTalentSettings = {
  listed: boolean;
  yearsExperience: number | null;
  industry: TalentIndustry | null;
  region: TalentRegion | null;
  /** What employers see while listed (null when not listed). */
  listing: TalentProfile | null;
  requests: CandidateTalentRequest[];
};

/** The staff's view of a request on the candidate's record. */
export type StaffTalentRequest = {
  id: string;
  source: TalentRequestSource;
  company: string;
  requesterName: string;
  requesterEmail: string;
  requesterPhone: string | null;
  orderId: string | null;
  orderTitle: string | null;
  /** A draft is still the company's own (no requisition yet). */
  orderStatus: JobOrderStatus | null;
  message: string;
  status: TalentRequestStatus;
  createdAt: string;
  answeredAt: string | null;
};

export type StaffTalentRecord = {
  listed: boolean;
  profileId: string | null;
  listedAt: string | null;
  requests: StaffTalentRequest[];
};
