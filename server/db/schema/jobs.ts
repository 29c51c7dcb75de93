import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
} from "../../../common/jobs";
import { clientCompanies } from "./clients";
import { tsvector } from "./columns";

/**
 * What a job is found by, weighted: title (A) above skills (B) above company and requirements (C)
 * above the description (D). jobs_text_of() is an IMMUTABLE array_to_string (migration 0005), which
 * a generated column needs. Large, so stored out of line (migration 0007): only the GIN index reads it.
 */
const SEARCH_VECTOR = sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', company || ' ' || jobs_text_of(requirements)), 'C') || setweight(to_tsvector('english', description), 'D')`;

/**
 * What a match is ranked by: title (A) and skills (B) only, kept small and in the row (STORAGE
 * PLAIN, migration 0007), so ranking thousands of matches reads no TOAST. A match in the other
 * fields ranks below any title or skills match.
 */
const RANK_VECTOR = sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', jobs_text_of(skills)), 'B')`;

/** Pay as dollars a year (hourly rates count a 2,080-hour year), for the salary filter and sort. */
const YEARLY_PAY = sql`CASE WHEN salary_period = 'hour' THEN coalesce(salary_max, salary_min) * 2080 ELSE coalesce(salary_max, salary_min) END`;

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    /** The client company the job is for (issue 18); `company` stays the name shown on the board. */
    clientCompanyId: uuid("client_company_id").references(() => clientCompanies.id, { onDelete: "set null" }),
    city: text("city").notNull(),
    state: text("state").notNull(),
    workplaceType: text("workplace_type", { enum: WORKPLACE_TYPES }).notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    industry: text("industry", { enum: INDUSTRIES }).notNull(),
    priority: text("priority", { enum: JOB_PRIORITIES }).notNull().default("Normal"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }).notNull().default("year"),
    yearlyPay: integer("yearly_pay").generatedAlwaysAs(YEARLY_PAY),
    description: text("description").notNull(),
    requirements: text("requirements").array().notNull().default([]),
    skills: text("skills").array().notNull().default([]),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("draft"),
    postedAt: date("posted_at", { mode: "string" }),
    validThrough: date("valid_through", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(SEARCH_VECTOR),
    rankVector: tsvector("rank_vector").generatedAlwaysAs(RANK_VECTOR),
  },
  (table) => [
    index("jobs_client_company_idx")
      .on(table.clientCompanyId)
      .where(sql`${table.clientCompanyId} IS NOT NULL`),
    index("jobs_status_priority_idx").on(table.status, table.priority),
    // The console's sorts (every status): posting date, last change, title, priority, status, each
    // with the id as tie-breaker so pages are stable; a backward scan serves the other direction.
    index("jobs_posted_idx").on(table.postedAt, table.id),
    index("jobs_updated_idx").on(table.updatedAt, table.id),
    index("jobs_title_idx").on(table.title, table.id),
    index("jobs_priority_idx").on(table.priority, table.id),
    index("jobs_status_idx").on(table.status, table.id),
    // The public board searches open jobs only; the console searches the rest through the second
    // index (its query names both predicates, server/modules/jobs/admin-jobs.ts).
    index("jobs_open_search_vector_idx").using("gin", table.searchVector).where(sql`status = 'open'`),
    index("jobs_other_search_vector_idx").using("gin", table.searchVector).where(sql`status <> 'open'`),
    index("jobs_open_posted_idx").on(table.postedAt.desc(), table.id.desc()).where(sql`status = 'open'`),
    index("jobs_open_pay_idx")
      .on(table.yearlyPay.desc().nullsLast(), table.postedAt.desc(), table.id.desc())
      .where(sql`status = 'open'`),
    // Location prefixes ("fort lau"): lower-case text_pattern_ops serves LIKE 'prefix%'. The other
    // filters (type, industry, workplace, state) are broad: an index on one of them would lure the
    // planner into checking the out-of-line search_vector row by row instead of using the GIN index.
    index("jobs_open_city_idx").on(sql`lower(${table.city}) text_pattern_ops`).where(sql`status = 'open'`),
    check(
      "jobs_salary_range",
      sql`${table.salaryMin} IS NULL OR ${table.salaryMax} IS NULL OR ${table.salaryMin} <= ${table.salaryMax}`,
    ),
  ],
);

/**
 * Every word (3+ letters, lower case) of every job's title and skills, kept by triggers on jobs
 * (migration 0007). A misspelt search word is corrected to its near spellings here (pg_trgm), so
 * the jobs themselves are only ever searched through their GIN full-text index.
 */
export const jobSearchWords = pgTable("job_search_words", { word: text("word").primaryKey() }, (table) => [
  index("job_search_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
]);
