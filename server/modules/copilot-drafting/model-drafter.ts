/**
 * Drafting with the language model, when one is configured: the model is asked for JSON in the
 * draft's shape (without pay), the answer is validated with the same schema a client's edit is,
 * skills are normalised through the catalogue, and the pay range always comes from the agency's
 * own jobs (a model has no data on what the agency pays and must never invent it). A timeout, an
 * error or an invalid answer falls back to the built-in drafter, and the result says who drafted.
 */
import type { DraftResult, OrderDraft } from "../../../common/copilot-drafting";
import { orderDraftSchema } from "../../../common/copilot-drafting-schemas";
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES } from "../../../common/jobs";
import { MATCHING_LEVELS } from "../../../common/matching";
import { skillNamedBy } from "../../../common/skill-catalogue";
import type { Logger } from "../../logger";
import type { AgencyJob } from "./agency-jobs";
import { paySuggestion } from "./agency-jobs";
import { type AgencyContext, builtInDraft, jobsTitledLike } from "./built-in-drafter";
import { chatCompletion, type ModelSettings, ModelUnavailable } from "./model-client";

/** How long a client waits for the model before the built-in drafter answers instead. */
export const MODEL_DRAFT_TIMEOUT_MS = 20_000;

const modelDraftSchema = orderDraftSchema.omit({ pay: true });

const SHAPE = `{
  "title": string,
  "summary": string (2-3 sentences),
  "responsibilities": string[] (4-6 items),
  "mustHaveSkills": string[], "niceToHaveSkills": string[],
  "experience": { "minYears": number | null, "level": ${MATCHING_LEVELS.map((level) => `"${level}"`).join(" | ")} | null },
  "education": string,
  "schedule": { "workType": ${EMPLOYMENT_TYPES.map((type) => `"${type}"`).join(" | ")}, "hours": string },
  "location": { "workplaceType": ${WORKPLACE_TYPES.map((type) => `"${type}"`).join(" | ")}, "city": string | null, "state": string | null },
  "screeningQuestions": string[] (4-8 items)
}`;

function prompt(text: string, jobs: AgencyJob[]): { role: "system" | "user"; content: string }[] {
  const examples = jobs
    .slice(0, 3)
    .map((job) => `- ${job.title} (${job.city}, ${job.state}); skills: ${job.skills.join(", ")}`)
    .join("\n");
  return [
    {
      role: "system",
      content: `You draft job orders for a Florida staffing agency (Miami and Fort Lauderdale). Answer with one JSON object and nothing else, in exactly this shape:\n${SHAPE}\nUse only what the client wrote and common knowledge of the role. Do not include pay, company names or any person's details. Use two-letter US state codes.`,
    },
    {
      role: "user",
      content: `The client's description:\n"""\n${text}\n"""${examples ? `\nThe agency's similar jobs, for titles and skills:\n${examples}` : ""}`,
    },
  ];
}

/** The JSON object in an answer, also when the model wrapped it in a code fence or a sentence. */
function jsonIn(answer: string): object {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start === -1 || end < start) throw new ModelUnavailable("The model's answer held no JSON object");
  let value: unknown;
  try {
    value = JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new ModelUnavailable("The model's answer was not valid JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new ModelUnavailable("The model's answer was not a JSON object");
  }
  return value;
}

/** Each skill as the catalogue names it ("JS" → "JavaScript"), each once; must-haves win. */
function normalisedSkills(must: string[], nice: string[]): { must: string[]; nice: string[] } {
  const seen = new Set<string>();
  const keep = (skills: string[]) =>
    skills.flatMap((skill) => {
      const name = skillNamedBy(skill)?.name ?? skill.trim();
      if (seen.has(name.toLowerCase())) return [];
      seen.add(name.toLowerCase());
      return [name];
    });
  return { must: keep(must), nice: keep(nice) };
}

async function modelDraft(
  context: AgencyContext,
  text: string,
  settings: ModelSettings,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<OrderDraft> {
  const answer = await chatCompletion(settings, prompt(text, context.jobs), { ...options, json: true });
  // Pay is the agency's to suggest: a model that offers one anyway is not wrong about the rest.
  const answered: Record<string, unknown> = { ...jsonIn(answer) };
  delete answered.pay;
  const parsed = modelDraftSchema.safeParse(answered);
  if (!parsed.success) throw new ModelUnavailable("The model's draft did not match the draft's shape");
  const draft = parsed.data;
  const skills = normalisedSkills(draft.mustHaveSkills, draft.niceToHaveSkills);
  const remote = draft.location.workplaceType === "remote";
  return {
    ...draft,
    mustHaveSkills: skills.must,
    niceToHaveSkills: skills.nice,
    location: remote ? { workplaceType: "remote", city: null, state: null } : draft.location,
    pay: paySuggestion(draft.title, jobsTitledLike(draft.title, context.jobs), {
      city: draft.location.city,
      state: draft.location.state,
      remote,
    }),
  };
}

/** The model's draft when it gives a valid one in time; the built-in drafter's otherwise. */
export async function draftWithModelOrBuiltIn(
  context: AgencyContext,
  text: string,
  settings: ModelSettings | null,
  options: { timeoutMs?: number; signal?: AbortSignal; log?: Logger } = {},
): Promise<DraftResult> {
  if (settings) {
    try {
      const draft = await modelDraft(context, text, settings, {
        timeoutMs: options.timeoutMs ?? MODEL_DRAFT_TIMEOUT_MS,
        signal: options.signal,
      });
      // The final check a client's edit also passes: a draft that would not is not returned.
      return { draft: orderDraftSchema.parse(draft), drafter: "model", model: settings.model };
    } catch (error) {
      options.log?.warn(
        { err: error, model: settings.model },
        "copilot drafting fell back to the built-in drafter",
      );
    }
  }
  return { draft: builtInDraft(context), drafter: "built-in", model: null };
}
