/**
 * The built-in drafter (no language model): the client's words read for facts (text-reading.ts),
 * the agency's jobs of the closest title for the title, duties, skills and pay (agency-jobs.ts), and
 * the rest composed from both (compose.ts). Any text gives a complete, valid draft.
 */
import type { OrderDraft } from "../../../common/copilot-drafting";
import { DRAFTING_LIMITS } from "../../../common/copilot-drafting";
import { db, type Executor } from "../../db/client";
import { type AgencyJob, comparableJobs, paySuggestion, SAME_TITLE_LIKENESS } from "./agency-jobs";
import { educationFrom, responsibilitiesFrom, screeningQuestionsOf, skillsFrom, summaryOf } from "./compose";
import { type RoleFacts, readRole } from "./text-reading";

/** Jobs of similar titles whose duties and skills a draft borrows. */
const SIMILAR_JOBS = 5;
const FALLBACK_TITLE = "Open Position";

const titleCase = (phrase: string) =>
  phrase.replace(
    /(^|[\s/-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );

/**
 * The agency's title when one is close to the client's words ("forklift operators" → "Warehouse
 * Associate – Forklift Certified" only if close enough), else the client's own words.
 */
function titleOf(facts: RoleFacts, jobs: AgencyJob[]): string {
  const closest = jobs[0];
  const title =
    closest && (facts.titlePhrase === null || closest.likeness >= SAME_TITLE_LIKENESS)
      ? closest.title
      : facts.titlePhrase
        ? titleCase(facts.titlePhrase)
        : FALLBACK_TITLE;
  return title.slice(0, DRAFTING_LIMITS.title).trim() || FALLBACK_TITLE;
}

export type AgencyContext = { facts: RoleFacts; jobs: AgencyJob[] };

/** The text's facts and the agency's comparable jobs: what both drafters start from. */
export async function agencyContext(text: string, executor: Executor = db()): Promise<AgencyContext> {
  const facts = readRole(text);
  return { facts, jobs: await comparableJobs(facts.titlePhrase, text, executor) };
}

/** The agency's jobs with this title or one like it, closest first. */
export function jobsTitledLike(title: string, jobs: AgencyJob[]): AgencyJob[] {
  const lower = title.toLowerCase();
  return jobs.filter((job) => job.title.toLowerCase() === lower || job.likeness >= SAME_TITLE_LIKENESS);
}

export function builtInDraft({ facts, jobs }: AgencyContext): OrderDraft {
  const title = titleOf(facts, jobs);
  const similar = jobsTitledLike(title, jobs).slice(0, SIMILAR_JOBS);
  const skills = skillsFrom(similar, facts);
  const workplaceType = facts.workplaceType ?? "on-site";
  const remote = workplaceType === "remote";
  const framing = {
    title,
    level: facts.level,
    minYears: facts.minYears,
    workType: facts.workType ?? "full-time",
    hours: facts.hours,
    workplaceType,
    city: remote ? null : facts.city,
    state: remote ? null : facts.state,
    must: skills.must,
    education: educationFrom(similar, facts),
  };
  return {
    title,
    summary: summaryOf(framing),
    responsibilities: responsibilitiesFrom(similar, facts, title === FALLBACK_TITLE ? null : title),
    mustHaveSkills: skills.must,
    niceToHaveSkills: skills.nice,
    experience: { minYears: facts.minYears, level: facts.level },
    education: framing.education,
    schedule: { workType: framing.workType, hours: framing.hours },
    location: { workplaceType, city: framing.city, state: framing.state },
    pay: paySuggestion(title, jobsTitledLike(title, jobs), { city: facts.city, state: facts.state, remote }),
    screeningQuestions: screeningQuestionsOf(framing, similar),
  };
}
