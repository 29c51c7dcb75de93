/**
 * The demo's ranking: the real ranker over a built-in pool of fictional sample candidates
 * (sample-pool-data.ts), never the agency's talent pool, so /copilot/demo shows how ranking works
 * without an account and without showing anyone real. Not logged in the ranking log: no person is
 * ranked.
 */
import type { DemoRanking, OrderDraft } from "../../../common/copilot-drafting";
import { DEMO_RANKING_LIMIT } from "../../../common/copilot-drafting";
import type { MatchingOrder, MatchingWeights } from "../../../common/matching";
import { todayInFlorida } from "../../../common/timesheets";
import type { Logger } from "../../logger";
import { anonymisedCandidate, type CandidateForMatching, rankCandidates } from "../matching";
import { explainRanking } from "./explanation";
import type { ModelSettings } from "./model-client";
import type { SampleCandidate } from "./sample-candidate";
import { SAMPLE_POOL } from "./sample-pool-data";

const sampleId = (number: number) => `sample-${String(number).padStart(2, "0")}`;
const sampleLabel = (number: number) => `Sample candidate ${number}`;

function addDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The draft as the ranker reads an order. */
export function matchingOrderOf(draft: OrderDraft): MatchingOrder {
  return {
    title: draft.title,
    description: [draft.summary, ...draft.responsibilities].join("\n"),
    mustHaveSkills: draft.mustHaveSkills,
    niceToHaveSkills: draft.niceToHaveSkills,
    minYearsExperience: draft.experience.minYears,
    level: draft.experience.level,
    workplaceType: draft.location.workplaceType,
    city: draft.location.city,
    state: draft.location.state,
    payMin: draft.pay.min,
    payMax: draft.pay.max,
    payPeriod: draft.pay.period,
    startDate: null,
  };
}

/**
 * Every sample scores full-text relevance by the share of the order's title words its headline and
 * skills hold: the pool is too small for PostgreSQL's ranking to mean anything.
 */
function textRelevance(sample: SampleCandidate, order: MatchingOrder): number {
  const words = order.title.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  if (words.length === 0) return 0;
  const text = `${sample.headline} ${sample.skills.join(" ")} ${sample.resumeText}`.toLowerCase();
  return words.filter((word) => text.includes(word)).length / words.length;
}

/** How many top candidates get an explanation worded by the model (each is one model call). */
const MODEL_EXPLAINED = 3;

export async function rankSamplePool(
  draft: OrderDraft,
  weights: MatchingWeights | undefined,
  options: { model: ModelSettings | null; log?: Logger; today?: string },
): Promise<DemoRanking> {
  const today = options.today ?? todayInFlorida();
  const order = matchingOrderOf(draft);
  const pool: CandidateForMatching[] = SAMPLE_POOL.map((sample) => ({
    id: sampleId(sample.number),
    headline: sample.headline,
    skills: sample.skills,
    resumeText: sample.resumeText,
    city: sample.city,
    state: sample.state,
    preferredLocations: sample.preferredLocations,
    desiredPay: sample.desiredPay,
    desiredPayPeriod: sample.desiredPayPeriod,
    availableFrom: sample.daysUntilAvailable === null ? null : addDays(today, sample.daysUntilAvailable),
    textRelevance: textRelevance(sample, order),
  }));
  const ranking = rankCandidates(order, pool, { weights, today, limit: DEMO_RANKING_LIMIT });
  const byId = new Map(SAMPLE_POOL.map((sample) => [sampleId(sample.number), sample]));
  const candidates = await Promise.all(
    ranking.candidates.map(async (ranked, index) => {
      const sample = byId.get(ranked.candidateId) as SampleCandidate;
      const explanation = await explainRanking(
        ranked.reasons,
        index < MODEL_EXPLAINED ? options.model : null,
        {
          log: options.log,
        },
      );
      const details = {
        firstName: "",
        lastName: "",
        email: "",
        phone: "",
        city: sample.city,
        state: sample.state,
      };
      return {
        ...anonymisedCandidate(ranked, details, ranked.candidateId),
        label: sampleLabel(sample.number),
        headline: sample.headline,
        explanation: explanation.text,
        explainedBy: explanation.by,
      };
    }),
  );
  return { version: ranking.version, weights: ranking.weights, considered: ranking.considered, candidates };
}
