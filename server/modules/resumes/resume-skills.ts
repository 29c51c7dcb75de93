import { TALENT_PROFILE_LIMITS } from "../../../common/application-options";
import { vocabularySkillsIn, vocabularySpelling } from "../../../common/skills-vocabulary";
import { headingOf } from "./resume-sections";

/**
 * The skills a resume lists, then the vocabulary skills it names elsewhere. Every item of the skills
 * sections is kept whether or not we know it ("Lathe", "Lead Generation"), spelled as the vocabulary
 * spells it when it is there; sentences, dates and long phrases are not items, though skills named in
 * them are still found.
 */
export function findSkills(lines: string[]): string[] {
  const { listed, rest } = splitSkillsSections(lines);
  const shouting = listed.length > 0 && listed.every((line) => line === line.toUpperCase());
  const items = joinWrappedLines(listed).flatMap((line) => skillItems(line, shouting));
  const mentioned = vocabularySkillsIn(rest.join("\n")).filter(
    (skill) => !items.some((item) => containsWords(item, skill)),
  );
  return uniqueIgnoringCase([...items, ...mentioned]).slice(0, TALENT_PROFILE_LIMITS.skills);
}

/** The lines of every skills section (a resume may have "Technical Skills" and "Languages"), and the others. */
function splitSkillsSections(lines: string[]): { listed: string[]; rest: string[] } {
  const listed: string[] = [];
  const rest: string[] = [];
  let inSkills = false;
  lines.forEach((line, index) => {
    const heading = headingOf(line);
    if (heading && !(inSkills && isItemNotHeading(line, heading.inline, lines[index + 1]))) {
      inSkills = heading.section === "skills";
      if (heading.inline) (inSkills ? listed : rest).push(heading.inline);
      return;
    }
    (inSkills ? listed : rest).push(line);
  });
  return { listed, rest };
}

/**
 * Inside a skills list, "Training" is a skill unless entries with dates follow it, and
 * "Certifications: CPR, BLS" is a labelled group of skills rather than the next section.
 */
function isItemNotHeading(line: string, inline: string, next: string | undefined): boolean {
  if (inline) return /certif|licen|training|award/i.test(line.slice(0, line.length - inline.length));
  return vocabularySpelling(line) !== undefined && !YEAR.test(next ?? "");
}

const YEAR = /\b(?:19|20)\d{2}\b/;
/** Characters people put between list items, and the bullets Word and PDF fonts draw. */
const SEPARATOR = /[,;|•·●▪■◆◇○◦‣►▸▶✓✔❖➢➤★\uE000-\uF8FF]|\s[-–—/]\s/u;
const LEADING_BULLET = /^(?:[-–—*>+o]|\d{1,2}[.)])\s+(?=\S)/u;
/** Words that qualify a skill without being one: "Forklift certified", "OSHA 30", "Proficient in Excel". */
const QUALIFIERS =
  /^(?:proficient|proficiency|knowledge|experienced?|skilled|familiar|expert|advanced|intermediate|basic|strong|working|fluent|native|conversational|bilingual|certified|certification|certificate|licensed|license|in|of|with|and|\d+(?:-hour|\s?hrs?)?|hour|level|years?|yrs?)$/i;
const MAX_ITEM_LENGTH = 40;
const MAX_ITEM_WORDS = 5;

/**
 * A PDF wraps a long list wherever the line fills up, sometimes inside an item ("Pallet" / "Jack,
 * Cycle Counting"). A line that lists items and ends without a separator is joined to the next when
 * the next goes on in lower case or the two halves make a known skill.
 */
function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && continuesList(previous, line))
      joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

function continuesList(previous: string, line: string): boolean {
  if (!SEPARATOR.test(previous) || /[,;|]$/.test(previous) || LEADING_BULLET.test(line)) return false;
  if (headingOf(line) || /^[^:,;|]{2,30}:/.test(line)) return false;
  if (/^\p{Ll}/u.test(line) || /\s(?:and|&|of)$/i.test(previous)) return true;
  const lastItem = splitOutsideParentheses(previous).at(-1) ?? "";
  const firstItem = splitOutsideParentheses(line)[0] ?? "";
  return vocabularySpelling(`${lastItem} ${firstItem}`) !== undefined;
}

/** The skills written on one line of a skills section; from a sentence, only the known ones it names. */
function skillItems(line: string, shouting: boolean): string[] {
  const unlabelled = withoutSubLabel(line);
  if (!unlabelled) return [];
  const items = splitOutsideParentheses(unlabelled);
  const words = unlabelled.split(/\s+/).length;
  if ((words >= 5 && /\p{L}{2}\.$/u.test(unlabelled)) || words / items.length > MAX_ITEM_WORDS) {
    return vocabularySkillsIn(unlabelled, { anyCase: true });
  }
  return items.flatMap((part) => itemSkills(part, shouting));
}

/** "Software: Excel, Word" → "Excel, Word"; "Machines:" alone → "" (a sub-heading, not a skill). */
function withoutSubLabel(line: string): string {
  const labelled = /^([^:,;|]{2,30}):\s*(.*)$/.exec(line);
  if (!labelled || (labelled[1] ?? "").trim().split(/\s+/).length > 3) return line;
  return labelled[2] ?? "";
}

/** The line's items: split at separators, except inside parentheses ("Microsoft Office (Word, Excel)"). */
function splitOutsideParentheses(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? "";
    if (char === "(" || char === "[") depth++;
    if ((char === ")" || char === "]") && depth > 0) depth--;
    const thousands = char === "," && /\d,\d{3}/.test(line.slice(index - 1, index + 4));
    const separator = depth === 0 && !thousands ? SEPARATOR.exec(line.slice(index, index + 3)) : null;
    if (separator?.index === 0) {
      parts.push(current);
      current = "";
      index += separator[0].length - 1;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One item as skills: our spelling when we know it, plus any known skills listed in its parentheses. */
function itemSkills(raw: string, shouting: boolean): string[] {
  const item = raw
    .replace(LEADING_BULLET, "")
    .replace(/^(?:and|&)\s+/i, "")
    .replace(/[.:]+$/, "")
    .trim();
  const parenthesised = /^(.*?)\s*[([]([^)\]]*)[)\]]\s*(.*)$/.exec(item);
  const base = parenthesised ? `${parenthesised[1]} ${parenthesised[3]}`.trim() : item;
  const inner = parenthesised ? innerSkills(parenthesised[2] ?? "") : [];
  const skill = skillOf(base, shouting);
  if (skill) return [skill, ...inner];
  return [...vocabularySkillsIn(item, { anyCase: true }), ...inner];
}

/** "(Word, Excel, Outlook)" lists skills; "(fluent)", "(5 years)" or "(sit-down, reach)" qualify one. */
function innerSkills(inner: string): string[] {
  const parts = inner.split(/[,;/]/).map((part) => part.trim());
  return parts.flatMap((part) => {
    const known = vocabularySpelling(part);
    if (known) return [known];
    return parts.length > 1 && /^\p{Lu}/u.test(part) && acceptable(part) ? [part] : [];
  });
}

/** The item as a skill, or undefined when it is a sentence, a date, a qualifier or too long. */
function skillOf(item: string, shouting: boolean): string | undefined {
  const known = vocabularySpelling(item) ?? vocabularySpelling(withoutQualifiers(item));
  if (known) return known;
  if (!acceptable(item) || withoutQualifiers(item) === "") return undefined;
  return displayCase(item, shouting);
}

function withoutQualifiers(item: string): string {
  const words = item.split(/\s+/);
  let start = 0;
  let end = words.length;
  while (start < end && QUALIFIERS.test(words[start] ?? "")) start++;
  while (end > start && QUALIFIERS.test(words[end - 1] ?? "")) end--;
  return words.slice(start, end).join(" ");
}

function acceptable(item: string): boolean {
  return (
    /\p{L}/u.test(item) &&
    item.length <= MAX_ITEM_LENGTH &&
    item.split(/\s+/).length <= MAX_ITEM_WORDS &&
    !YEAR.test(item) &&
    !/@|https?:|www\.|\.\s+\p{L}|\d{3}[\s.-]\d{4}/u.test(item)
  );
}

const MINOR_WORDS = new Set(["and", "or", "of", "in", "for", "the", "to", "with", "on", "a", "an"]);

/**
 * "inventory control" → "Inventory Control"; "INVENTORY CONTROL" → "Inventory Control" when the
 * whole section is in capitals (otherwise capitals are an acronym: "HRIS", "MLS"). Words of three
 * letters or fewer, and acronyms the vocabulary knows, stay capitals: "HVAC REPAIR" → "HVAC Repair".
 */
function displayCase(item: string, shouting: boolean): string {
  const lowerCase = item === item.toLowerCase();
  if (!lowerCase && !(shouting && item === item.toUpperCase())) return item;
  return item
    .split(" ")
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      const known = vocabularySpelling(word);
      if (!lowerCase && (word.length <= 3 || known === word)) return word;
      return lower.replace(
        /(^|[-/])(\p{L})/gu,
        (_match, before: string, letter: string) => before + letter.toUpperCase(),
      );
    })
    .join(" ");
}

function containsWords(text: string, words: string): boolean {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return false;
  const before = text[at - 1] ?? " ";
  const after = text[at + words.length] ?? " ";
  return !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after);
}

function uniqueIgnoringCase(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
