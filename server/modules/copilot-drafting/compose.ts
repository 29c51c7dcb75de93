/**
 * The parts of a draft composed from the agency's jobs of similar titles and the skills: the
 * responsibilities (the bullets those jobs list), skills they ask for, education, the summary and
 * screening questions. Pure: the database reads happen in agency-jobs.ts.
 */
import type { DraftWorkplaceType, DraftWorkType } from "../../../common/copilot-drafting";
import { DRAFTING_LIMITS } from "../../../common/copilot-drafting";
import { EMPLOYMENT_TYPE_LABELS } from "../../../common/job-format";
import { MATCHING_LEVEL_LABELS, type MatchingLevel } from "../../../common/matching";
import { skillNamedBy } from "../../../common/skill-catalogue";
import type { AgencyJob } from "./agency-jobs";
import type { RoleFacts } from "./text-reading";

const MAX_RESPONSIBILITIES = 6;
const MAX_QUESTIONS = 8;
const MAX_SUGGESTED_SKILLS = 4;

const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1)}…`;

/** Verbs that open a duty: "answer phones", "schedule appointments", "load trucks". */
const DUTY_VERBS =
  "answer|handle|manage|support|prepare|operate|lead|care|process|maintain|build|coordinate|assist|train|deliver|review|schedule|greet|check|file|enter|track|order|stock|load|unload|pick|pack|ship|receive|clean|cook|serve|drive|install|repair|inspect|test|design|develop|write|sell|call|feed|water|book|bill|collect|organize|organise|plan|monitor|record|update|respond|resolve|teach|supervise|oversee|run|keep|make|take|draw|administer|document|reconcile|count|move|sort|label|assemble|welcome|register|verify|post|close|open";
/** A duty the client wrote: "… to answer phones and schedule appointments", "Will handle payroll". */
const DUTY = new RegExp(
  `(?:^|\\b(?:to|will|must|should|can|you'll|you will|responsible for|duties include|duties:)\\s+)(?:be able to\\s+|also\\s+)?((?:${DUTY_VERBS})\\b[^.!?;]*)`,
  "i",
);
const PAY_WORDS = /\$|\bpay\b|\bsalary\b|\bper hour\b/i;

/** The duty a client's sentence names, as a bullet ("Answer phones and schedule appointments"). */
function dutyOf(sentence: string): string | null {
  if (PAY_WORDS.test(sentence)) return null;
  const duty = DUTY.exec(sentence)?.[1]
    ?.replace(/\s+(?:for|at|in) (?:our|my|the) [\p{L}\s]+$/u, "")
    .replace(/[\s,]+$/, "")
    .trim();
  if (!duty || duty.split(/\s+/).length < 2) return null;
  return duty.charAt(0).toUpperCase() + duty.slice(1);
}

/**
 * "- Book air and ocean shipments" lines of the jobs' descriptions, the ones most jobs share first;
 * then the duties the client wrote and the skills' use, so a draft always has responsibilities (an
 * order needs at least one) even when the agency has no similar job.
 */
export function responsibilitiesFrom(jobs: AgencyJob[], facts: RoleFacts, title: string | null): string[] {
  const counts = new Map<string, { text: string; count: number; first: number }>();
  let position = 0;
  for (const job of jobs) {
    for (const line of job.description.split("\n")) {
      const bullet = /^\s*[-*•]\s+(.+)$/.exec(line)?.[1]?.trim();
      if (!bullet) continue;
      const key = bullet.toLowerCase();
      const known = counts.get(key);
      if (known) known.count++;
      else counts.set(key, { text: bullet, count: 1, first: position++ });
    }
  }
  const fromJobs = [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map((entry) => entry.text);
  // The client's own words about the work count too, when the agency's jobs say little.
  const fromClient = facts.sentences.map(dutyOf).filter((duty): duty is string => duty !== null);
  const skills = [...facts.mustHaveSkills, ...facts.niceToHaveSkills];
  const fromSkills = skills.slice(0, 3).map((skill) => `Use ${skill} in day-to-day work`);
  const general =
    fromJobs.length + fromClient.length + fromSkills.length < 2
      ? [
          title
            ? `Carry out the day-to-day duties of the ${title} role`
            : "Carry out the role's day-to-day duties",
          "Work safely and follow the site's procedures",
        ]
      : [];
  const all = [...fromJobs, ...fromClient, ...fromSkills, ...general].map((item) =>
    clip(item, DRAFTING_LIMITS.item),
  );
  return [...new Map(all.map((item) => [item.toLowerCase(), item])).values()].slice(0, MAX_RESPONSIBILITIES);
}

/** A job's skill as the catalogue names it, or as the job wrote it. */
const catalogueName = (skill: string) => skillNamedBy(skill)?.name ?? skill.trim();

/**
 * The must-haves the client named (or, when they named none, those the closest job asks for) and
 * nice-to-haves: the client's, then other skills of the similar jobs.
 */
export function skillsFrom(jobs: AgencyJob[], facts: RoleFacts): { must: string[]; nice: string[] } {
  const jobSkills = [...new Set(jobs.flatMap((job) => job.skills.map(catalogueName)))].filter(
    (skill) => skill.length > 0 && skill.length <= DRAFTING_LIMITS.skill,
  );
  const must =
    facts.mustHaveSkills.length > 0
      ? facts.mustHaveSkills
      : (jobs[0]?.skills.map(catalogueName).slice(0, MAX_SUGGESTED_SKILLS) ?? []);
  const taken = new Set(must.map((skill) => skill.toLowerCase()));
  const suggested = jobSkills.filter((skill) => !taken.has(skill.toLowerCase()));
  const nice = [
    ...new Set([...facts.niceToHaveSkills.filter((skill) => !taken.has(skill.toLowerCase())), ...suggested]),
  ];
  return {
    must: must.slice(0, DRAFTING_LIMITS.skills),
    nice: nice
      .slice(0, Math.max(facts.niceToHaveSkills.length, MAX_SUGGESTED_SKILLS))
      .slice(0, DRAFTING_LIMITS.skills),
  };
}

const DEGREE = /\b(degree|diploma|ged|bachelor|master|associate|certificat|licen[cs]e)/i;

/** The client's words about education, else the first requirement of the similar jobs that names one. */
export function educationFrom(jobs: AgencyJob[], facts: RoleFacts): string {
  if (facts.education) return facts.education;
  const named = jobs.flatMap((job) => job.requirements).find((requirement) => DEGREE.test(requirement));
  return named ? clip(named, DRAFTING_LIMITS.education) : "";
}

type Framing = {
  title: string;
  level: MatchingLevel | null;
  minYears: number | null;
  workType: DraftWorkType;
  hours: string;
  workplaceType: DraftWorkplaceType;
  city: string | null;
  state: string | null;
  must: string[];
  education: string;
};

function whereWords(framing: Framing): string {
  if (framing.workplaceType === "remote") return "working remotely";
  const place = [framing.city, framing.state].filter(Boolean).join(", ");
  const kind = framing.workplaceType === "hybrid" ? "hybrid, " : "";
  return place ? `${kind}based in ${place}` : framing.workplaceType === "hybrid" ? "hybrid" : "on site";
}

const andList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export function summaryOf(framing: Framing): string {
  const level = framing.level ? `${MATCHING_LEVEL_LABELS[framing.level].toLowerCase()} ` : "";
  const years = framing.minYears ? ` with at least ${framing.minYears} years of experience` : "";
  const skills = framing.must.length > 0 ? ` Key skills: ${andList(framing.must.slice(0, 4))}.` : "";
  const hours = framing.hours ? ` Schedule: ${framing.hours}.` : "";
  return clip(
    `A ${EMPLOYMENT_TYPE_LABELS[framing.workType].toLowerCase()} ${level}${framing.title} role, ${whereWords(framing)}, for someone${years || " ready to contribute from day one"}.${skills}${hours}`,
    DRAFTING_LIMITS.summary,
  );
}

const LICENCE = /\b(licen[cs]e|certif|bilingual|fluent|spanish|forklift|clearance|cdl|background)\b/i;

/** Questions a recruiter would ask every applicant: years, the must-have skills, schedule, place, papers. */
export function screeningQuestionsOf(framing: Framing, jobs: AgencyJob[]): string[] {
  const questions = [
    `How many years of experience do you have as a ${framing.title}?`,
    ...framing.must.slice(0, 3).map((skill) => `Describe a recent piece of work where you used ${skill}.`),
    framing.hours ? `Are you available to work this schedule: ${framing.hours}?` : "",
    framing.workplaceType === "remote"
      ? "Do you have a quiet place to work and a reliable internet connection for remote work?"
      : framing.city
        ? `Can you commute to ${framing.city}${framing.workplaceType === "hybrid" ? " on the days the team meets in person" : " every working day"}?`
        : "",
    framing.education ? `Do you have the following: ${framing.education}?` : "",
    ...jobs
      .flatMap((job) => job.requirements)
      .filter((requirement) => LICENCE.test(requirement))
      .slice(0, 2)
      .map((requirement) => `Do you meet this requirement: ${requirement.replace(/\.$/, "")}?`),
    "Are you authorized to work in the United States?",
  ];
  return [
    ...new Set(questions.filter(Boolean).map((question) => clip(question, DRAFTING_LIMITS.item))),
  ].slice(0, MAX_QUESTIONS);
}
