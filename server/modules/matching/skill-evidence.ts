/**
 * Which required skills a candidate has, and the line that shows each: a resume line where one
 * says what they did ("Charted in Epic for 30 beds") beats a bare skills list, which beats the
 * skills the person typed in their profile.
 */
import type { MissingSkill, SkillMatch } from "../../../common/matching";
import {
  skillIdsOfPhrase,
  skillMentionsInTokens,
  type Token,
  tokenise,
} from "../../../common/skill-catalogue";
import type { CandidateForMatching } from "./candidate";
import type { Requirement } from "./requirements";

const MAX_EVIDENCE = 220;
/** A line of this many words or more is a sentence about work, not a list. */
const SENTENCE_WORDS = 6;

type Evidence = { line: string; source: SkillMatch["source"]; sentence: boolean };

function clip(line: string, start: number): string {
  const trimmed = line.trim();
  if (trimmed.length <= MAX_EVIDENCE) return trimmed;
  const from = Math.max(0, Math.min(start - 60, trimmed.length - MAX_EVIDENCE));
  return `${from > 0 ? "…" : ""}${trimmed.slice(from, from + MAX_EVIDENCE).trim()}…`;
}

function better(current: Evidence | undefined, offered: Evidence): boolean {
  if (!current) return true;
  if (current.source !== offered.source) return offered.source === "resume";
  return offered.sentence && !current.sentence;
}

/** The resume's lines with their offsets. */
function resumeLines(text: string) {
  const lines: { text: string; start: number; end: number }[] = [];
  let start = 0;
  for (const line of text.split("\n")) {
    lines.push({ text: line, start, end: start + line.length });
    start += line.length + 1;
  }
  return lines;
}

function lineAt(lines: ReturnType<typeof resumeLines>, offset: number) {
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lines[middle]?.start ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return lines[low];
}

export type SkillFindings = { matched: SkillMatch[]; missing: MissingSkill[] };

export function skillFindings(candidate: CandidateForMatching, requirements: Requirement[]): SkillFindings {
  const text = candidate.resumeText;
  const tokens = tokenise(text);
  const lines = resumeLines(text);
  const found = new Map<string, Evidence>();
  const offer = (key: string, evidence: Evidence) => {
    if (better(found.get(key), evidence)) found.set(key, evidence);
  };
  const lineEvidence = (offset: number): Evidence => {
    const line = lineAt(lines, offset) ?? { text: "", start: 0, end: 0 };
    const sentence =
      line.text.trim().split(/\s+/).length >= SENTENCE_WORDS && !/^\s*skills?\b/i.test(line.text);
    return { line: clip(line.text, offset - line.start), source: "resume", sentence };
  };
  for (const mention of skillMentionsInTokens(text, tokens))
    offer(mention.skillId, lineEvidence(mention.start));
  const profileEntries = [candidate.headline ?? "", ...candidate.skills].filter(Boolean);
  for (const entry of profileEntries) {
    for (const id of skillIdsOfPhrase(entry))
      offer(id, { line: clip(entry, 0), source: "profile", sentence: false });
  }
  const phrases = requirements.filter((requirement) => requirement.skillId === null);
  if (phrases.length > 0) {
    const normsOf = (entryTokens: Token[]) => entryTokens.map((token) => token.norm);
    const resumeWords = normsOf(tokens);
    const profileWords = profileEntries.map((entry) => ({ entry, words: normsOf(tokenise(entry)) }));
    for (const requirement of phrases) {
      const phrase = requirement.phrase.split(" ");
      const at = phraseAt(resumeWords, phrase);
      if (at >= 0) offer(`words:${requirement.phrase}`, lineEvidence(tokens[at]?.start ?? 0));
      for (const { entry, words } of profileWords) {
        if (phraseAt(words, phrase) >= 0) {
          offer(`words:${requirement.phrase}`, { line: clip(entry, 0), source: "profile", sentence: false });
        }
      }
    }
  }
  const matched: SkillMatch[] = [];
  const missing: MissingSkill[] = [];
  for (const requirement of requirements) {
    const evidence = found.get(requirement.skillId ?? `words:${requirement.phrase}`);
    const skill = {
      skillId: requirement.skillId,
      skill: requirement.name,
      requirement: requirement.requirement,
    };
    if (evidence) matched.push({ ...skill, evidence: evidence.line, source: evidence.source });
    else missing.push(skill);
  }
  return { matched, missing };
}

/** Where a run of words starts in a list of words, or -1. */
function phraseAt(words: string[], phrase: string[]): number {
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++)
      if (words[start + offset] !== phrase[offset]) continue outer;
    return start;
  }
  return -1;
}
