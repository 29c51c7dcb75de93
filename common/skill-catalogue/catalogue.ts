/**
 * The skills catalogue (issue 22, "the engine"): every skill of sources/*.ts with its id, category and
 * aliases. Parsed from the readable lists on first use, so the lists stay the one place to edit.
 */
import { ADMIN_OFFICE } from "./sources/admin-office";
import { CONSTRUCTION_TRADES } from "./sources/construction-trades";
import { CUSTOMER_SERVICE } from "./sources/customer-service";
import { ENGINEERING } from "./sources/engineering";
import { FINANCE_ACCOUNTING } from "./sources/finance-accounting";
import { GENERAL } from "./sources/general";
import { HEALTHCARE } from "./sources/healthcare";
import { HOSPITALITY } from "./sources/hospitality";
import { HUMAN_RESOURCES } from "./sources/human-resources";
import { INDUSTRIAL_LOGISTICS } from "./sources/industrial-logistics";
import { IT_SOFTWARE } from "./sources/it-software";
import { LEGAL } from "./sources/legal";
import { SALES_MARKETING } from "./sources/sales-marketing";
import type { Skill, SkillForm, SkillSource } from "./types";

export const SKILL_SOURCES: readonly SkillSource[] = [
  HEALTHCARE,
  IT_SOFTWARE,
  FINANCE_ACCOUNTING,
  ADMIN_OFFICE,
  CUSTOMER_SERVICE,
  INDUSTRIAL_LOGISTICS,
  HOSPITALITY,
  SALES_MARKETING,
  HUMAN_RESOURCES,
  ENGINEERING,
  LEGAL,
  CONSTRUCTION_TRADES,
  GENERAL,
];

function formOf(written: string): SkillForm {
  const text = written.trim();
  return text.startsWith("=")
    ? { text: text.slice(1).trim(), caseSensitive: true }
    : { text, caseSensitive: false };
}

/** "C#" → "c-sharp", "Node.js" → "node-js", ".NET" → "dot-net", "401(k) Administration" → "401-k-administration". */
export function skillIdOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\+\+/g, " plus plus ")
    .replace(/\+/g, " plus ")
    .replace(/#/g, " sharp ")
    .replace(/&/g, " and ")
    .replace(/^\./, "dot ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One line of a source list as a skill; throws on a line that is not `Name | aliases`. */
export function parseSkillLine(line: string, category: Skill["category"]): Skill {
  const [namePart, aliasPart, extra] = line.split("|");
  if (namePart === undefined || aliasPart === undefined || extra !== undefined || !namePart.trim()) {
    throw new Error(`Skill line is not "Name | alias, alias": ${line}`);
  }
  const name = formOf(namePart);
  const aliases = aliasPart
    .split(",")
    .map((alias) => alias.trim())
    .filter(Boolean)
    .map(formOf);
  return {
    id: skillIdOf(name.text),
    name: name.text,
    nameCaseSensitive: name.caseSensitive,
    category,
    aliases,
  };
}

function parseSources(): Skill[] {
  return SKILL_SOURCES.flatMap((source) =>
    source.lines
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => parseSkillLine(line, source.category)),
  );
}

let skills: readonly Skill[] | undefined;
let byId: ReadonlyMap<string, Skill> | undefined;

/** Every skill, in the order of the source lists. */
export function allSkills(): readonly Skill[] {
  skills ??= parseSources();
  return skills;
}

/** A skill by id; throws on two skills with one id (a catalogue test keeps that from shipping). */
export function skillById(id: string): Skill | undefined {
  if (!byId) {
    const map = new Map<string, Skill>();
    for (const skill of allSkills()) {
      if (map.has(skill.id)) throw new Error(`Two skills have the id ${skill.id}`);
      map.set(skill.id, skill);
    }
    byId = map;
  }
  return byId.get(id);
}

/** Every way a skill is written: its name first, then its aliases. */
export function formsOf(skill: Skill): SkillForm[] {
  return [{ text: skill.name, caseSensitive: skill.nameCaseSensitive }, ...skill.aliases];
}

/**
 * FNV-1a of every source line: changes whenever the catalogue does, so a ranking's version says
 * which catalogue normalised its skills.
 */
let version: string | undefined;

export function skillCatalogueVersion(): string {
  version ??= catalogueHash();
  return version;
}

function catalogueHash(): string {
  let hash = 0x811c9dc5;
  for (const source of SKILL_SOURCES) {
    for (const char of `${source.category}\n${source.lines}`) {
      hash ^= char.codePointAt(0) ?? 0;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return `${allSkills().length}-${hash.toString(16).padStart(8, "0")}`;
}
