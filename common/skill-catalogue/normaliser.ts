/**
 * Text → catalogue skills. Every form of every skill (name and aliases) is a path of normalised
 * words in a trie; a text is read word by word and, at each word, the longest form starting there
 * wins ("Microsoft SQL Server" over "SQL"), so matches fall on word boundaries and never overlap.
 */
import { allSkills, formsOf, skillById } from "./catalogue";
import { type Token, tokenise } from "./tokens";
import type { Skill } from "./types";

type TrieNode = {
  children: Map<string, TrieNode>;
  /** The skill a form ending here names, and whether any form ending here matches in any case. */
  skillId?: string;
  anyCase?: boolean;
  /** Case-sensitive forms ending here, as written. */
  spellings?: string[][];
};

const emptyNode = (): TrieNode => ({ children: new Map() });

let trie: TrieNode | undefined;

/**
 * Builds the trie; throws when two skills share a form (after normalising), which would make a
 * word mean two skills. The catalogue test runs this, so a clash never ships.
 */
export function skillTrie(): TrieNode {
  if (trie) return trie;
  const root = emptyNode();
  for (const skill of allSkills()) {
    for (const form of formsOf(skill)) {
      const tokens = tokenise(form.text);
      if (tokens.length === 0) throw new Error(`Skill ${skill.id} has an empty form`);
      let node = root;
      for (const token of tokens) {
        let child = node.children.get(token.norm);
        if (!child) {
          child = emptyNode();
          node.children.set(token.norm, child);
        }
        node = child;
      }
      if (node.skillId !== undefined && node.skillId !== skill.id) {
        throw new Error(`"${form.text}" names both ${node.skillId} and ${skill.id}`);
      }
      node.skillId = skill.id;
      if (form.caseSensitive) {
        node.spellings ??= [];
        node.spellings.push(tokens.map((token) => token.raw));
      } else {
        node.anyCase = true;
      }
    }
  }
  trie = root;
  return root;
}

export type SkillMention = {
  skillId: string;
  /** Character offsets in the text, and the words as written there. */
  start: number;
  end: number;
  text: string;
};

function spelledAsForm(words: Token[], spellings: string[][]): boolean {
  return spellings.some((spelling) =>
    spelling.every((raw, index) => {
      const written = words[index]?.raw ?? "";
      return written === raw || written === raw.toUpperCase();
    }),
  );
}

/** Every skill named in a text, in order, the longest form winning at each word. */
export function skillMentions(text: string): SkillMention[] {
  return skillMentionsInTokens(text, tokenise(text));
}

/** skillMentions for a text already tokenised (a caller that reads its words for more than skills). */
export function skillMentionsInTokens(text: string, tokens: Token[]): SkillMention[] {
  const root = skillTrie();
  const mentions: SkillMention[] = [];
  let index = 0;
  while (index < tokens.length) {
    let node: TrieNode | undefined = root;
    let best: { skillId: string; end: number } | undefined;
    for (let next = index; next < tokens.length; next++) {
      node = node.children.get(tokens[next]?.norm ?? "");
      if (!node) break;
      if (node.skillId === undefined) continue;
      if (node.anyCase || spelledAsForm(tokens.slice(index, next + 1), node.spellings ?? [])) {
        best = { skillId: node.skillId, end: next };
      }
    }
    if (!best) {
      index++;
      continue;
    }
    const start = tokens[index]?.start ?? 0;
    const end = tokens[best.end]?.end ?? start;
    mentions.push({ skillId: best.skillId, start, end, text: text.slice(start, end) });
    index = best.end + 1;
  }
  return mentions;
}

/** The catalogue skills a text names, each once, in order of first mention. */
export function skillIdsIn(text: string): string[] {
  return [...new Set(skillMentions(text).map((mention) => mention.skillId))];
}

/** The skill a whole phrase names ("JS", "ms excel", "Registered Nurses"), if the phrase is exactly one. */
export function skillNamedBy(phrase: string): Skill | undefined {
  const mentions = skillMentions(phrase);
  const only = mentions[0];
  if (mentions.length !== 1 || !only) return undefined;
  const rest = phrase.slice(0, only.start) + phrase.slice(only.end);
  return /[\p{L}\p{N}]/u.test(rest) ? undefined : skillById(only.skillId);
}

/** Short phrases (profile skills, headlines) repeat across candidates: each is read once. */
const phraseSkills = new Map<string, readonly string[]>();
const PHRASE_CACHE_LIMIT = 50_000;

/**
 * The skills a short phrase names: the one skill when the whole phrase is one ("ms excel"), else the
 * skills mentioned in it ("ICU nurse, BLS"). Remembered, so a pool of candidates reads each once.
 */
export function skillIdsOfPhrase(phrase: string): readonly string[] {
  const known = phraseSkills.get(phrase);
  if (known) return known;
  if (phraseSkills.size >= PHRASE_CACHE_LIMIT) phraseSkills.clear();
  const named = skillNamedBy(phrase);
  const ids = named ? [named.id] : skillIdsIn(phrase);
  phraseSkills.set(phrase, ids);
  return ids;
}
