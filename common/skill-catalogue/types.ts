/** The industries the skills catalogue is grouped by (the agency's lines of work, plus general skills). */
export const SKILL_CATEGORIES = [
  "healthcare",
  "it-software",
  "finance-accounting",
  "admin-office",
  "customer-service",
  "industrial-logistics",
  "hospitality",
  "sales-marketing",
  "human-resources",
  "engineering",
  "legal",
  "construction-trades",
  "general",
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const SKILL_CATEGORY_LABELS: Record<SkillCategory, string> = {
  healthcare: "Healthcare",
  "it-software": "IT and software",
  "finance-accounting": "Finance and accounting",
  "admin-office": "Administrative and office",
  "customer-service": "Customer service and call centre",
  "industrial-logistics": "Light industrial, warehouse and logistics",
  hospitality: "Hospitality",
  "sales-marketing": "Sales and marketing",
  "human-resources": "Human resources",
  engineering: "Engineering",
  legal: "Legal",
  "construction-trades": "Construction and trades",
  general: "Languages and general skills",
};

/**
 * One industry's skills as people write them, one skill a line: `Name | alias, alias, …`. A form
 * written `=Form` matches only as spelled (or in capitals): it is also an everyday word ("Excel",
 * "Access", "Lean") or a short code that means something else in lower case.
 */
export type SkillSource = { category: SkillCategory; lines: string };

/** A way of writing a skill; caseSensitive forms match only as spelled or in capitals. */
export type SkillForm = { text: string; caseSensitive: boolean };

export type Skill = {
  /** Stable, URL-safe: "javascript", "registered-nurse", "c-sharp". */
  id: string;
  name: string;
  category: SkillCategory;
  /** Every other way of writing it (not the name). */
  aliases: readonly SkillForm[];
  nameCaseSensitive: boolean;
};
