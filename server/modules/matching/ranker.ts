/**
 * The ranker's pure core (no database): each candidate's criteria judged, weighted and added up.
 * Explainable by construction: the score is the sum of the criteria's points, each point traceable
 * to a reason and, for skills, to the resume line that shows it. Deterministic: the same inputs and
 * version give the same ranking (ties broken by must-haves met, then candidate id).
 */
import {
  type CriterionScore,
  DEFAULT_MATCHING_WEIGHTS,
  MATCHING_CRITERIA,
  MATCHING_CRITERION_LABELS,
  type MatchingOrder,
  type MatchingWeights,
  type RankedCandidate,
  type Ranking,
  type SharedAssessments,
} from "../../../common/matching";
import { skillCatalogueVersion } from "../../../common/skill-catalogue";
import type { CandidateForMatching } from "./candidate";
import {
  assessmentJudgement,
  availabilityJudgement,
  experienceJudgement,
  type Judgements,
  locationJudgement,
  type OrderTitle,
  orderTitleOf,
  payJudgement,
  skillsJudgement,
  textRelevanceJudgement,
  titleJudgement,
} from "./criteria";
import { levelFromYears, levelNamedIn, yearsOfExperience } from "./experience";
import { type Requirement, requirementsOf, resolvedSkillIds } from "./requirements";
import { skillFindings } from "./skill-evidence";

/** Bump when a criterion, its scale or a reason changes meaning: logged rankings say which ranker made them. */
export const RANKER_VERSION = "ranker-1";

/** The version of a ranking: the ranker's and the skills catalogue's. */
export function matchingVersion(): string {
  return `${RANKER_VERSION}+skills-${skillCatalogueVersion()}`;
}

export type RankOptions = {
  weights?: MatchingWeights;
  /** Results candidates chose to share, by candidate id; missing means none shared. */
  assessments?: SharedAssessments;
  /** YYYY-MM-DD, the day availability and years are counted to. */
  today: string;
  /** Keep the best this many (all when undefined). */
  limit?: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function scoreCandidate(
  order: MatchingOrder,
  requirements: Requirement[],
  title: OrderTitle,
  candidate: CandidateForMatching,
  weights: MatchingWeights,
  options: RankOptions,
): Omit<RankedCandidate, "rank"> {
  const findings = skillFindings(candidate, requirements);
  const years = yearsOfExperience(candidate.resumeText, options.today);
  const level = levelNamedIn(candidate.headline ?? "") ?? (years === null ? null : levelFromYears(years));
  const judgements: Judgements = {
    mustHaveSkills: skillsJudgement(findings, requirements, "must"),
    niceToHaveSkills: skillsJudgement(findings, requirements, "nice"),
    title: titleJudgement(title, candidate),
    experience: experienceJudgement(order, years, level),
    location: locationJudgement(order, candidate),
    availability: availabilityJudgement(order, candidate, options.today),
    pay: payJudgement(order, candidate),
    assessments: assessmentJudgement(options.assessments?.get(candidate.id) ?? [], requirements),
    textRelevance: textRelevanceJudgement(candidate),
  };
  const totalWeight = MATCHING_CRITERIA.reduce((sum, criterion) => sum + weights[criterion], 0);
  const criteria: CriterionScore[] = MATCHING_CRITERIA.map((criterion) => {
    const maxPoints = totalWeight === 0 ? 0 : (100 * weights[criterion]) / totalWeight;
    const { value, reason } = judgements[criterion];
    return {
      criterion,
      label: MATCHING_CRITERION_LABELS[criterion],
      weight: weights[criterion],
      value: Math.round(value * 1000) / 1000,
      points: round1(maxPoints * value),
      maxPoints: round1(maxPoints),
      reason,
    };
  });
  const score = round1(
    MATCHING_CRITERIA.reduce((sum, criterion, index) => {
      const maxPoints = totalWeight === 0 ? 0 : (100 * weights[criterion]) / totalWeight;
      return sum + maxPoints * (criteria[index]?.value ?? 0);
    }, 0),
  );
  const reasons = criteria
    .filter((criterion) => criterion.weight > 0)
    .sort(
      (a, b) =>
        b.points - a.points ||
        MATCHING_CRITERIA.indexOf(a.criterion) - MATCHING_CRITERIA.indexOf(b.criterion),
    )
    .map((criterion) => `${criterion.label}: ${criterion.reason}`);
  return {
    candidateId: candidate.id,
    score,
    criteria,
    matchedSkills: findings.matched,
    missingSkills: findings.missing,
    yearsOfExperience: years,
    level,
    reasons,
  };
}

const mustValue = (ranked: Omit<RankedCandidate, "rank">) =>
  ranked.criteria.find((criterion) => criterion.criterion === "mustHaveSkills")?.value ?? 0;

/** Ranks candidates for an order, best first. */
export function rankCandidates(
  order: MatchingOrder,
  candidates: CandidateForMatching[],
  options: RankOptions,
): Ranking {
  const weights = options.weights ?? DEFAULT_MATCHING_WEIGHTS;
  const requirements = requirementsOf(order);
  const title = orderTitleOf(order);
  const scored = candidates
    .map((candidate) => scoreCandidate(order, requirements, title, candidate, weights, options))
    .sort(
      (a, b) =>
        b.score - a.score ||
        mustValue(b) - mustValue(a) ||
        (a.candidateId < b.candidateId ? -1 : a.candidateId > b.candidateId ? 1 : 0),
    );
  const kept = options.limit === undefined ? scored : scored.slice(0, options.limit);
  return {
    version: matchingVersion(),
    weights: { ...weights },
    order: {
      ...order,
      mustHaveSkillIds: resolvedSkillIds(order.mustHaveSkills),
      niceToHaveSkillIds: resolvedSkillIds(order.niceToHaveSkills),
    },
    considered: candidates.length,
    candidates: kept.map((candidate, index) => ({ ...candidate, rank: index + 1 })),
  };
}
