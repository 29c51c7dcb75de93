/**
 * The ranker's database adapter: the agency's talent pool for an order. PostgreSQL narrows 100,000
 * candidates to the few thousand whose headline, skills or resume name the order's title words or
 * any form of its skills (the GIN index of candidates.matching_vector, which leaves out everyone who
 * opted out of automated ranking), ranked by full-text relevance; the pure ranker then scores those.
 */
import { sql } from "drizzle-orm";
import type { MatchingOrder, MatchingWeights, Ranking, SharedAssessments } from "../../../common/matching";
import type { PayPeriod } from "../../../common/recruiting";
import { formsOf, skillById } from "../../../common/skill-catalogue";
import { todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import type { CandidateForMatching } from "./candidate";
import { rankCandidates } from "./ranker";
import { requirementsOf } from "./requirements";

/** Enough that the best by every criterion, not only by text, are among those scored. */
export const DEFAULT_PREFILTER_LIMIT = 1000;
export const DEFAULT_RESULT_LIMIT = 50;

export type TalentPoolOptions = {
  weights?: MatchingWeights;
  assessments?: SharedAssessments;
  /** Candidates returned, best first. */
  limit?: number;
  /** Candidates scored after the full-text prefilter. */
  prefilterLimit?: number;

  today?: string;
  executor?: Executor;
};

/** The words the prefilter looks for: the title, and every way each order skill is written. */
export function prefilterTerms(order: MatchingOrder): string[] {
  const terms = new Set<string>([order.title]);
  for (const requirement of requirementsOf(order)) {
    const skill = requirement.skillId ? skillById(requirement.skillId) : undefined;
    if (skill) for (const form of formsOf(skill)) terms.add(form.text);
    else terms.add(requirement.name);
  }
  return [...terms];
}

type PoolRow = {
  id: string;
  headline: string | null;
  skills: string[];
  resume_text: string;
  city: string | null;
  state: string | null;
  preferred_locations: string[];
  desired_pay: number | null;
  desired_pay_period: PayPeriod;
  available_from: string | null;
};

/** The CTE `order_query` (words, phrases): the order's terms as full-text queries. */
function orderQueries(order: MatchingOrder) {
  return sql`
    WITH term_queries AS (
      SELECT plainto_tsquery('english', term) AS words, phraseto_tsquery('english', term) AS phrase
      FROM unnest(${sql.param(prefilterTerms(order))}::text[]) AS term
    ), order_query AS (
      SELECT string_agg('(' || words::text || ')', ' | ')::tsquery AS words,
        string_agg('(' || phrase::text || ')', ' | ')::tsquery AS phrases
      FROM term_queries WHERE numnode(words) > 0
    )`;
}

/**
 * The full-text relevance of given candidates to the order, matched or not (0 for no match), the
 * prefilter's measure: for candidates a caller must rank whatever their text (an order's
 * applicants, those a client already chose). Opted-out candidates are left out.
 */
export async function talentRelevanceFor(
  order: MatchingOrder,
  candidateIds: readonly string[],
  executor: Executor,
): Promise<{ id: string; relevance: number }[]> {
  if (candidateIds.length === 0) return [];
  const { rows } = await executor.execute<{ id: string; relevance: number }>(sql`
    ${orderQueries(order)}
    SELECT id, coalesce(ts_rank(matching_rank_vector, (SELECT words FROM order_query)), 0)::float8 AS relevance
    FROM candidates
    WHERE id = ANY(${sql.param([...candidateIds])}::uuid[]) AND NOT automated_ranking_opt_out`);
  return rows;
}

/**
 * The pool's best text matches with their relevance. A match needs every word of any one term
 * anywhere in the headline, skills or resume (plain words, so the GIN index answers without reading
 * the large vectors back); matches are ranked by the terms as phrases ("registered nurse", together)
 * over the small in-row matching_rank_vector.
 */
export async function prefilterTalentPool(
  order: MatchingOrder,
  limit: number,
  executor: Executor,
): Promise<{ id: string; relevance: number }[]> {
  const { rows } = await executor.execute<{ id: string; relevance: number }>(sql`
    ${orderQueries(order)}
    SELECT id, ts_rank(matching_rank_vector, (SELECT words FROM order_query))::float8 AS relevance
    FROM candidates
    WHERE NOT automated_ranking_opt_out AND matching_vector @@ (SELECT words FROM order_query)
    ORDER BY relevance DESC, id
    LIMIT ${limit}`);
  return rows;
}

/** The prefiltered candidates as the ranker reads them, relevance scaled to the best (1). */
export async function candidatesForMatching(
  relevance: { id: string; relevance: number }[],
  executor: Executor,
): Promise<CandidateForMatching[]> {
  if (relevance.length === 0) return [];
  const best = Math.max(...relevance.map((row) => row.relevance)) || 1;
  const relevanceOf = new Map(relevance.map((row) => [row.id, row.relevance / best]));
  const { rows } = await executor.execute<PoolRow>(sql`
    SELECT id, headline, skills, resume_text, city, state, preferred_locations, desired_pay, desired_pay_period,
      available_from::text AS available_from
    FROM candidates
    WHERE id = ANY(${sql.param(relevance.map((row) => row.id))}::uuid[]) AND NOT automated_ranking_opt_out`);
  return rows.map((row) => ({
    id: row.id,
    headline: row.headline,
    skills: row.skills,
    resumeText: row.resume_text,
    city: row.city,
    state: row.state,
    preferredLocations: row.preferred_locations,
    desiredPay: row.desired_pay,
    desiredPayPeriod: row.desired_pay_period,
    availableFrom: row.available_from,
    textRelevance: relevanceOf.get(row.id) ?? 0,
  }));
}

/** Ranks the talent pool (candidates who allow automated ranking) for an order, best first. */
export async function rankTalentPool(
  order: MatchingOrder,
  options: TalentPoolOptions = {},
): Promise<Ranking> {
  const executor = options.executor ?? db();
  const relevance = await prefilterTalentPool(
    order,
    options.prefilterLimit ?? DEFAULT_PREFILTER_LIMIT,
    executor,
  );
  const pool = await candidatesForMatching(relevance, executor);
  return rankCandidates(order, pool, {
    weights: options.weights,
    assessments: options.assessments,
    today: options.today ?? todayInFlorida(),
    limit: options.limit ?? DEFAULT_RESULT_LIMIT,
  });
}
