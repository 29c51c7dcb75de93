import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { FEATURED_JOBS_LIMIT, type JobDetail, type JobSummary } from "../../../common/jobs";
import { db } from "../../db/client";
import { jobs } from "../../db/schema";
import { isUuid } from "../../kernel/ids";

type JobRow = typeof jobs.$inferSelect;

export const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  city: jobs.city,
  state: jobs.state,
  workplaceType: jobs.workplaceType,
  employmentType: jobs.employmentType,
  industry: jobs.industry,
  priority: jobs.priority,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryPeriod: jobs.salaryPeriod,
  skills: jobs.skills,
  status: jobs.status,
  postedAt: jobs.postedAt,
  validThrough: jobs.validThrough,
  updatedAt: jobs.updatedAt,
};

type SummaryRow = Pick<JobRow, keyof typeof summaryColumns>;

export function toJobSummary(row: SummaryRow): JobSummary {
  const { salaryMin, salaryMax, salaryPeriod, ...rest } = row;
  return {
    ...rest,
    location: `${row.city}, ${row.state}`,
    salaryRange: { min: salaryMin, max: salaryMax, period: salaryPeriod },
  };
}

/** Open: published, still taking applications. Drafts are never public. */
export const isOpen = eq(jobs.status, "open") as SQL;
/** Matches the open-job indexes (migration 0007), so a page of the newest needs no sort. */
export const newestFirst = [sql`${jobs.postedAt} DESC NULLS LAST`, sql`${jobs.id} DESC NULLS LAST`];

/**
 * A published job (open, filled or closed) by id, or undefined for an unknown id, a draft or
 * something that is not an id at all.
 */
export async function getPublishedJob(id: string): Promise<JobDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select({
      ...summaryColumns,
      description: jobs.description,
      requirements: jobs.requirements,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), ne(jobs.status, "draft")));
  if (!row) return undefined;
  const { description, requirements, createdAt, ...summary } = row;
  return { ...toJobSummary(summary), description, requirements, createdAt };
}

/** SPEC §2/§9: up to three open jobs of priority High, newest first. */
export async function featuredJobs(): Promise<JobSummary[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(jobs)
    .where(and(isOpen, eq(jobs.priority, "High")))
    .orderBy(...newestFirst)
    .limit(FEATURED_JOBS_LIMIT);
  return rows.map(toJobSummary);
}

const SIMILAR_JOBS_LIMIT = 3;
/** The newest open jobs of the industry that are compared with this one: bounded work at any scale. */
const SIMILAR_CANDIDATES = 200;

/**
 * Open jobs like this one, other than itself: of the newest in its industry, those sharing the most
 * skills, then those in the same city, newest first among equals; other industries' newest fill
 * the list when the industry has too few.
 */
export async function similarJobs(job: Pick<JobDetail, "id" | "industry" | "skills" | "city">) {
  const newestOpen = (condition: SQL, limit: number) =>
    db()
      .select(summaryColumns)
      .from(jobs)
      .where(and(isOpen, ne(jobs.id, job.id), condition))
      .orderBy(...newestFirst)
      .limit(limit);
  const skills = new Set(job.skills.map((skill) => skill.toLowerCase()));
  const shared = (row: SummaryRow) => row.skills.filter((skill) => skills.has(skill.toLowerCase())).length;
  const candidates = await newestOpen(eq(jobs.industry, job.industry), SIMILAR_CANDIDATES);
  const closest = candidates
    .map((row, newest) => ({ row, newest, shared: shared(row), sameCity: row.city === job.city ? 1 : 0 }))
    .sort((a, b) => b.shared - a.shared || b.sameCity - a.sameCity || a.newest - b.newest)
    .slice(0, SIMILAR_JOBS_LIMIT)
    .map(({ row }) => row);
  const missing = SIMILAR_JOBS_LIMIT - closest.length;
  const others = missing > 0 ? await newestOpen(ne(jobs.industry, job.industry), missing) : [];
  return [...closest, ...others].map(toJobSummary);
}

export type JobOption = { id: string; title: string; company: string; location: string };

/** Every open job as a choice for a picker (/apply without ?job=), by title. */
export async function listOpenJobOptions(): Promise<JobOption[]> {
  const rows = await db()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, city: jobs.city, state: jobs.state })
    .from(jobs)
    .where(isOpen)
    .orderBy(asc(jobs.title), asc(jobs.id));
  return rows.map(({ city, state, ...rest }) => ({ ...rest, location: `${city}, ${state}` }));
}

/** Open jobs for the sitemap, with when each last changed. */
export async function openJobsForSitemap(): Promise<{ id: string; updatedAt: Date }[]> {
  return db()
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isOpen)
    .orderBy(...newestFirst);
}
