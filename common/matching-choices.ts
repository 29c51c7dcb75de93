/**
 * A candidate's choices about the AI hiring assistant (issue 22), on /candidate/profile: whether
 * clients' automated rankings may include them, and a voluntary self-identification used only for
 * the bias audit (New York City Local Law 144). The categories are the EEO-1 report's.
 *
 * GET /api/candidates/matching-choices → 200 MatchingChoices; 401.
 * PUT /api/candidates/matching-choices MatchingChoicesInput → 200 MatchingChoices; 400; 401.
 */

export const SELF_IDENTIFIED_SEXES = ["female", "male"] as const;
export type SelfIdentifiedSex = (typeof SELF_IDENTIFIED_SEXES)[number];

export const SELF_IDENTIFIED_SEX_LABELS: Record<SelfIdentifiedSex, string> = {
  female: "Female",
  male: "Male",
};

export const SELF_IDENTIFIED_RACES = [
  "hispanic_latino",
  "white",
  "black",
  "native_hawaiian_pacific_islander",
  "asian",
  "american_indian_alaska_native",
  "two_or_more",
] as const;
export type SelfIdentifiedRace = (typeof SELF_IDENTIFIED_RACES)[number];

export const SELF_IDENTIFIED_RACE_LABELS: Record<SelfIdentifiedRace, string> = {
  hispanic_latino: "Hispanic or Latino",
  white: "White (not Hispanic or Latino)",
  black: "Black or African American (not Hispanic or Latino)",
  native_hawaiian_pacific_islander: "Native Hawaiian or Other Pacific Islander (not Hispanic or Latino)",
  asian: "Asian (not Hispanic or Latino)",
  american_indian_alaska_native: "American Indian or Alaska Native (not Hispanic or Latino)",
  two_or_more: "Two or more races (not Hispanic or Latino)",
};

export type MatchingChoices = {
  /** True: clients' automated rankings never include the candidate; recruiters can still find them. */
  automatedRankingOptOut: boolean;
  /** null: not answered, or chose not to say. */
  sex: SelfIdentifiedSex | null;
  raceEthnicity: SelfIdentifiedRace | null;
};

export type MatchingChoicesInput = MatchingChoices;

export const MATCHING_CHOICES_MESSAGES = {
  saved: "Your choices are saved.",
  optedOut: "Your choices are saved. Automated rankings will no longer include you.",
  sex: "Choose one of the listed answers, or leave it blank.",
  raceEthnicity: "Choose one of the listed answers, or leave it blank.",
  optOut: "Say whether automated rankings may include you.",
} as const;
