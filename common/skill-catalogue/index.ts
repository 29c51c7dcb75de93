/** The skills catalogue and its normaliser (issue 22): the only entry other code imports. */
export { allSkills, formsOf, skillById, skillCatalogueVersion, skillIdOf } from "./catalogue";
export {
  type SkillMention,
  skillIdsIn,
  skillIdsOfPhrase,
  skillMentions,
  skillMentionsInTokens,
  skillNamedBy,
} from "./normaliser";
export { normaliseWord, type Token, tokenise } from "./tokens";
export {
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
  type Skill,
  type SkillCategory,
  type SkillForm,
} from "./types";
