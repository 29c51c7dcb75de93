/**
 * The AI hiring assistant's order drafting (issue 22): what a draft holds, which drafter wrote it,
 * and the demo's ranked sample candidates. No zod here (ADR 0003): input schemas are in
 * copilot-drafting-schemas.ts. Every field of a draft stays editable; drafting sends nothing.
 */
import type { EMPLOYMENT_TYPES, SALARY_PERIODS, WORKPLACE_TYPES } from "./jobs";
import {
  type AnonymisedCandidate,
  MATCHING_LIMITS,
  type MatchingLevel,
  type MatchingWeights,
} from "./matching";

export type DraftWorkType = (typeof EMPLOYMENT_TYPES)[number];
export type DraftWorkplaceType = (typeof WORKPLACE_TYPES)[number];
export type DraftPayPeriod = (typeof SALARY_PERIODS)[number];

/**
 * A pay range suggested from the agency's own jobs of that title and region, never by a language
 * model. `basedOn` counts the jobs it came from; with none, min and max are null and `note` says so.
 */
export type PaySuggestion = {
  min: number | null;
  max: number | null;
  period: DraftPayPeriod;
  basedOn: number;
  note: string;
};

export type OrderDraft = {
  title: string;
  summary: string;
  responsibilities: string[];
  /** Skills named as the catalogue names them (or as written, when the catalogue does not know one). */
  mustHaveSkills: string[];
  niceToHaveSkills: string[];
  experience: { minYears: number | null; level: MatchingLevel | null };
  education: string;
  schedule: { workType: DraftWorkType; hours: string };
  location: { workplaceType: DraftWorkplaceType; city: string | null; state: string | null };
  pay: PaySuggestion;
  screeningQuestions: string[];
};

/** The longest each field of a draft may be (copilot-drafting-schemas.ts enforces them). */
export const DRAFTING_LIMITS = {
  text: 10_000,
  title: MATCHING_LIMITS.title,
  summary: 2_000,
  item: 500,
  items: 20,
  skill: MATCHING_LIMITS.skill,
  skills: MATCHING_LIMITS.skills,
  years: MATCHING_LIMITS.years,
  education: 300,
  hours: 200,
  place: MATCHING_LIMITS.place,
  pay: MATCHING_LIMITS.pay,
  note: 500,
} as const;

export const DRAFTERS = ["built-in", "model"] as const;
export type Drafter = (typeof DRAFTERS)[number];

/** A draft and who wrote it: the built-in drafter, or the configured model (named). */
export type DraftResult = {
  draft: OrderDraft;
  drafter: Drafter;
  /** The model's name when the model drafted; null for the built-in drafter. */
  model: string | null;
};

/** The demo's ranked sample candidate: anonymised like a client's ranking, plus the sample's headline. */
export type DemoRankedCandidate = AnonymisedCandidate & {
  /** "Sample candidate 12": the sample pool is fictional product content, not the agency's candidates. */
  label: string;
  headline: string;
  /** A few sentences: the ranker's reasons, or the model's wording of them when one is configured. */
  explanation: string;
  explainedBy: "model" | "ranker";
};

export type DemoRanking = {
  version: string;
  weights: MatchingWeights;
  considered: number;
  candidates: DemoRankedCandidate[];
};

/** How many sample candidates the demo shows, best first. */
export const DEMO_RANKING_LIMIT = 10;

export const DRAFTING_TEXTS = {
  describeLabel: "Describe the role in a few sentences",
  describeHint: "Or paste a job description. Nothing is sent to anyone: you will review every field.",
  draftButton: "Draft",
  rankButton: "Rank the sample pool",
  builtInDrafter: "Drafted by the built-in drafter from the agency's own jobs and skills catalogue.",
  modelDrafter: (model: string) =>
    `Drafted by the language model ${model}; skills checked against the catalogue and pay taken from the agency's own jobs.`,
  samplePoolNotice:
    "The sample pool is 60 fictional candidates written for this demo. They are not real people and not the agency's candidates.",
} as const;

/** "$18–$21 an hour" or "$62,000–$75,000 a year"; null when there is no range to show. */
export function formatPaySuggestion(pay: Pick<PaySuggestion, "min" | "max" | "period">): string | null {
  if (pay.min === null || pay.max === null) return null;
  const money = (value: number) => `$${value.toLocaleString("en-US")}`;
  return `${money(pay.min)}–${money(pay.max)} ${pay.period === "hour" ? "an hour" : "a year"}`;
}
