import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
} from "../../../common/jobs";
import { todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { jobs } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { requiredText } from "../../kernel/input-fields";
import { offsetOf, PAGE_SIZE, type Page, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import { summaryColumns } from "./jobs";

export const JOB_NOT_FOUND = "We couldn't find that job.";
export const JOB_SORTS = ["posted", "updated", "title", "priority", "status"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** A job as the console edits it (and as the audit log records it): no generated columns. */
const jobColumns = { ...summaryColumns, description: jobs.description, requirements: jobs.requirements };
export type AdminJob = {
  [Key in keyof typeof jobColumns]: (typeof jobs.$inferSelect)[Key];
};
export type AdminJobRow = Pick<
  AdminJob,
  "id" | "title" | "company" | "city" | "state" | "priority" | "status" | "postedAt" | "updatedAt"
>;

const text = requiredText;
const money = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return null;
    const amount = Number(value);
    if (!Number.isInteger(amount) || amount < 0 || amount > 10_000_000) {
      ctx.addIssue({ code: "custom", message: "Enter a whole number of dollars." });
      return z.NEVER;
    }
    return amount;
  });
const list = (label: string) =>
  z
    .array(z.string().trim().max(200, `Each ${label} must be at most 200 characters.`))
    .max(50, `At most 50 ${label}s.`)
    .default([])
    .transform((items) => items.filter(Boolean));

export const jobInputSchema = z
  .object({
    title: text("Title", 200),
    company: text("Company", 200),
    city: text("City", 100),
    state: z
      .string({ error: "State is required." })
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Use the two-letter state code, e.g. FL.")
      .transform((value) => value.toUpperCase()),
    workplaceType: z.enum(WORKPLACE_TYPES, { error: "Choose a workplace type." }),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: "Choose an employment type." }),
    industry: z.enum(INDUSTRIES, { error: "Choose an industry." }),
    priority: z.enum(JOB_PRIORITIES, { error: "Choose a priority." }).default("Normal"),
    salaryMin: money,
    salaryMax: money,
    salaryPeriod: z.enum(SALARY_PERIODS, { error: "Choose year or hour." }).default("year"),
    description: text("Description", 20_000),
    requirements: list("requirement"),
    skills: list("skill"),
    validThrough: z
      .union([z.iso.date("Use a date like 2026-12-31."), z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
  })
  .strict()
  .superRefine((job, ctx) => {
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
      ctx.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "The maximum must not be below the minimum.",
      });
    }
  });
export type JobInput = z.output<typeof jobInputSchema>;

export const JOB_STATUS_ACTIONS = {
  open: "job.published",
  closed: "job.closed",
  filled: "job.filled",
  draft: "job.unpublished",
} as const;
export const jobStatusSchema = z
  .object({ status: z.enum(JOB_STATUSES, { error: "Choose draft, open, closed or filled." }) })
  .strict();
export const jobPrioritySchema = z
  .object({ priority: z.enum(JOB_PRIORITIES, { error: "Choose High, Normal or Low." }) })
  .strict();

function sortOf(sort: JobSort, dir: "asc" | "desc"): SQL[] {
  const order = dir === "asc" ? asc : desc;
  const by = {
    updated: jobs.updatedAt,
    posted: jobs.postedAt,
    title: jobs.title,
    priority: jobs.priority,
    status: jobs.status,
  }[sort];
  return [order(by), order(jobs.id)];
}

/**
 * One page of jobs of every status, searched like the public board (full text). By default the
 * newest posting first (jobs_posted_idx), undated drafts on top; an id finds that one job.
 */
export async function listAdminJobs(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminJobRow> & { q: string; sort: JobSort; dir: "asc" | "desc"; status: string }> {
  const { page, q, sort, dir } = pageQuery(params, JOB_SORTS);
  const rawStatus = params instanceof URLSearchParams ? params.get("status") : params.status;
  const status = (JOB_STATUSES as readonly string[]).includes(String(rawStatus)) ? String(rawStatus) : "";
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(jobs.status, status as AdminJob["status"]));
  if (q && isUuid(q)) conditions.push(eq(jobs.id, q));
  else if (q) {
    const match = sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${q})`;
    // Two partial GIN indexes cover the search vector: open jobs (the public board's) and the rest.
    // A status filter picks one of them; without one, each arm of the OR names its index's predicate.
    conditions.push(
      status
        ? match
        : sql`((${jobs.status} = 'open' AND ${match}) OR (${jobs.status} <> 'open' AND ${match}))`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = sortOf(sort, dir);
  // The page's ids first (an index-only scan where the sort has an index), then only those 25 rows:
  // a deep page skips index entries, not table rows.
  const pageIds = db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        city: jobs.city,
        state: jobs.state,
        priority: jobs.priority,
        status: jobs.status,
        postedAt: jobs.postedAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(inArray(jobs.id, pageIds))
      .orderBy(...order),
    db().select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page, pageSize: PAGE_SIZE, q, sort, dir, status };
}

export async function getAdminJob(id: string, executor: Executor = db()): Promise<AdminJob> {
  const [job] = isUuid(id) ? await executor.select(jobColumns).from(jobs).where(eq(jobs.id, id)) : [];
  if (!job) throw new NotFound(JOB_NOT_FOUND);
  return job;
}

async function lockJob(tx: Executor, id: string): Promise<AdminJob> {
  const [job] = isUuid(id) ? await tx.select(jobColumns).from(jobs).where(eq(jobs.id, id)).for("update") : [];
  if (!job) throw new NotFound(JOB_NOT_FOUND);
  return job;
}

/** A new job, saved as a draft: nothing shows on the site until it is published. */
export async function createJob(actor: AdminActor, values: JobInput): Promise<AdminJob> {
  return db().transaction((tx) => insertAuditedJob(tx, actor, { ...values, status: "draft" }));
}

/**
 * A job published at once for a client (a job order's one-click publish, issue 18; no company for an AI hiring assistant order): open
 * and posted today. In the caller's transaction, so the job and the order's link to it exist together.
 */
export function insertPublishedJob(
  tx: Executor,
  actor: AdminActor,
  values: JobInput & { clientCompanyId: string | null },
): Promise<AdminJob> {
  return insertAuditedJob(tx, actor, { ...values, status: "open", postedAt: todayInFlorida() });
}

/**
 * An order's job comes off the board when the order ends: filled or closed by staff (audited as
 * theirs), or cancelled by the client (actor null: the order's own history records who and why).
 * A job staff already took off the board keeps its status.
 */
export async function endOrderJob(
  tx: Executor,
  actor: AdminActor | null,
  jobId: string,
  status: "filled" | "closed",
): Promise<void> {
  const before = await lockJob(tx, jobId);
  if (before.status !== "open") return;
  const [after] = await tx
    .update(jobs)
    .set({ status, updatedAt: new Date() })
    .where(eq(jobs.id, jobId))
    .returning(jobColumns);
  if (actor)
    await recordAudit(tx, actor, {
      action: JOB_STATUS_ACTIONS[status],
      entityType: "job",
      entityId: jobId,
      before,
      after,
    });
}

async function insertAuditedJob(
  tx: Executor,
  actor: AdminActor,
  values: typeof jobs.$inferInsert,
): Promise<AdminJob> {
  const [job] = await tx.insert(jobs).values(values).returning(jobColumns);
  if (!job) throw new Error("The job insert returned no row.");
  await recordAudit(tx, actor, {
    action: values.status === "open" ? "job.published" : "job.created",
    entityType: "job",
    entityId: job.id,
    before: null,
    after: job,
  });
  return job;
}

async function changeJob(
  actor: AdminActor,
  id: string,
  action: string,
  change: (before: AdminJob) => Partial<typeof jobs.$inferInsert>,
): Promise<AdminJob> {
  return db().transaction(async (tx) => {
    const before = await lockJob(tx, id);
    const [after] = await tx
      .update(jobs)
      .set({ ...change(before), updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning(jobColumns);
    if (!after) throw new NotFound(JOB_NOT_FOUND);
    await recordAudit(tx, actor, { action, entityType: "job", entityId: id, before, after });
    return after;
  });
}

export function updateJob(actor: AdminActor, id: string, values: JobInput): Promise<AdminJob> {
  return changeJob(actor, id, "job.updated", () => values);
}

/** Publish (open), close, mark filled or take back to draft; publishing dates a job's posting once. */
export function setJobStatus(
  actor: AdminActor,
  id: string,
  { status }: z.output<typeof jobStatusSchema>,
): Promise<AdminJob> {
  return changeJob(actor, id, JOB_STATUS_ACTIONS[status], (before) => ({
    status,
    postedAt: status === "open" && !before.postedAt ? new Date().toISOString().slice(0, 10) : before.postedAt,
  }));
}

/** High puts an open job among the home page's featured jobs. */
export function setJobPriority(
  actor: AdminActor,
  id: string,
  { priority }: z.output<typeof jobPrioritySchema>,
): Promise<AdminJob> {
  return changeJob(actor, id, "job.priority_changed", () => ({ priority }));
}
