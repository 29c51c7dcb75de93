/**
 * Explainable candidate ranking (issue 22, "the engine"): the criteria, their default weights and the
 * shapes a ranking answers with. No zod here (ADR 0003): input schemas are in matching-schemas.ts.
 */
import type { WORKPLACE_TYPES } from "./jobs";
import type { PayPeriod } from "./recruiting";

/** What a candidate is scored on, in the order a ranking lists them. */
export const MATCHING_CRITERIA = [
  "mustHaveSkills",
  "niceToHaveSkills",
  "title",
  "experience",
  "location",
  "availability",
  "pay",
  "assessments",
  "textRelevance",
] as const;
export type MatchingCriterion = (typeof MATCHING_CRITERIA)[number];

export const MATCHING_CRITERION_LABELS: Record<MatchingCriterion, string> = {
  mustHaveSkills: "Must-have skills",
  niceToHaveSkills: "Nice-to-have skills",
  title: "Job title",
  experience: "Experience",
  location: "Location",
  availability: "Availability",
  pay: "Pay",
  assessments: "Assessments",
  textRelevance: "Resume relevance",
};

/** 0–100 each; a score divides by their sum, so only their proportions matter. */
export type MatchingWeights = Record<MatchingCriterion, number>;

export const DEFAULT_MATCHING_WEIGHTS: MatchingWeights = {
  mustHaveSkills: 30,
  niceToHaveSkills: 8,
  title: 16,
  experience: 12,
  location: 10,
  availability: 6,
  pay: 6,
  assessments: 5,
  textRelevance: 7,
};

export const MATCHING_WEIGHT_MAX = 100;

/** The longest an order's fields may be (the schemas in matching-schemas.ts enforce them). */
export const MATCHING_LIMITS = {
  title: 200,
  description: 10_000,
  skill: 100,
  skills: 30,
  years: 50,
  place: 100,
  pay: 10_000_000,
} as const;

export const MATCHING_LEVELS = ["entry", "junior", "mid", "senior", "lead"] as const;
export type MatchingLevel = (typeof MATCHING_LEVELS)[number];
export const MATCHING_LEVEL_LABELS: Record<MatchingLevel, string> = {
  entry: "Entry level",
  junior: "Junior",
  mid: "Mid level",
  senior: "Senior",
  lead: "Lead or manager",
};

/** What a role asks for, as the ranker reads it (a copilot order, an employer's job order, a job). */
export type MatchingOrder = {
  title: string;
  description: string;
  mustHaveSkills: string[];
  niceToHaveSkills: string[];
  minYearsExperience: number | null;
  level: MatchingLevel | null;
  workplaceType: (typeof WORKPLACE_TYPES)[number];
  /** Where the work is; ignored for remote roles. */
  city: string | null;
  state: string | null;
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod;
  /** YYYY-MM-DD; null means as soon as possible. */
  startDate: string | null;
};

/**
 * An assessment result a candidate chose to share (the assessments module provides these). Linked
 * to a catalogue skill when the assessment tests one; the score is out of 100.
 */
export type SharedAssessmentResult = { name: string; skillId: string | null; score: number };

/** Shared results by candidate id: the ranker's only view of assessments. */
export type SharedAssessments = ReadonlyMap<string, readonly SharedAssessmentResult[]>;

/** One criterion of one candidate: how well it is met (0–1) and the points that earned. */
export type CriterionScore = {
  criterion: MatchingCriterion;
  label: string;
  weight: number;
  /** 0 (not met) to 1 (fully met). */
  value: number;
  /** weight × value as a share of 100: the criteria's points add up to the score. */
  points: number;
  /** The most points this criterion can give with these weights. */
  maxPoints: number;
  /** Plain words a person can check against the resume. */
  reason: string;
};

export type SkillRequirement = "must" | "nice";

/** A required skill the candidate has, with the line that shows it. */
export type SkillMatch = {
  /** The catalogue id, or null for a skill the catalogue does not know (matched as written). */
  skillId: string | null;
  skill: string;
  requirement: SkillRequirement;
  /** The resume line (or profile entry) naming the skill. */
  evidence: string;
  source: "resume" | "profile";
};

export type MissingSkill = { skillId: string | null; skill: string; requirement: SkillRequirement };

export type RankedCandidate = {
  candidateId: string;
  rank: number;
  /** 0–100, one decimal: the sum of the criteria's points. */
  score: number;
  criteria: CriterionScore[];
  matchedSkills: SkillMatch[];
  missingSkills: MissingSkill[];
  /** Read from the resume's dates and statements; null when it gives none. */
  yearsOfExperience: number | null;
  level: MatchingLevel | null;
  /** The criteria's reasons, most points first. */
  reasons: string[];
};

/** The order as ranked: its skills resolved to the catalogue. Logged with every ranking. */
export type RankedOrderSnapshot = MatchingOrder & {
  mustHaveSkillIds: (string | null)[];
  niceToHaveSkillIds: (string | null)[];
};

export type Ranking = {
  /** The ranker's and the skills catalogue's versions: the same version and inputs give the same ranking. */
  version: string;
  weights: MatchingWeights;
  order: RankedOrderSnapshot;
  /** How many candidates were scored (after the pool's prefilter). */
  considered: number;
  candidates: RankedCandidate[];
};

/**
 * What a client sees of a ranked candidate before an accepted introduction: no name, photo, age,
 * gender, address, school names, graduation years, employer names, email or phone; evidence lines
 * are redacted. `ref` is the ranking-log entry the client refers to the candidate by.
 */
export type AnonymisedCandidate = {
  ref: string;
  rank: number;
  score: number;
  criteria: CriterionScore[];
  matchedSkills: Omit<SkillMatch, "skillId">[];
  missingSkills: Omit<MissingSkill, "skillId">[];
  yearsOfExperience: number | null;
  level: MatchingLevel | null;
  reasons: string[];
};
