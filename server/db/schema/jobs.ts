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
  },
  (table) => [
    index("jobs_status_priority_idx").on(table.status, table.priority),
    index("jobs_posted_idx").on(table.postedAt),
    check(
      "jobs_salary_range",
      sql`${table.salaryMin} IS NULL OR ${table.salaryMax} IS NULL OR ${table.salaryMin} <= ${table.salaryMax}`,
    ),
  ],
);
