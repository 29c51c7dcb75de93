/**
 * Which required skills a candidate has, and the line that shows each: a resume line where one
 * says what they did ("Charted in Epic for 30 beds") beats a bare skills list, which beats the
 * skills the person typed in their profile.
 */
import type { MissingSkill, SkillMatch } from "../../../common/matching";
import { skillMentions, skillNamedBy } from "../../../common/skill-catalogue";
import type { CandidateForMatching } from "./candidate";
import { type Requirement, wordsOf } from "./requirements";

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

function better(current: Evidence | undefined, candidate: Evidence): boolean {
  if (!current) return true;
  if (current.source !== candidate.source) return candidate.source === "resume";
  return candidate.sentence && !current.sentence;
}

/** Catalogue skill id → the best line naming it, over the resume, headline and profile skills. */
function catalogueEvidence(candidate: CandidateForMatching): Map<string, Evidence> {
  const found = new Map<string, Evidence>();
  const offer = (skillId: string, evidence: Evidence) => {
    if (better(found.get(skillId), evidence)) found.set(skillId, evidence);
  };
  for (const line of candidate.resumeText.split("\n")) {
    const mentions = skillMentions(line);
    if (mentions.length === 0) continue;
    const sentence = line.trim().split(/\s+/).length >= SENTENCE_WORDS && !/^\s*skills?\b/i.test(line);
    for (const mention of mentions)
      offer(mention.skillId, { line: clip(line, mention.start), source: "resume", sentence });
  }
  for (const entry of [candidate.headline ?? "", ...candidate.skills]) {
    const named = skillNamedBy(entry);
    const ids = named ? [named.id] : skillMentions(entry).map((mention) => mention.skillId);
    for (const id of ids) offer(id, { line: clip(entry, 0), source: "profile", sentence: false });
  }
  return found;
}

function wordEvidence(candidate: CandidateForMatching, phrase: string): Evidence | undefined {
  const needle = ` ${phrase} `;
  for (const line of candidate.resumeText.split("\n")) {
    if (` ${wordsOf(line)} `.includes(needle))
      return { line: clip(line, 0), source: "resume", sentence: true };
  }
  for (const entry of [candidate.headline ?? "", ...candidate.skills]) {
    if (` ${wordsOf(entry)} `.includes(needle))
      return { line: clip(entry, 0), source: "profile", sentence: false };
  }
  return undefined;
}

export type SkillFindings = { matched: SkillMatch[]; missing: MissingSkill[] };

export function skillFindings(candidate: CandidateForMatching, requirements: Requirement[]): SkillFindings {
  const evidence = requirements.some((requirement) => requirement.skillId)
    ? catalogueEvidence(candidate)
    : new Map();
  const matched: SkillMatch[] = [];
  const missing: MissingSkill[] = [];
  for (const requirement of requirements) {
    const found = requirement.skillId
      ? evidence.get(requirement.skillId)
      : wordEvidence(candidate, requirement.phrase);
    const skill = {
      skillId: requirement.skillId,
      skill: requirement.name,
      requirement: requirement.requirement,
    };
    if (found) matched.push({ ...skill, evidence: found.line, source: found.source });
    else missing.push(skill);
  }
  return { matched, missing };
}
