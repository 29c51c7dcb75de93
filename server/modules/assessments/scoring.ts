/**
 * Scoring, as pure functions: an answer's credit (0–1) against its item version's key, the rules a
 * written reply is scored by, and a sitting's section scores, overall score and pass. Each section
 * counts equally in the overall score, so the one written reply weighs as much as the 9 data-entry
 * questions: it is the only measure of writing.
 */
import type {
  ItemAnswer,
  ItemKind,
  SectionScore,
  WrittenRubric,
  WrittenRuleResult,
} from "../../../common/assessments";
import type { ItemKey } from "../../db/schema";

/** Each written rule is worth a fifth of the written score. */
const RULE_POINTS = 20;

const GREETING = /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings|thank you for)\b/i;
const APOLOGY = /\b(sorry|apologi[sz]e[sd]?|apologies|regret)\b/i;
const COURTEOUS = /\b(please|thank|thanks|appreciate|happy to|glad to|understand)\b/i;
/** Words that make a reply rude or dismissive whatever else it says. */
const DISMISSIVE = /\b(stupid|ridiculous|your fault|calm down|not my problem|whatever|obviously)\b/i;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "iu").test(text);
}

/**
 * The five rules: length within the rubric's range, a greeting at the start, an apology, a
 * resolution (one of the item's resolution words) and a courteous tone (a courtesy word and nothing
 * dismissive). A reply shorter than half the minimum is not a reply: it earns nothing, so a few
 * keywords typed in a row do not score.
 */
export function scoreWrittenReply(text: string, rubric: WrittenRubric): WrittenRuleResult {
  const words = wordCount(text);
  const isReply = words * 2 >= rubric.minWords;
  const rules = {
    length: words >= rubric.minWords && words <= rubric.maxWords,
    greeting: isReply && GREETING.test(text),
    apology: isReply && APOLOGY.test(text),
    resolution: isReply && rubric.resolutionWords.some((phrase) => mentions(text, phrase)),
    tone: isReply && COURTEOUS.test(text) && !DISMISSIVE.test(text),
  };
  const score = Object.values(rules).filter(Boolean).length * RULE_POINTS;
  return { words, ...rules, score };
}

export type ScoredAnswer = { credit: number; writtenRules: WrittenRuleResult | null };

/** One answer's credit: 1 or 0 for one right option; half for the best and half for the worst; the rules for a reply. */
export function scoreAnswer(kind: ItemKind, key: ItemKey, answer: ItemAnswer | null): ScoredAnswer {
  if (kind === "written") {
    if (!key.rubric) throw new Error("A written item needs a rubric");
    const rules = scoreWrittenReply(answer?.kind === "written" ? answer.text : "", key.rubric);
    return { credit: rules.score / 100, writtenRules: rules };
  }
  if (kind === "best-worst") {
    if (answer?.kind !== "best-worst") return { credit: 0, writtenRules: null };
    const credit = (answer.best === key.best ? 0.5 : 0) + (answer.worst === key.worst ? 0.5 : 0);
    return { credit, writtenRules: null };
  }
  const right = answer?.kind === "single-choice" && answer.choice !== null && answer.choice === key.correct;
  return { credit: right ? 1 : 0, writtenRules: null };
}

export type SittingScore = {
  sections: SectionScore[];
  overall: number;
  passed: boolean;
  /** The written section by the rules, before any override (null without a written item). */
  writtenRuleScore: number | null;
};

/**
 * Section scores (the share of the section's points earned, 0–100), the overall score (their mean,
 * rounded) and the pass. A staff override replaces the written section's score.
 */
export function scoreSitting(
  sections: { key: string; title: string; kind: ItemKind }[],
  credits: { sectionKey: string; credit: number }[],
  { passThreshold, writtenOverride = null }: { passThreshold: number; writtenOverride?: number | null },
): SittingScore {
  let writtenRuleScore: number | null = null;
  const scored: SectionScore[] = [];
  for (const section of sections) {
    const own = credits.filter((credit) => credit.sectionKey === section.key);
    if (own.length === 0) continue;
    const byRules = Math.round((100 * own.reduce((sum, { credit }) => sum + credit, 0)) / own.length);
    if (section.kind === "written") writtenRuleScore = byRules;
    const score = section.kind === "written" && writtenOverride !== null ? writtenOverride : byRules;
    scored.push({ key: section.key, title: section.title, score });
  }
  const overall =
    scored.length === 0 ? 0 : Math.round(scored.reduce((sum, { score }) => sum + score, 0) / scored.length);
  return { sections: scored, overall, passed: overall >= passThreshold, writtenRuleScore };
}

/** The ids options are stored under, in the order written: "a", "b", … */
export const OPTION_IDS = ["a", "b", "c", "d", "e", "f"] as const;

/** A uniformly random integer in [0, below), injectable so tests can draw the same sitting twice. */
export type RandomInt = (below: number) => number;

/** Fisher–Yates on a copy. */
export function shuffled<T>(values: readonly T[], randomInt: RandomInt): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A sitting's items: `itemsPerSitting` drawn at random from each section's active items, in random
 * order, with the written reply last (it takes longest, and a person should not meet it first and
 * run out of time for the rest). Refuses when a section has too few items.
 */
export function drawSitting<Item extends { sectionKey: string; kind: ItemKind }>(
  sections: { key: string; itemsPerSitting: number }[],
  activeItems: readonly Item[],
  randomInt: RandomInt,
): Item[] {
  const drawn = sections.flatMap((section) => {
    const pool = activeItems.filter((item) => item.sectionKey === section.key);
    if (pool.length < section.itemsPerSitting)
      throw new Error(`Section ${section.key} has ${pool.length} active items, fewer than a sitting draws`);
    return shuffled(pool, randomInt).slice(0, section.itemsPerSitting);
  });
  const order = shuffled(drawn, randomInt);
  return [
    ...order.filter((item) => item.kind !== "written"),
    ...order.filter((item) => item.kind === "written"),
  ];
}
