/**
 * The recruiters' candidate database (/admin/candidate-database, GET /api/admin/candidates): its
 * sorts, limits and the shapes the API answers with. No zod here: the console pages import it.
 */
import type { ApplicationStage, PayPeriod } from "./recruiting";
import type { StaffTalentRecord } from "./talent-database";

export const CANDIDATE_SEARCH_SORTS = ["relevance", "active"] as const;
export type CandidateSearchSort = (typeof CANDIDATE_SEARCH_SORTS)[number];
export const CANDIDATE_SEARCH_SORT_LABELS: Record<CandidateSearchSort, string> = {
  relevance: "Best match",
  active: "Last active",
};

export const CANDIDATE_DATABASE_LIMITS = {
  pageSize: 25,
  /** A search counts its matches up to here: beyond, the total reads "10,000+". */
  totalCap: 10_000,
  query: 200,
  skills: 10,
  location: 100,
  activeWithinDays: 3650,
  tag: 40,
  tags: 20,
  note: 5000,
} as const;

export const CANDIDATE_DATABASE_MESSAGES = {
  notFound: "We couldn't find that candidate.",
  noResume: "This candidate has not uploaded a resume.",
  availableBy: "Please enter a valid date (YYYY-MM-DD)",
  maxPay: "Please enter a whole number of dollars",
  activeWithin: `Please enter a number of days from 1 to ${CANDIDATE_DATABASE_LIMITS.activeWithinDays}`,
  skills: `Please list up to ${CANDIDATE_DATABASE_LIMITS.skills} skills`,
  tags: `Please use up to ${CANDIDATE_DATABASE_LIMITS.tags} tags of up to ${CANDIDATE_DATABASE_LIMITS.tag} characters each`,
  note: `Please write a note of up to ${CANDIDATE_DATABASE_LIMITS.note} characters`,
} as const;

/** One row of the results table. */
export type CandidateSearchRow = {
  id: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  city: string | null;
  state: string | null;
  skills: string[];
  availableFrom: string | null;
  desiredPay: number | null;
  desiredPayPeriod: PayPeriod;
  lastActiveAt: string;
  /** Listed in the public candidate database (/candidate-database). */
  listed: boolean;
};

export type CandidateSearchPage = {
  rows: CandidateSearchRow[];
  /** Matches across all pages, at most LIMITS.totalCap. */
  total: number;
  /** More than `total` match (they were not counted further): show "10,000+". */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  /** The sort applied: relevance needs words, so without them it is "active". */
  sort: CandidateSearchSort;
};

export type CandidateNote = { id: string; authorEmail: string; body: string; createdAt: string };

export type CandidateApplicationSummary = {
  id: string;
  jobId: string | null;
  jobTitle: string | null;
  source: string;
  stage: ApplicationStage;
  stageChangedAt: string;
  createdAt: string;
  stages: {
    fromStage: ApplicationStage | null;
    toStage: ApplicationStage;
    label: string;
    createdAt: string;
  }[];
};

/** GET /api/admin/candidates/:id: the profile (never the password hash), applications, tags and notes. */
export type CandidateRecord = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  emailVerified: boolean;
  smsConsent: boolean;
  headline: string | null;
  city: string | null;
  state: string | null;
  skills: string[];
  preferredLocations: string[];
  preferredEmploymentTypes: string[];
  desiredPay: number | null;
  desiredPayPeriod: PayPeriod;
  availableFrom: string | null;
  lastActiveAt: string;
  createdAt: string;
  resume: { fileName: string; uploadedAt: string } | null;
  recruiterTags: string[];
  applications: CandidateApplicationSummary[];
  notes: CandidateNote[];
  /** The public candidate database: the listing, if any, and every request with who asked. */
  talent: StaffTalentRecord;
};

/** "Miami, FL" from a city and state, whichever are known. */
export function candidatePlace(row: { city: string | null; state: string | null }): string {
  return [row.city, row.state].filter(Boolean).join(", ");
}

/** "$45/hour" or "$90,000/year". */
export function candidatePay(row: { desiredPay: number | null; desiredPayPeriod: PayPeriod }): string {
  if (row.desiredPay === null) return "";
  return `$${row.desiredPay.toLocaleString("en-US")}/${row.desiredPayPeriod}`;
}
