/**
 * Each criterion of a candidate against an order, as a value from 0 (not met) to 1 (fully met) and
 * the plain words that justify it. Reasons never name the candidate's own places, employers or dates:
 * a client reads them before any introduction.
 */
import {
  MATCHING_LEVEL_LABELS,
  type MatchingCriterion,
  type MatchingLevel,
  type MatchingOrder,
  type SharedAssessmentResult,
} from "../../../common/matching";
import type { PayPeriod } from "../../../common/recruiting";
import { skillIdsIn, skillIdsOfPhrase, tokenise } from "../../../common/skill-catalogue";
import type { CandidateForMatching } from "./candidate";
import { levelDistance } from "./experience";
import { milesBetween, placeOf, stateCodeOf } from "./places";
import type { Requirement } from "./requirements";
import type { SkillFindings } from "./skill-evidence";

export type Judgement = { value: number; reason: string };

const HOURS_A_YEAR = 2080;
const DAY_MS = 86_400_000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const list = (names: string[]) => names.join(", ");

export function skillsJudgement(
  findings: SkillFindings,
  requirements: Requirement[],
  kind: "must" | "nice",
): Judgement {
  const wanted = requirements.filter((requirement) => requirement.requirement === kind);
  const noun = kind === "must" ? "must-have" : "nice-to-have";
  if (wanted.length === 0) return { value: 1, reason: `The order lists no ${noun} skills.` };
  const matched = findings.matched.filter((match) => match.requirement === kind).map((match) => match.skill);
  const missing = findings.missing.filter((miss) => miss.requirement === kind).map((miss) => miss.skill);
  const has = `Has ${matched.length} of ${plural(wanted.length, `${noun} skill`)}`;
  const detail = [
    matched.length > 0 ? `shown: ${list(matched)}` : "",
    missing.length > 0 ? `not found: ${list(missing)}` : "",
  ].filter(Boolean);
  return { value: matched.length / wanted.length, reason: `${has} (${detail.join("; ")}).` };
}

/** Words of a title that say what the work is ("nurse", "icu"), not how senior or small words. */
const NOT_ROLE_WORDS = new Set(
  "senior sr junior jr lead principal staff-level entry level i ii iii iv experienced the a an and or of for in at to with".split(
    " ",
  ),
);

/** Headlines repeat across candidates: each is read once (the cache is emptied when it grows large). */
const roleWordsOfTitle = new Map<string, Set<string>>();

function roleWords(text: string): Set<string> {
  const known = roleWordsOfTitle.get(text);
  if (known) return known;
  if (roleWordsOfTitle.size >= 50_000) roleWordsOfTitle.clear();
  const words = readRoleWords(text);
  roleWordsOfTitle.set(text, words);
  return words;
}

function readRoleWords(text: string): Set<string> {
  return new Set(
    tokenise(text)
      .map((token) => token.norm)
      .filter((word) => !NOT_ROLE_WORDS.has(word) && !/^\d+$/.test(word)),
  );
}

/**
 * How much of the order's title the candidate's own title says: the share of the order title's role
 * words in the headline (or, without one, the resume's opening lines), or of the skills the title
 * names ("RN" in the order, "Registered Nurse" in the headline), whichever is higher.
 */
export type OrderTitle = { roleWords: Set<string>; skillIds: string[] };

/** What titleJudgement compares, read once per order. */
export function orderTitleOf(order: MatchingOrder): OrderTitle {
  return { roleWords: roleWords(order.title), skillIds: skillIdsIn(order.title) };
}

export function titleJudgement(title: OrderTitle, candidate: CandidateForMatching): Judgement {
  const wanted = title.roleWords;
  if (wanted.size === 0) return { value: 1, reason: "The order's title names no role words to compare." };
  const ownTitle =
    candidate.headline?.trim() || candidate.resumeText.slice(0, 400).split("\n").slice(0, 4).join(" ");
  const own = roleWords(ownTitle);
  const shared = [...wanted].filter((word) => own.has(word));
  const titleSkills = title.skillIds;
  const ownSkills = new Set(skillIdsOfPhrase(ownTitle));
  const sharedSkills = titleSkills.filter((id) => ownSkills.has(id));
  const byWords = shared.length / wanted.size;
  const bySkills = titleSkills.length > 0 ? sharedSkills.length / titleSkills.length : 0;
  const value = Math.max(byWords, bySkills);
  if (value === 0)
    return { value, reason: "Their current title shares no role words with the order's title." };
  if (value === 1) return { value, reason: "Their current title matches the order's title." };
  return {
    value,
    reason: `Their current title shares ${shared.length} of ${plural(wanted.size, "role word")} with the order's title (${list(shared)}).`,
  };
}

const LEVEL_FIT = [1, 0.6, 0.25, 0, 0];

export function experienceJudgement(
  order: MatchingOrder,
  years: number | null,
  level: MatchingLevel | null,
): Judgement {
  const parts: number[] = [];
  const words: string[] = [];
  if (order.minYearsExperience !== null && order.minYearsExperience > 0) {
    const min = order.minYearsExperience;
    if (years === null) {
      parts.push(0.3);
      words.push(`the resume gives no dates to count years from (${min}+ asked)`);
    } else {
      parts.push(Math.min(1, years / min));
      words.push(`about ${plural(Math.round(years), "year")} of experience against ${min}+ asked`);
    }
  }
  if (order.level !== null) {
    if (level === null) {
      parts.push(0.5);
      words.push(`level unknown (${MATCHING_LEVEL_LABELS[order.level].toLowerCase()} asked)`);
    } else {
      parts.push(LEVEL_FIT[levelDistance(level, order.level)] ?? 0);
      words.push(
        level === order.level
          ? `${MATCHING_LEVEL_LABELS[level].toLowerCase()}, as asked`
          : `${MATCHING_LEVEL_LABELS[level].toLowerCase()} (${MATCHING_LEVEL_LABELS[order.level].toLowerCase()} asked)`,
      );
    }
  }
  if (parts.length === 0) {
    const about = years === null ? "" : ` About ${plural(Math.round(years), "year")} of experience.`;
    return { value: 1, reason: `The order asks for no particular experience.${about}` };
  }
  const sentence = words.join("; ");
  return {
    value: parts.reduce((sum, part) => sum + part, 0) / parts.length,
    reason: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
  };
}

/** Value by straight-line miles: a commute within a metro area is fine, a move is not. */
function valueByMiles(miles: number): number {
  if (miles <= 15) return 1;
  if (miles <= 30) return 0.85;
  if (miles <= 50) return 0.6;
  if (miles <= 100) return 0.3;
  return 0.1;
}

const wantsRemote = (candidate: CandidateForMatching) =>
  candidate.preferredLocations.some((place) => /\b(remote|anywhere|work from home)\b/i.test(place));

export function locationJudgement(order: MatchingOrder, candidate: CandidateForMatching): Judgement {
  if (order.workplaceType === "remote") {
    return wantsRemote(candidate)
      ? { value: 1, reason: "Remote role, and they are looking for remote work." }
      : { value: 0.8, reason: "Remote role; they have not said they want remote work." };
  }
  const site = placeOf(order.city, order.state);
  const orderState = stateCodeOf(order.state);
  if (!order.city && !orderState) return { value: 1, reason: "The order names no location." };
  const home = placeOf(candidate.city, candidate.state);
  const prefersSite =
    !!order.city &&
    candidate.preferredLocations.some((place) =>
      place.toLowerCase().includes(order.city?.toLowerCase() ?? ""),
    );
  let judgement: Judgement;
  if (site && home) {
    const miles = Math.round(milesBetween(site, home));
    const sameMetro = site.metro === home.metro;
    judgement = {
      value: valueByMiles(miles),
      reason: `Lives about ${plural(miles, "mile")} from the work site${sameMetro ? ", in the same metro area" : ""}.`,
    };
  } else if (orderState && stateCodeOf(candidate.state) === orderState) {
    judgement = { value: 0.5, reason: "Lives in the same state; the distance is not known." };
  } else if (!candidate.city && !candidate.state) {
    judgement = { value: 0.4, reason: "They have not given where they live." };
  } else {
    judgement = { value: 0.15, reason: "Lives in another state." };
  }
  if (prefersSite && judgement.value < 0.8) {
    return {
      value: 0.8,
      reason: `${judgement.reason} They list the role's city among places they want to work.`,
    };
  }
  if (order.workplaceType === "hybrid") {
    return { value: judgement.value, reason: `Hybrid role. ${judgement.reason}` };
  }
  return judgement;
}

export function availabilityJudgement(
  order: MatchingOrder,
  candidate: CandidateForMatching,
  today: string,
): Judgement {
  const start = order.startDate && order.startDate > today ? order.startDate : today;
  const startWords = order.startDate && order.startDate > today ? "by the start date" : "now";
  if (!candidate.availableFrom || candidate.availableFrom <= start) {
    return { value: 1, reason: `Available ${startWords}.` };
  }
  const daysLate = Math.round((Date.parse(candidate.availableFrom) - Date.parse(start)) / DAY_MS);
  const weeks = Math.max(1, Math.round(daysLate / 7));
  return {
    value: Math.max(0, 1 - daysLate / 90),
    reason: `Available about ${plural(weeks, "week")} after ${order.startDate && order.startDate > today ? "the start date" : "today"}.`,
  };
}

const yearly = (amount: number, period: PayPeriod) => (period === "hour" ? amount * HOURS_A_YEAR : amount);

export function payJudgement(order: MatchingOrder, candidate: CandidateForMatching): Judgement {
  const top = order.payMax ?? order.payMin;
  if (top === null) return { value: 1, reason: "The order gives no pay range." };
  if (candidate.desiredPay === null) return { value: 0.7, reason: "They have not said what pay they want." };
  const asked = yearly(candidate.desiredPay, candidate.desiredPayPeriod);
  const ceiling = yearly(top, order.payPeriod);
  const floor = order.payMin === null ? null : yearly(order.payMin, order.payPeriod);
  if (asked <= ceiling) {
    const below = floor !== null && asked < floor;
    return {
      value: 1,
      reason: below ? "Asks for less than the order's range." : "Asks for pay within the order's range.",
    };
  }
  const over = (asked - ceiling) / ceiling;
  return {
    value: Math.max(0, 1 - over / 0.3),
    reason: `Asks about ${Math.max(1, Math.round(over * 100))}% more than the top of the order's range.`,
  };
}

export function assessmentJudgement(
  results: readonly SharedAssessmentResult[],
  requirements: Requirement[],
): Judgement {
  if (results.length === 0)
    return { value: 0.5, reason: "No assessment results shared (counted as neutral)." };
  const wanted = new Set(requirements.map((requirement) => requirement.skillId).filter(Boolean));
  const relevant = results.filter((result) => result.skillId && wanted.has(result.skillId));
  const counted = relevant.length > 0 ? relevant : results;
  const average =
    counted.reduce((sum, result) => sum + Math.min(100, Math.max(0, result.score)), 0) / counted.length;
  const about = relevant.length > 0 ? "on the order's skills" : "(none on the order's skills)";
  return {
    value: average / 100,
    reason: `Shared ${plural(counted.length, "assessment result")} ${about}, averaging ${Math.round(average)}/100: ${list(counted.map((result) => result.name))}.`,
  };
}

export function textRelevanceJudgement(candidate: CandidateForMatching): Judgement {
  const value = Math.min(1, Math.max(0, candidate.textRelevance));
  return {
    value,
    reason: `Resume text relevance ${Math.round(value * 100)}% of the best match among the candidates ranked.`,
  };
}

export type Judgements = Record<MatchingCriterion, Judgement>;
