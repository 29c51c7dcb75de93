/**
 * Years and level of experience, read from what a resume says: date ranges of its jobs ("2016 –
 * Present", "Mar 2019 to Jun 2022") merged so overlaps count once (a range ending in a bare year
 * ends mid-year: it may mean January or December), and statements such as "8 years
 * of experience". Ranges on education lines (a degree's years) are not work.
 */
import { MATCHING_LEVELS, type MatchingLevel } from "../../../common/matching";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|(\d{1,2})/)?`;
const YEAR = String.raw`((?:19|20)\d{2})`;
const RANGE = new RegExp(
  String.raw`\b${MONTH}${YEAR}\s*(?:-|–|—|to|until)\s*(?:${MONTH}${YEAR}|(present|current|now|today|date))\b`,
  "gi",
);
const STATED_YEARS = /\b(\d{1,2})\+?\s*(?:years?|yrs?)\b(?:\s+of)?(?:\s+\w+){0,3}?\s+(?:experience|exp\b)/gi;
const EDUCATION =
  /\b(universit|college|school|academy|institute|bachelor|master|degree|diploma|graduat|gpa|b\.?s\.?c?\b|b\.?a\.?\b|m\.?b\.?a\b)/i;
const MAX_YEARS = 50;

function monthIndex(name: string | undefined, number: string | undefined): number {
  if (name) return Math.max(0, MONTHS.indexOf(name.slice(0, 3).toLowerCase()));
  if (number) return Math.min(11, Math.max(0, Number(number) - 1));
  return 0;
}

/** Years of work the resume shows, to one decimal; null when it has no dates or statements. */
export function yearsOfExperience(resumeText: string, today: string): number | null {
  const [thisYear = 2000, thisMonth = 1] = today.split("-").map(Number);
  const now = thisYear + (thisMonth - 1) / 12;
  const spans: [number, number][] = [];
  for (const line of resumeText.split("\n")) {
    if (!/\d{4}/.test(line) || EDUCATION.test(line)) continue;
    for (const match of line.matchAll(RANGE)) {
      const start = Number(match[3]) + monthIndex(match[1], match[2]) / 12;
      const endMonth = match[4] || match[5] ? (monthIndex(match[4], match[5]) + 1) / 12 : 0.5;
      const end = match[7] ? now : Number(match[6]) + endMonth;
      if (end > start && start <= now) spans.push([start, Math.min(end, now)]);
    }
  }
  const fromDates = mergedLength(spans);
  let stated = 0;
  for (const match of resumeText.matchAll(STATED_YEARS)) stated = Math.max(stated, Number(match[1]));
  const years = Math.max(fromDates, stated);
  if (spans.length === 0 && stated === 0) return null;
  return Math.round(Math.min(years, MAX_YEARS) * 10) / 10;
}

function mergedLength(spans: [number, number][]): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const span of sorted) {
    if (current && span[0] <= current[1]) current[1] = Math.max(current[1], span[1]);
    else {
      if (current) total += current[1] - current[0];
      current = [...span];
    }
  }
  if (current) total += current[1] - current[0];
  return total;
}

const LEVEL_WORDS: [RegExp, MatchingLevel][] = [
  [/\b(intern|trainee|apprentice|entry[- ]level|graduate|assistant to)\b/i, "entry"],
  [/\b(junior|jr\.?|associate)\b/i, "junior"],
  [/\b(lead|principal|head|manager|supervisor|director|chief|superintendent|foreman|vp)\b/i, "lead"],
  [/\b(senior|sr\.?|experienced)\b/i, "senior"],
];

/** The level a title names ("Senior accountant", "Warehouse lead"), if it names one. */
export function levelNamedIn(title: string): MatchingLevel | null {
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(title)) return level;
  return null;
}

/** The level from years alone, for a title that names none; leading is a role, not a number of years. */
export function levelFromYears(years: number): MatchingLevel {
  if (years < 1) return "entry";
  if (years < 3) return "junior";
  if (years < 7) return "mid";
  return "senior";
}

/** How far apart two levels are (0 the same, 4 entry against lead). */
export function levelDistance(a: MatchingLevel, b: MatchingLevel): number {
  return Math.abs(MATCHING_LEVELS.indexOf(a) - MATCHING_LEVELS.indexOf(b));
}
