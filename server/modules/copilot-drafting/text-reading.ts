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

/** Words after the skills they qualify: "Spanish is a plus", "Excel preferred". */
const NICE_AFTER =
  /\b(?:(?:is|are|would be|will be)\s+)?(?:nice[- ]to[- ]have|a plus|a bonus|bonus|preferred|helpful|(?:would be )?great|not required)\b/i;
/** Words before the skills they qualify: "ideally Spanish", "Nice to have: Excel, Word". */
const NICE_BEFORE =
  /^\s*(?:nice[- ]to[- ]haves?|bonus(?: points)?|pluses|preferred|a plus)\s*:|\b(?:ideally|preferably)\b/i;
/** Words that make what follows them a requirement (global: read with matchAll, which copies it). */
const MUST_WORDS =
  /\b(?:must|required|requires?|need(?:s|ed)?|know(?:s|ing)?|experience (?:with|in)|proficien\w*)\b/gi;

/**
 * The part of one clause (a sentence cut at ";" and "but") that is only nice to have: all of it
 * after "ideally"/"Nice to have:", or the items before "is a plus"/"preferred" back to the last
 * comma or "and" after a requirement ("Must know Epic and phlebotomy and Spanish is a plus": Spanish).
 * "is a plus" qualifies the one item before it; "are a plus" the list back to the requirement.
 */
function niceSpanOf(clause: string): [number, number] | null {
  const before = NICE_BEFORE.exec(clause);
  if (before) return [before.index, clause.length];
  const after = NICE_AFTER.exec(clause);
  if (!after) return null;
  const head = clause.slice(0, after.index);
  // "Nice to have Spanish and Creole": the words open the clause and qualify all of it.
  if (!/\p{L}/u.test(head)) return [0, clause.length];
  const must = [...head.matchAll(MUST_WORDS)].at(-1);
  if (!must) return [0, after.index + after[0].length];
  const listStart = must.index + must[0].length;
  const single = !/^(?:are|would|will)\b/i.test(after[0]);
  const boundaries = [...head.slice(listStart).matchAll(single ? /,|\band\b/gi : /,(?:\s*and\b)?/gi)];
  const last = boundaries.at(-1);
  const start = last ? listStart + last.index + last[0].length : listStart;
  return [start, after.index + after[0].length];
}

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

/** An abbreviation in capitals ("RN", "CNA") names a licence the role needs, not only the role. */
const LICENCE_ABBREVIATION = /^[A-Z]{2,5}$/;

function skillsOf(sentences: string[], titlePhrase: string | null): { must: string[]; nice: string[] } {
  const must: string[] = [];
  const nice: string[] = [];
  const title = titlePhrase?.toLowerCase() ?? null;
  for (const sentence of sentences) {
    for (const clause of sentence.split(/;|\bbut\b|\bwhile\b|\bwhereas\b/i)) {
      const niceSpan = niceSpanOf(clause);
      for (const mention of skillMentions(clause)) {
        if (ORDER_WORDS.test(mention.text)) continue;
        // The role itself ("a medical receptionist") is the order's title, not one of its skills.
        if (
          title &&
          singular(mention.text.toLowerCase()) === title &&
          !LICENCE_ABBREVIATION.test(mention.text)
        ) {
          continue;
        }
        const name = skillById(mention.skillId)?.name;
        if (!name || must.includes(name) || nice.includes(name)) continue;
        const isNice = niceSpan !== null && mention.start >= niceSpan[0] && mention.end <= niceSpan[1];
        (isNice ? nice : must).push(name);
      }
    }
  }
  return { must, nice };
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

/**
 * The fewest years asked for: "5+ years", "3-5 yrs", "two years", "at least three years",
 * "five+ years", "a year of experience".
 */
const YEARS_NUMBER = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")}`;
/** "5+ years", "3-5 yrs", "two to three years"; not "18 years old" or "a 4 year degree". */
const YEARS = new RegExp(
  `\\b(${YEARS_NUMBER})(?:\\s*(?:\\+|-|–|to|or)\\s*(?:${YEARS_NUMBER})?)?\\s*\\+?\\s*(?:years?|yrs?)\\b(?!\\s+(?:old|degree|college|program))`,
  "i",
);

function minYearsOf(text: string): number | null {
  const match = YEARS.exec(text);
  if (!match) return null;
  const written = (match[1] as string).toLowerCase();
  return Math.min(NUMBER_WORDS[written] ?? Number(written), MAX_YEARS);
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
  const { must, nice } = skillsOf(sentences, titlePhrase);
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
