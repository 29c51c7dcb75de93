/**
 * The order's skills resolved to the catalogue: "JS", "javascript" and "JavaScript" are one
 * requirement. A skill the catalogue does not know stays a requirement, matched by its words.
 */
import type { MatchingOrder, SkillRequirement } from "../../../common/matching";
import { skillById, skillMentions, skillNamedBy, tokenise } from "../../../common/skill-catalogue";

export type Requirement = {
  skillId: string | null;
  /** The catalogue's name, or the words as the order wrote them. */
  name: string;
  requirement: SkillRequirement;
  /** The normalised words, space-separated, for a skill the catalogue does not know. */
  phrase: string;
};

/** Normalised words of a text, joined by single spaces: a phrase is found by " words " in " text ". */
export function wordsOf(text: string): string {
  return tokenise(text)
    .map((token) => token.norm)
    .join(" ");
}

function resolve(item: string, requirement: SkillRequirement): Requirement[] {
  const named = skillNamedBy(item);
  if (named) return [{ skillId: named.id, name: named.name, requirement, phrase: "" }];
  const mentioned = skillMentions(item).flatMap((mention) => {
    const skill = skillById(mention.skillId);
    return skill ? [{ skillId: skill.id, name: skill.name, requirement, phrase: "" }] : [];
  });
  if (mentioned.length > 0) return mentioned;
  const phrase = wordsOf(item);
  return phrase ? [{ skillId: null, name: item.trim(), requirement, phrase }] : [];
}

const keyOf = (requirement: Requirement) => requirement.skillId ?? `words:${requirement.phrase}`;

/** Must-haves then nice-to-haves, each once; a skill listed as both is a must-have. */
export function requirementsOf(
  order: Pick<MatchingOrder, "mustHaveSkills" | "niceToHaveSkills">,
): Requirement[] {
  const seen = new Set<string>();
  const requirements: Requirement[] = [];
  const items = [
    ...order.mustHaveSkills.map((item) => [item, "must"] as const),
    ...order.niceToHaveSkills.map((item) => [item, "nice"] as const),
  ];
  for (const [item, kind] of items) {
    for (const requirement of resolve(item, kind)) {
      if (seen.has(keyOf(requirement))) continue;
      seen.add(keyOf(requirement));
      requirements.push(requirement);
    }
  }
  return requirements;
}

/** The catalogue id each order skill resolved to (null for unknown skills), for the ranking log. */
export function resolvedSkillIds(items: string[]): (string | null)[] {
  return items.map((item) => resolve(item, "must")[0]?.skillId ?? null);
}
