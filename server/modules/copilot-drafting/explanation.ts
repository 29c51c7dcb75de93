/**
 * A ranked candidate's explanation in a few plain sentences. With a model configured, the model
 * rewords the ranker's own reasons (only those: they never name the candidate, their places,
 * employers or dates), and its answer is kept only when it is short and adds no figure the reasons
 * do not hold; otherwise, and on any failure, the ranker's sentences are the explanation.
 */
import type { Logger } from "../../logger";
import { chatCompletion, type ModelSettings } from "./model-client";

export type Explanation = { text: string; by: "model" | "ranker" };

export const MODEL_EXPLANATION_TIMEOUT_MS = 8_000;
const MAX_EXPLANATION = 600;
/** The ranker's reasons read best most points first; three say why without a wall of text. */
const RANKER_REASONS_SHOWN = 3;

function rankerExplanation(reasons: string[]): Explanation {
  return { text: reasons.slice(0, RANKER_REASONS_SHOWN).join(" "), by: "ranker" };
}

/** Every number in the model's words must appear in the reasons: the model may reword, not invent. */
function addsNoFigures(text: string, reasons: string[]): boolean {
  const known = new Set(reasons.join(" ").match(/\d+(?:\.\d+)?/g) ?? []);
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).every((figure) => known.has(figure));
}

export async function explainRanking(
  reasons: string[],
  settings: ModelSettings | null,
  options: { timeoutMs?: number; signal?: AbortSignal; log?: Logger } = {},
): Promise<Explanation> {
  if (!settings || reasons.length === 0) return rankerExplanation(reasons);
  try {
    const answer = await chatCompletion(
      settings,
      [
        {
          role: "system",
          content:
            "Rewrite a candidate ranking's reasons for a hiring manager in two or three short, plain sentences. Use only the facts given; add nothing, name no one, and keep every number as given.",
        },
        { role: "user", content: reasons.map((reason) => `- ${reason}`).join("\n") },
      ],
      {
        timeoutMs: options.timeoutMs ?? MODEL_EXPLANATION_TIMEOUT_MS,
        signal: options.signal,
        maxTokens: 200,
      },
    );
    const text = answer.trim();
    if (text.length <= MAX_EXPLANATION && addsNoFigures(text, reasons)) return { text, by: "model" };
    options.log?.warn({ model: settings.model }, "copilot explanation: the model's wording was refused");
  } catch (error) {
    options.log?.warn(
      { err: error, model: settings.model },
      "copilot explanation fell back to the ranker's reasons",
    );
  }
  return rankerExplanation(reasons);
}
