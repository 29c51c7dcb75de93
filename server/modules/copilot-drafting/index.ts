/**
 * Copilot order drafting (issue 22): a complete, editable job order from a client's few sentences,
 * by the configured language model or the built-in drafter, and the public demo's ranking of a
 * fictional sample pool. The module's only entry.
 */
import type { DemoRanking, DraftResult } from "../../../common/copilot-drafting";
import { demoRankRequestSchema, draftRequestSchema } from "../../../common/copilot-drafting-schemas";
import { parseInput } from "../../kernel/parse-input";
import type { Logger } from "../../logger";
import { agencyContext } from "./built-in-drafter";
import { modelSettings } from "./model-client";
import { draftWithModelOrBuiltIn } from "./model-drafter";
import { rankSamplePool } from "./sample-pool";

export { type Explanation, explainRanking } from "./explanation";
export { type ModelSettings, modelSettings } from "./model-client";
export type { SampleCandidate } from "./sample-candidate";
export { matchingOrderOf } from "./sample-pool";
export { SAMPLE_POOL } from "./sample-pool-data";

/** Per visitor's address: drafting reads the jobs table and may call the model. */
export const DEMO_DRAFT_LIMIT_PER_IP = { name: "copilot-demo-draft-ip", limit: 20, windowSeconds: 600 };
/** Ranking re-runs on every weight change, so it allows more. */
export const DEMO_RANK_LIMIT_PER_IP = { name: "copilot-demo-rank-ip", limit: 200, windowSeconds: 600 };

type CallOptions = { log?: Logger; signal?: AbortSignal; timeoutMs?: number };

/** { text } → a draft and who drafted it. Nothing is stored or sent. */
export async function draftOrder(input: unknown, options: CallOptions = {}): Promise<DraftResult> {
  const { text } = parseInput(draftRequestSchema, input);
  return draftWithModelOrBuiltIn(await agencyContext(text), text, modelSettings(), options);
}

/** { draft, weights? } → the sample pool ranked for the draft with those weights. */
export async function rankDemoSamplePool(input: unknown, options: CallOptions = {}): Promise<DemoRanking> {
  const { draft, weights } = parseInput(demoRankRequestSchema, input);
  return rankSamplePool(draft, weights, { model: modelSettings(), log: options.log });
}
