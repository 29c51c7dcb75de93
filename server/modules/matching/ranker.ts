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
  type MatchingCriterion,
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

/** The most points each criterion can give: its weight as a share of 100 (all 0 when every weight is 0). */
function maxPointsOf(weights: MatchingWeights): Record<MatchingCriterion, number> {
  const totalWeight = MATCHING_CRITERIA.reduce((sum, criterion) => sum + weights[criterion], 0);
  return Object.fromEntries(
    MATCHING_CRITERIA.map((criterion) => [
      criterion,
      totalWeight === 0 ? 0 : (100 * weights[criterion]) / totalWeight,
    ]),
  ) as Record<MatchingCriterion, number>;
}

function scoreCandidate(
  order: MatchingOrder,
  requirements: Requirement[],
  title: OrderTitle,
  candidate: CandidateForMatching,
  weights: MatchingWeights,
  maxPoints: Record<MatchingCriterion, number>,
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
  const criteria: CriterionScore[] = MATCHING_CRITERIA.map((criterion) => {
    const { value, reason } = judgements[criterion];
    return {
      criterion,
      label: MATCHING_CRITERION_LABELS[criterion],
      weight: weights[criterion],
      value: Math.round(value * 1000) / 1000,
      points: round1(maxPoints[criterion] * value),
      maxPoints: round1(maxPoints[criterion]),
      reason,
    };
  });
  const score = round1(criteria.reduce((sum, scored) => sum + maxPoints[scored.criterion] * scored.value, 0));
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
  const maxPoints = maxPointsOf(weights);
  const scored = candidates
    .map((candidate) => scoreCandidate(order, requirements, title, candidate, weights, maxPoints, options))
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
