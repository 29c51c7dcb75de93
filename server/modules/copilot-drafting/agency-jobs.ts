/**
 * The agency's own jobs a draft learns from: the jobs whose titles are closest to the client's words
 * (PostgreSQL full text over the jobs' search vectors, ordered by trigram similarity of the title,
 * as the job search does), and a pay range from those of that title and region.
 */
import { sql } from "drizzle-orm";
import type { DraftPayPeriod, PaySuggestion } from "../../../common/copilot-drafting";
import { db, type Executor } from "../../db/client";
import { placeOf } from "../matching";

export type AgencyJob = {
  title: string;
  city: string;
  state: string;
  description: string;
  requirements: string[];
  skills: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: DraftPayPeriod;
  /** Trigram similarity of the title to the words searched for (0–1). */
  likeness: number;
};

/** Jobs read for one draft: enough to find a title, duties and a pay range. */
const COMPARABLE_LIMIT = 100;
/** A title at least this similar to the client's words is the same role (trigram similarity). */
export const SAME_TITLE_LIKENESS = 0.45;
const MAX_WORDS = 30;
const STOP_WORDS = new Set(
  "the and for with who that this our are will you your have has need needs looking hiring someone person people role job position work team company must should can able".split(
    " ",
  ),
);

/** Words of 3+ letters or digits, no filler words; each becomes a plainto_tsquery (never a syntax error). */
function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, MAX_WORDS);
}

/**
 * Published jobs (open, filled or closed; never drafts) matching any of the words, closest title
 * first. The title phrase, when the client gave one, is what titles are compared with; else the text.
 */
export async function comparableJobs(
  titlePhrase: string | null,
  text: string,
  executor: Executor = db(),
): Promise<AgencyJob[]> {
  const words = searchWords(titlePhrase ?? text);
  if (words.length === 0) return [];
  const compareWith = (titlePhrase ?? text.slice(0, 200)).toLowerCase();
  // Each branch names one partial GIN index's predicate, so neither reads the table row by row.
  const { rows } = await executor.execute<{
    title: string;
    city: string;
    state: string;
    description: string;
    requirements: string[];
    skills: string[];
    salary_min: number | null;
    salary_max: number | null;
    salary_period: DraftPayPeriod;
    likeness: number;
  }>(sql`
    WITH q AS (
      SELECT string_agg('(' || plainto_tsquery('english', word)::text || ')', ' | ')::tsquery AS query
      FROM unnest(${sql.param(words)}::text[]) AS word
      WHERE numnode(plainto_tsquery('english', word)) > 0
    )
    SELECT title, city, state, description, requirements, skills, salary_min, salary_max, salary_period,
      similarity(lower(title), ${compareWith})::float8 AS likeness
    FROM jobs, q
    WHERE (status = 'open' AND search_vector @@ q.query)
      OR (status <> 'open' AND status <> 'draft' AND search_vector @@ q.query)
    ORDER BY likeness DESC, ts_rank(rank_vector, q.query) DESC, id
    LIMIT ${COMPARABLE_LIMIT}`);
  return rows.map((row) => ({
    title: row.title,
    city: row.city,
    state: row.state,
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryPeriod: row.salary_period,
    likeness: row.likeness,
  }));
}

/** Linear-interpolated percentile of an ascending list (fraction 0.25 for the 25th). */
function percentile(sorted: number[], fraction: number): number {
  const position = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(position)] ?? 0;
  const above = sorted[Math.ceil(position)] ?? below;
  return below + (above - below) * (position - Math.floor(position));
}

const roundPay = (value: number, period: DraftPayPeriod) =>
  period === "hour" ? Math.round(value) : Math.round(value / 1000) * 1000;

type Where = { city: string | null; state: string | null; remote: boolean };

/** The jobs of the narrowest region that has any: the metro area, then the state, then everywhere. */
function regional(jobs: AgencyJob[], where: Where): { jobs: AgencyJob[]; region: string } {
  const metro = where.remote ? undefined : placeOf(where.city, where.state)?.metro;
  if (metro) {
    const near = jobs.filter((job) => placeOf(job.city, job.state)?.metro === metro);
    if (near.length > 0) return { jobs: near, region: `the ${metro} area` };
  }
  if (!where.remote && where.state) {
    const inState = jobs.filter((job) => job.state === where.state);
    if (inState.length > 0) return { jobs: inState, region: where.state };
  }
  return { jobs, region: "all the regions the agency staffs" };
}

/**
 * The 25th to 75th percentile of the pay of the agency's jobs with the same title in the region
 * (the lower ends for the minimum, the upper ends for the maximum), in the period most of them use.
 */
export function paySuggestion(title: string, sameTitle: AgencyJob[], where: Where): PaySuggestion {
  const paid = sameTitle.filter((job) => job.salaryMin !== null || job.salaryMax !== null);
  const none: PaySuggestion = {
    min: null,
    max: null,
    period: "hour",
    basedOn: 0,
    note: `No comparable jobs: the agency has no paid jobs titled like "${title}" to suggest a range from. Enter the range you plan to offer.`,
  };
  if (paid.length === 0) return none;
  const { jobs, region } = regional(paid, where);
  const hourly = jobs.filter((job) => job.salaryPeriod === "hour");
  const period: DraftPayPeriod = hourly.length * 2 > jobs.length ? "hour" : "year";
  const used = jobs.filter((job) => job.salaryPeriod === period);
  const lows = used.map((job) => job.salaryMin ?? job.salaryMax ?? 0).sort((a, b) => a - b);
  const highs = used.map((job) => job.salaryMax ?? job.salaryMin ?? 0).sort((a, b) => a - b);
  const min = roundPay(percentile(lows, 0.25), period);
  const max = Math.max(min, roundPay(percentile(highs, 0.75), period));
  const jobsWord = used.length === 1 ? "job" : "jobs";
  return {
    min,
    max,
    period,
    basedOn: used.length,
    note: `Based on ${used.length} agency ${jobsWord} titled like "${title}" in ${region} (25th to 75th percentile of their pay).`,
  };
}
