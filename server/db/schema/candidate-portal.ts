import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { JOB_ALERT_FREQUENCIES } from "../../../common/recruiting";
import { candidates } from "./candidates";
import { jobs } from "./jobs";

/** Candidates' saved jobs (/candidate/job-search). */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.jobId] }),
    index("saved_jobs_job_idx").on(table.jobId),
  ],
);

/** The job board's filters an alert repeats (same names as the /jobs query string). */
export type JobAlertFilters = {
  location?: string;
  employmentType?: string;
  industry?: string;
  workplaceType?: string;
};

/**
 * A saved search emailed daily or weekly with only the open jobs not sent before
 * (job_alert_deliveries). The unsubscribe link carries a token whose SHA-256 is kept here.
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    query: text("query").notNull().default(""),
    filters: jsonb("filters").$type<JobAlertFilters>().notNull().default({}),
    frequency: text("frequency", { enum: JOB_ALERT_FREQUENCIES }).notNull(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    /** Jobs posted after this are new to the alert; moved forward by each run. */
    lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_alerts_candidate_idx").on(table.candidateId),
    index("job_alerts_due_idx").on(table.nextRunAt).where(sql`${table.unsubscribedAt} IS NULL`),
    uniqueIndex("job_alerts_unsubscribe_token_unique").on(table.unsubscribeTokenHash),
  ],
);

/** Which job each alert has already emailed: a job is sent once per alert, whatever happens. */
export const jobAlertDeliveries = pgTable(
  "job_alert_deliveries",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] })],
);
