/**
 * What a client's few sentences (or a pasted job description) say about a role, read without a
 * language model: the title they use, skills through the catalogue's normaliser, years and level,
 * work type, hours, on-site/hybrid/remote, the city, and education. Each reader returns null or an
 * empty list when the text says nothing, so a drafter fills the gap from the agency's own jobs.
 */
import type { DraftWorkplaceType, DraftWorkType } from "../../../common/copilot-drafting";
import type { MatchingLevel } from "../../../common/matching";
import { skillById, skillMentions } from "../../../common/skill-catalogue";
import { usStateCode } from "../../../common/us-states";
import { cityNamedIn, levelFromYears, levelNamedIn } from "../matching";

export type RoleFacts = {
  /** The role as the client named it ("forklift operator"), singular; null when no phrase names one. */
  titlePhrase: string | null;
  mustHaveSkills: string[];
  niceToHaveSkills: string[];
  minYears: number | null;
  level: MatchingLevel | null;
  workType: DraftWorkType | null;
  hours: string;
  workplaceType: DraftWorkplaceType | null;
  city: string | null;
  state: string | null;
  /** The metro area of a known city, for comparing pay with the agency's jobs nearby. */
  metro: string | null;
  education: string;
  /** The client's own sentences, for duties the agency's jobs do not cover. */
  sentences: string[];
};

const MAX_YEARS = 50;

/** Words after which the next few words are the role ("we need a", "hiring two"). */
const TITLE_LEAD =
  /\b(?:need|needs|needed|hiring|hire|looking for|seeking|searching for|recruiting|wanted|want|position(?: of| for)?|role(?: of| for)?|job title:?|title:)\s+(?:(?:an?|one|two|three|four|five|six|several|some|\d+|experienced|skilled|reliable|full[- ]time|part[- ]time|new|additional|bilingual)\s+)*/i;
const TITLE_END =
  /\s+(?:to|for|in|at|with|who|that|on|from|and|by|asap|immediately|starting|near|willing)\b|[.,;:!?()\n]/i;
const TITLE_WORD = /^[\p{L}][\p{L}\p{N}&/'’+#.-]*$/u;

function singular(word: string): string {
  if (/(?:ss|us|is|ics|ies)$/i.test(word) || word.length <= 3) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

function titlePhraseOf(text: string): string | null {
  const firstLine = text.trim().split("\n")[0]?.trim() ?? "";
  // A pasted job description opens with its title: a short line without a sentence's full stop.
  const pastedTitle =
    text.includes("\n") && firstLine.split(/\s+/).length <= 8 && !/[.!?]$/.test(firstLine) ? firstLine : null;
  const lead = TITLE_LEAD.exec(text);
  const after = lead ? text.slice(lead.index + lead[0].length) : "";
  const end = after.search(TITLE_END);
  const spoken = lead ? after.slice(0, end === -1 ? undefined : end) : "";
  const candidate = (pastedTitle ?? spoken).replace(/^(?:job title|title|position)\s*:\s*/i, "");
  const words = candidate
    .split(/\s+/)
    .filter((word) => TITLE_WORD.test(word))
    .slice(0, 6);
  if (words.length === 0) return null;
  const last = words.length - 1;
  words[last] = singular(words[last] as string);
  return words.join(" ");
}

const NICE_TO_HAVE =
  /\b(nice[- ]to[- ]have|a plus|bonus|preferred|ideally|helpful|would be great|not required)\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+|;\s*/)
    .map((sentence) => sentence.replace(/^[-*•\s]+/, "").trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/**
 * Words that name a catalogue skill but, in an order, describe the order itself: "hiring" is not the
 * skill Recruiting, "remote" not Remote Work, "night shift" a schedule.
 */
const ORDER_WORDS =
  /^(?:hiring|hire|recruiting|remote|fully remote|hybrid|on[- ]?site|work from home|(?:night|day|evening|overnight) shifts?|weekends?|part[- ]time|full[- ]time)$/i;

function skillsOf(sentences: string[]): { must: string[]; nice: string[] } {
  const must: string[] = [];
  const nice: string[] = [];
  for (const sentence of sentences) {
    const list = NICE_TO_HAVE.test(sentence) ? nice : must;
    for (const mention of skillMentions(sentence)) {
      if (ORDER_WORDS.test(mention.text)) continue;
      const name = skillById(mention.skillId)?.name;
      if (name && !must.includes(name) && !nice.includes(name)) list.push(name);
    }
  }
  return { must, nice };
}

function minYearsOf(text: string): number | null {
  const match = /\b(\d{1,2})(?:\s*(?:\+|-|–|to)\s*\d{0,2})?\s*\+?\s*(?:years?|yrs?)\b/i.exec(text);
  if (!match) return null;
  return Math.min(Number(match[1]), MAX_YEARS);
}

const WORK_TYPES: [RegExp, DraftWorkType][] = [
  [/\b(contract[- ]to[- ]hire|temp[- ]to[- ]hire|temp[- ]to[- ]perm|to convert)\b/i, "contract-to-hire"],
  [/\b(part[- ]time|hours? a week part)\b/i, "part-time"],
  [/\b(temporary|temp|seasonal|short[- ]term)\b/i, "temporary"],
  [/\b(contract|contractor|freelance|1099)\b/i, "contract"],
  [/\b(full[- ]time|permanent|direct hire|40 hours)\b/i, "full-time"],
];

function workTypeOf(text: string): DraftWorkType | null {
  return WORK_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const HOURS =
  /\b(?:(?:over)?night(?:s| shifts?)?|day shifts?|evening(?:s| shifts?)?|swing shifts?|graveyard shifts?|weekends?|rotating shifts?|(?:monday|mon)\s*(?:-|–|to|through)\s*(?:friday|fri|saturday|sat)|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)\s*(?:-|–|to)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[- ]hour shifts?|\d{1,2}\s*(?:hours|hrs) (?:a|per) week|on[- ]call)\b/gi;

function hoursOf(text: string): string {
  const found = [...new Set([...text.matchAll(HOURS)].map((match) => match[0].toLowerCase()))];
  return found.join(", ").slice(0, 200);
}

function workplaceTypeOf(text: string): DraftWorkplaceType | null {
  if (/\bhybrid\b/i.test(text)) return "hybrid";
  if (/\b(fully remote|remote|work from home|wfh|telecommute)\b/i.test(text)) return "remote";
  if (/\b(on[- ]site|onsite|in[- ]office|in person|in-person)\b/i.test(text)) return "on-site";
  return null;
}

const STATE_NAMED =
  /\b(Alabama|Arizona|California|Colorado|Florida|Georgia|Illinois|Massachusetts|New York|North Carolina|Ohio|Tennessee|Texas|Virginia|Washington)\b/;

function placeOfText(text: string): { city: string | null; state: string | null; metro: string | null } {
  const city = cityNamedIn(text);
  if (city) return city;
  const state = STATE_NAMED.exec(text)?.[1];
  return { city: null, state: state ? (usStateCode(state) ?? null) : null, metro: null };
}

const EDUCATION: [RegExp, string][] = [
  [/\b(master'?s|mba|msn|m\.s\.)\b/i, "Master's degree"],
  [/\b(bachelor'?s|b\.?s\.?n|bsn|b\.s\.|b\.a\.|four[- ]year degree|college degree)\b/i, "Bachelor's degree"],
  [/\b(associate'?s? degree|two[- ]year degree|a\.a\.s?)\b/i, "Associate degree"],
  [/\b(high school|ged|diploma)\b/i, "High school diploma or GED"],
];

function educationOf(text: string): string {
  const degree = EDUCATION.find(([pattern]) => pattern.test(text))?.[1];
  const field = degree
    ? /\bdegree in ([\p{L} &]{3,40}?)(?=[.,;\n]|\s+(?:or|and|is|preferred|required)\b|$)/iu.exec(text)?.[1]
    : undefined;
  return degree ? `${degree}${field ? ` in ${field.trim()}` : ""}` : "";
}

/** Everything the text says about the role. */
export function readRole(text: string): RoleFacts {
  const sentences = sentencesOf(text);
  const titlePhrase = titlePhraseOf(text);
  const { must, nice } = skillsOf(sentences);
  const minYears = minYearsOf(text);
  const level =
    (titlePhrase ? levelNamedIn(titlePhrase) : null) ??
    (/\b(entry[- ]level|no experience)\b/i.test(text) ? "entry" : null) ??
    (minYears === null ? null : levelFromYears(minYears));
  return {
    titlePhrase,
    mustHaveSkills: must,
    niceToHaveSkills: nice,
    minYears,
    level,
    workType: workTypeOf(text),
    hours: hoursOf(text),
    workplaceType: workplaceTypeOf(text),
    ...placeOfText(text),
    education: educationOf(text),
    sentences,
  };
}
