import type { ExtractedResumeFields } from "../../../common/applications";
import { unspacedLetters } from "./resume-lines";
import { headingOf, sectionLines } from "./resume-sections";
import { findSkills } from "./resume-skills";

/**
 * Reads the contact details, skills and most recent job title from a resume's text (one line per
 * line, as extractResumeText gives it). Heuristics, not a parser: the person checks and corrects
 * every field before saving, so a field not found is "" rather than a guess.
 */
export function extractResumeFields(text: string): ExtractedResumeFields {
  const lines = text
    .split("\n")
    .map((line) => unspacedLetters(line).trim())
    .filter(Boolean);
  return {
    fullName: findName(lines),
    email: findEmail(text),
    phone: findPhone(text),
    skills: findSkills(lines),
    recentTitle: findRecentTitle(lines),
  };
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
// US numbers: optional +1, then 3-3-4 digits with the usual separators.
const PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?![\d-])/;

function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? "";
}

/** The first US phone number, written the way we show numbers: (305) 555-0142. */
function findPhone(text: string): string {
  const match = PHONE.exec(text);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : "";
}

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
/** Lower-case words inside names: "Ana de la Cruz", "Jan van Dijk". */
const NAME_PARTICLE = /^(?:de|del|della|la|las|los|da|das|do|dos|di|du|van|der|von|le|bin|al)$/i;
const NOT_A_NAME = /\b(resume|résumé|curriculum|vitae|cv)\b/i;
/** What may follow a name on its line: separators, contact details, credentials (", RN"). */
const AFTER_NAME = /\s*(?:[|•·,]|\s[-–—]\s|\t|\s{2,}).*$/;
const TOP_LINES = 10;

/**
 * The person's name: a "Name:" label, else the first of the top lines that starts with 2 to 4
 * capitalised words (not a heading, not a job title), before any separator or contact details as
 * in "MARIA GONZALEZ | (305) 555-0100". Names in capitals are title-cased; a letter-spaced name
 * whose words ran together ("MARIAGONZALEZ") is split as the email address splits it.
 */
function findName(lines: string[]): string {
  const email = findEmail(lines.join("\n"));
  for (const [index, line] of lines.entries()) {
    const labelled = /^(?:full\s+)?name\s*:\s*(.*)$/i.exec(line);
    const value = labelled?.[1] || (labelled ? lines[index + 1] : undefined);
    if (value && isName(value, email)) return titleCaseIfShouting(value.replace(/\s+/g, " "));
  }
  for (const line of lines.slice(0, TOP_LINES)) {
    const candidate = beforeContactDetails(line);
    if (isName(candidate, email)) return titleCaseIfShouting(candidate);
    const split = splitByEmail(candidate, email);
    if (split) return split;
  }
  return "";
}

function beforeContactDetails(line: string): string {
  const contact = [EMAIL.exec(line)?.index, PHONE.exec(line)?.index].filter((at) => at !== undefined);
  const end = contact.length > 0 ? Math.min(...contact) : line.length;
  return line.slice(0, end).replace(AFTER_NAME, "").replace(/\s+/g, " ").trim();
}

/** A title word is a surname when the email address spells it: Jordan Cook, jordan.cook@example.com. */
function isName(text: string, email = ""): boolean {
  if (/[\d@:/]/.test(text) || headingOf(text) || NOT_A_NAME.test(text)) return false;
  const words = text.trim().split(/\s+/);
  const local = email.split("@")[0] ?? "";
  if (TITLE_WORD.test(text) && !words.every((word) => local.includes(word.toLowerCase()))) return false;
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    NAME_WORD.test(words[0] ?? "") &&
    NAME_WORD.test(words.at(-1) ?? "") &&
    words.every((word) => NAME_WORD.test(word) || NAME_PARTICLE.test(word)) &&
    words.filter((word) => NAME_WORD.test(word)).length <= 4
  );
}

/** "MARIAGONZALEZ" with maria.gonzalez@example.com → "Maria Gonzalez". */
function splitByEmail(word: string, email: string): string | undefined {
  if (!/^\p{Lu}{4,}$/u.test(word)) return undefined;
  const parts = (email.split("@")[0] ?? "").split(/[._-]+/).filter((part) => /^\p{L}+$/u.test(part));
  if (parts.length < 2 || parts.join("") !== word.toLowerCase()) return undefined;
  return titleCaseIfShouting(parts.join(" ").toUpperCase());
}

/**
 * "MARIA DE LA CRUZ" → "Maria de la Cruz"; mixed-case names are kept as written (McDonald, DeSousa).
 */
function titleCaseIfShouting(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(" ")
    .map((word, index, words) =>
      index > 0 && index < words.length - 1 && NAME_PARTICLE.test(word)
        ? word
        : word.replace(
            /(^|['’-])(\p{L})/gu,
            (_match, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(" ");
}

/** Words that make a phrase a job title ("Registered Nurse", "Senior Software Engineer"). */
const TITLE_WORD =
  /\b(engineer|developer|programmer|architect|nurse|manager|assistant|analyst|specialist|coordinator|technician|representative|accountant|bookkeeper|auditor|controller|paralegal|attorney|lawyer|designer|administrator|supervisor|director|clerk|operator|consultant|associate|officer|agent|recruiter|teacher|instructor|tutor|cashier|receptionist|secretary|scientist|therapist|pharmacist|electrician|mechanic|machinist|welder|driver|planner|executive|generalist|advisor|counselor|buyer|estimator|inspector|writer|editor|strategist|intern|president|lead|head|chef|cook|phlebotomist|hygienist|medic|paramedic|caregiver|aide|realtor|broker|educator)s?\b/i;

const DATE_RANGE =
  /\(?\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}|present|current|now)\b\)?/gi;

/**
 * The first job title under the experience heading (resumes list the latest job first), else a
 * title-like headline under the name. Only the title part of "Title — Company, City" is kept.
 */
function findRecentTitle(lines: string[]): string {
  for (const line of sectionLines(lines, "experience")?.slice(0, 15) ?? []) {
    const title = titleIn(line);
    if (title) return title;
  }
  for (const line of lines.slice(0, 5)) {
    if (EMAIL.test(line) || PHONE.test(line)) continue;
    const title = titleIn(line);
    if (title) return title;
  }
  return "";
}

function titleIn(line: string): string {
  const segments = line
    .replace(DATE_RANGE, "|")
    .split(/\s+[-–—|@]\s+|\s*[|•·]\s*|,\s+|\s+at\s+/i)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const title = segments.find((segment) => TITLE_WORD.test(segment) && segment.split(" ").length <= 6);
  return title ?? "";
}
