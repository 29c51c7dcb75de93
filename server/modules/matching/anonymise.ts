/**
 * The client's view of a ranked candidate before an accepted introduction (issue 22): the score,
 * the criteria and their reasons, skills with redacted evidence; never a name, photo, age, gender,
 * address, school, graduation year, employer, email or phone.
 *
 * Reasons are written without personal details (criteria.ts). Evidence lines are resume text, so
 * they are redacted: the person's own details are removed wherever they appear, then contact
 * details, years and months (they date schooling and age), and every capitalised word that is not
 * part of a skill (employers, schools, places and people are proper nouns), keeping an opening
 * word only when it is a common verb of resumes ("Managed", "Charted").
 */
import type { AnonymisedCandidate, RankedCandidate } from "../../../common/matching";
import { skillMentions } from "../../../common/skill-catalogue";

/** What the redaction must remove wherever it appears: the candidate's stored personal details. */
export type IdentifyingDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string | null;
  state: string | null;
};

const REDACTED = "…";
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const YEAR = /\b(?:19|20)\d{2}\b|'\d{2}\b/g;
const MONTH =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?/gi;
const CAPITALISED = /\b\p{Lu}[\p{L}'’.&-]*/gu;

/** Opening words that are verbs or common nouns of resume lines, not names. */
const COMMON_OPENERS = new Set(
  `achieved administered analyzed answered assembled assisted audited balanced built charted cleaned closed coached
  collaborated completed conducted configured coordinated counted created cut delivered deployed designed developed
  directed drafted drew drove ensured established executed filed greeted grew handled helped hired implemented improved
  inspected installed led loaded maintained managed mentored migrated monitored moved negotiated operated organized
  oversaw packed performed picked planned prepared processed produced provided ran reconciled recruited reduced
  repaired reported researched resolved responded reviewed scheduled screened served shipped sold started stocked
  streamlined supervised supported taught tested trained translated treated tuned unloaded updated used wrote
  responsible experienced skilled proficient certified licensed knowledge expertise skills experience summary
  cared started answered kept ran set took gave made worked`.split(/\s+/),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function removeDetails(text: string, details: IdentifyingDetails): string {
  const words = [details.firstName, details.lastName, details.email, details.phone, details.city ?? ""]
    .map((value) => value.trim())
    .filter((value) => value.length >= 2);
  let result = text;
  for (const word of words) {
    result = result.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "giu"),
      REDACTED,
    );
  }
  const digits = details.phone.replace(/\D/g, "");
  if (digits.length >= 7) {
    const spaced = digits.split("").map(escapeRegExp).join(String.raw`\D{0,3}`);
    result = result.replace(new RegExp(spaced, "g"), REDACTED);
  }
  return result;
}

/** A resume line with nothing left that could identify the person or date them. */
export function redactEvidence(line: string, details: IdentifyingDetails): string {
  let text = removeDetails(line, details)
    .replace(EMAIL, REDACTED)
    .replace(URL, REDACTED)
    .replace(PHONE, REDACTED)
    .replace(YEAR, REDACTED)
    .replace(MONTH, REDACTED);
  const skillSpans = skillMentions(text).map((mention) => [mention.start, mention.end] as const);
  const inSkill = (start: number) => skillSpans.some(([from, to]) => start >= from && start < to);
  const firstWord = text.search(/\p{L}/u);
  text = text.replace(CAPITALISED, (word, offset: number) => {
    if (inSkill(offset)) return word;
    if (offset === firstWord && COMMON_OPENERS.has(word.toLowerCase())) return word;
    return REDACTED;
  });
  return text
    .replace(/…(?:[\s,.&/:;()–—-]*…)+/g, REDACTED)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The client-facing candidate: `ref` is how the client refers to them (the ranking log's entry id),
 * never the candidate id.
 */
export function anonymisedCandidate(
  ranked: RankedCandidate,
  details: IdentifyingDetails,
  ref: string,
): AnonymisedCandidate {
  return {
    ref,
    rank: ranked.rank,
    score: ranked.score,
    criteria: ranked.criteria.map((criterion) => ({ ...criterion })),
    matchedSkills: ranked.matchedSkills.map(({ skill, requirement, source, evidence }) => ({
      skill,
      requirement,
      source,
      evidence: redactEvidence(evidence, details),
    })),
    missingSkills: ranked.missingSkills.map(({ skill, requirement }) => ({ skill, requirement })),
    yearsOfExperience: ranked.yearsOfExperience,
    level: ranked.level,
    reasons: [...ranked.reasons],
  };
}
