import type { ExtractedResumeFields } from "../../../common/applications";
import { SKILLS_VOCABULARY } from "./skills-vocabulary";

/**
 * Reads the contact details, skills and most recent job title from a resume's text (one line per
 * line, as extractResumeText gives it). Heuristics, not a parser: the person checks and corrects
 * every field before saving, so a field not found is "" rather than a guess.
 */
export function extractResumeFields(text: string): ExtractedResumeFields {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
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

/** Headings of the usual resume sections, lower-case and without a trailing colon. */
const SECTION_HEADINGS = {
  skills: [
    "skills",
    "technical skills",
    "key skills",
    "core skills",
    "core competencies",
    "areas of expertise",
    "competencies",
    "skills & tools",
    "skills and tools",
  ],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment history",
    "work history",
    "career history",
    "relevant experience",
    "employment",
  ],
  other: [
    "summary",
    "professional summary",
    "profile",
    "objective",
    "career objective",
    "education",
    "certifications",
    "certificates",
    "licenses",
    "licenses & certifications",
    "languages",
    "projects",
    "references",
    "contact",
    "contact information",
    "awards",
    "volunteer",
    "volunteer experience",
    "interests",
    "training",
    "publications",
  ],
} as const;

type Section = keyof typeof SECTION_HEADINGS;

function headingOf(line: string): Section | undefined {
  const normalized = line
    .toLowerCase()
    .replace(/[:|•·]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  for (const section of Object.keys(SECTION_HEADINGS) as Section[]) {
    if ((SECTION_HEADINGS[section] as readonly string[]).includes(normalized)) return section;
  }
  // "Teaching Experience", "Nursing Work History": a short heading ending like an experience section.
  if (/^[a-z&]+(?: [a-z&]+)? (?:experience|history)$/.test(normalized)) return "experience";
  return undefined;
}

/** The lines under a section's heading, up to the next heading; undefined when there is no such section. */
function sectionLines(lines: string[], section: Section): string[] | undefined {
  const start = lines.findIndex((line) => headingOf(line) === section);
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => headingOf(line) !== undefined);
  return end < 0 ? rest : rest.slice(0, end);
}

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
const NOT_A_NAME = /\b(resume|résumé|curriculum|vitae|cv)\b/i;

/**
 * The person's name: a "Name:" label, else the first of the top lines that reads as 2 to 4
 * capitalised words (no digits, no @, not a heading, not a job title).
 */
function findName(lines: string[]): string {
  for (const line of lines) {
    const labelled = /^(?:full\s+)?name\s*:\s*(.+)$/i.exec(line);
    if (labelled?.[1]) return titleCaseIfShouting(labelled[1].trim());
  }
  for (const line of lines.slice(0, 8)) {
    if (/[\d@|,:/]/.test(line) || headingOf(line) || NOT_A_NAME.test(line) || TITLE_WORD.test(line)) continue;
    const candidate = titleCaseIfShouting(line.replace(/\s+/g, " "));
    const words = candidate.split(" ");
    if (words.length >= 2 && words.length <= 4 && words.every((word) => NAME_WORD.test(word)))
      return candidate;
  }
  return "";
}

/** "MARIA GONZALEZ" → "Maria Gonzalez"; mixed-case names are kept as written (McDonald, DeSousa). */
function titleCaseIfShouting(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

const SKILL_PATTERNS = SKILLS_VOCABULARY.map((skill) => ({
  skill,
  pattern: new RegExp(`(?<![A-Za-z0-9+#.])${escapeRegExp(skill)}(?![A-Za-z0-9+#])`, "i"),
}));

/**
 * Known skills in the order they appear, from the Skills section when there is one that names any,
 * otherwise from the whole resume.
 */
function findSkills(lines: string[]): string[] {
  const fromSection = skillsIn(sectionLines(lines, "skills")?.join("\n") ?? "");
  return fromSection.length > 0 ? fromSection : skillsIn(lines.join("\n"));
}

function skillsIn(text: string): string[] {
  return SKILL_PATTERNS.map(({ skill, pattern }) => ({ skill, at: pattern.exec(text)?.index ?? -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ skill }) => skill);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
