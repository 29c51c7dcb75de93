import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
} from "../../../common/jobs";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text a job is searched by, weighted: title (A) above skills (B) above requirements and
 * company (C) above the description (D). jobs_text_of() is an IMMUTABLE array_to_string (migration
 * 0005), which a generated column needs.
 */
const SEARCH_VECTOR = sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', company || ' ' || jobs_text_of(requirements)), 'C') || setweight(to_tsvector('english', description), 'D')`;

/** Title and skills in lower case, for trigram matching of typos and partial words. */
const SEARCH_KEYWORDS = sql`lower(title || ' ' || jobs_text_of(skills))`;

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    workplaceType: text("workplace_type", { enum: WORKPLACE_TYPES }).notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    industry: text("industry", { enum: INDUSTRIES }).notNull(),
    priority: text("priority", { enum: JOB_PRIORITIES }).notNull().default("Normal"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }).notNull().default("year"),
    description: text("description").notNull(),
    requirements: text("requirements").array().notNull().default([]),
    skills: text("skills").array().notNull().default([]),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("draft"),
    postedAt: date("posted_at", { mode: "string" }),
    validThrough: date("valid_through", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(SEARCH_VECTOR),
    searchKeywords: text("search_keywords").generatedAlwaysAs(SEARCH_KEYWORDS),
  },
  (table) => [
    index("jobs_status_priority_idx").on(table.status, table.priority),
    index("jobs_posted_idx").on(table.postedAt),
    index("jobs_search_vector_idx").using("gin", table.searchVector),
    index("jobs_search_keywords_trgm_idx").using("gin", sql`${table.searchKeywords} gin_trgm_ops`),
    index("jobs_open_posted_idx").on(table.postedAt.desc(), table.id).where(sql`status = 'open'`),
    check(
      "jobs_salary_range",
      sql`${table.salaryMin} IS NULL OR ${table.salaryMax} IS NULL OR ${table.salaryMin} <= ${table.salaryMax}`,
    ),
  ],
);
