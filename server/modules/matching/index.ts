/** Explainable candidate ranking (issue 22, "the engine"): the module's only entry. */

export { matchingChoicesSchema } from "../../../common/matching-choices-schemas";
export { anonymisedCandidate, type IdentifyingDetails, redactEvidence } from "./anonymise";
export type { CandidateForMatching } from "./candidate";
export { getMatchingChoices, saveMatchingChoices } from "./choices";
export { levelFromYears, levelNamedIn } from "./experience";
export { cityNamedIn, placeOf } from "./places";
export { matchingVersion, RANKER_VERSION, type RankOptions, rankCandidates } from "./ranker";
export {
  anonymisedRanking,
  identifyingColumns,
  type LoggedRanking,
  type LoggedRankingEntry,
  loggedRankingEntries,
  loggedRankingsFor,
  logRanking,
  type RankingShown,
} from "./ranking-log";
export {
  candidatesForMatching,
  DEFAULT_PREFILTER_LIMIT,
  DEFAULT_RESULT_LIMIT,
  prefilterTalentPool,
  prefilterTerms,
  rankTalentPool,
  type TalentPoolOptions,
  talentRelevanceFor,
} from "./talent-pool";
