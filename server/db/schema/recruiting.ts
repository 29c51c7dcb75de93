import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  APPLICATION_STAGES,
  INTERVIEW_FORMATS,
  INTERVIEW_RESPONSES,
  INTERVIEW_STATUSES,
  JOB_ALERT_FREQUENCIES,
  OFFER_STATUSES,
  PLACEMENT_STATUSES,
  REFERRAL_STATUSES,
  STAGE_ACTORS,
  TIMESHEET_STATUSES,
} from "../../../common/recruiting";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { hours, money } from "./columns";
import { jobs } from "./jobs";

/**
 * Every stage an application went through, with its time: the history the candidate sees. Internal
 * notes are never here (application_notes).
 */
export const applicationStageEvents = pgTable(
  "application_stage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Null for the first event (the application arriving). */
    fromStage: text("from_stage", { enum: APPLICATION_STAGES }),
    toStage: text("to_stage", { enum: APPLICATION_STAGES }).notNull(),
    actor: text("actor", { enum: STAGE_ACTORS }).notNull(),
    /** The recruiter's email when actor = 'recruiter'; internal, never sent to the candidate. */
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_stage_events_application_idx").on(table.applicationId, table.createdAt)],
);

/** Recruiters' internal notes on an application: never shown to the candidate. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);

/**
 * An interview for an application. The calendar UID is derived from the id; `sequence` rises with
 * every reschedule or cancellation so calendar clients replace the event they hold.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** IANA zone the recruiter scheduled in (e.g. America/New_York), shown beside the candidate's own. */
    timeZone: text("time_zone").notNull(),
    format: text("format", { enum: INTERVIEW_FORMATS }).notNull(),
    /** Address for on-site, phone number for phone, empty for video. */
    location: text("location"),
    meetingUrl: text("meeting_url"),
    interviewers: text("interviewers").array().notNull().default([]),
    status: text("status", { enum: INTERVIEW_STATUSES }).notNull().default("scheduled"),
    sequence: integer("sequence").notNull().default(0),
    candidateResponse: text("candidate_response", { enum: INTERVIEW_RESPONSES }).notNull().default("pending"),
    /** The candidate's note with a reschedule request (the recruiter sees it). */
    candidateNote: text("candidate_note"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("interviews_application_idx").on(table.applicationId, table.startsAt),
    index("interviews_starts_idx").on(table.startsAt),
    check("interviews_duration", sql`${table.durationMinutes} BETWEEN 5 AND 600`),
  ],
);

/** An offer made for an application; accepting it creates the placement. */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    client: text("client").notNull(),
    roleTitle: text("role_title").notNull(),
    location: text("location"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    /** Dollars per hour paid to the contractor; the bill rate is what the client pays (internal). */
    payRate: money("pay_rate").notNull(),
    billRate: money("bill_rate").notNull(),
    supervisorName: text("supervisor_name"),
    supervisorEmail: text("supervisor_email"),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("extended"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("offers_application_idx").on(table.applicationId, table.createdAt),
    check("offers_rates", sql`${table.payRate} > 0 AND ${table.billRate} >= ${table.payRate}`),
  ],
);

/**
 * A person at work for a client, created when an offer is accepted. Kept (with the candidate link
 * cleared) when the candidate deletes their account: payroll records must be kept.
 */
export const placements = pgTable(
  "placements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The contractor's name as it was at placement (records keep it when the account goes). */
    contractorName: text("contractor_name").notNull(),
    client: text("client").notNull(),
    roleTitle: text("role_title").notNull(),
    location: text("location"),
    supervisorName: text("supervisor_name"),
    supervisorEmail: text("supervisor_email"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    payRate: money("pay_rate").notNull(),
    billRate: money("bill_rate").notNull(),
    status: text("status", { enum: PLACEMENT_STATUSES }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("placements_candidate_idx").on(table.candidateId, table.startDate),
    uniqueIndex("placements_offer_unique").on(table.offerId),
    check("placements_dates", sql`${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`),
  ],
);

/**
 * One week (Monday start) of a placement's hours. The workforce flow fills and approves these;
 * approved hours also drive referral bonuses.
 */
export const timesheets = pgTable(
  "timesheets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    placementId: uuid("placement_id")
      .notNull()
      .references(() => placements.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    status: text("status", { enum: TIMESHEET_STATUSES }).notNull().default("draft"),
    /** Sum of the week's daily hours, kept with the days so totals need no join. */
    totalHours: hours("total_hours").notNull().default("0"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** Who approved: a staff email, or the supervisor's email when approved from the emailed link. */
    approvedBy: text("approved_by"),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("timesheets_placement_week_unique").on(table.placementId, table.weekStart),
    index("timesheets_status_idx").on(table.status, table.weekStart),
  ],
);

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

/**
 * A friend a candidate invited. The invitation link carries a token (SHA-256 kept here) into
 * /candidate/registration; the status moves on as the friend registers, is placed, reaches the
 * bonus hours and is paid.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    referredCandidateId: uuid("referred_candidate_id").references(() => candidates.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("invited"),
    registeredAt: timestamp("registered_at", { withTimezone: true }),
    placedAt: timestamp("placed_at", { withTimezone: true }),
    bonusEarnedAt: timestamp("bonus_earned_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("referrals_referrer_email_unique").on(table.referrerId, sql`lower(${table.email})`),
    uniqueIndex("referrals_token_hash_unique").on(table.tokenHash),
    index("referrals_referred_idx").on(table.referredCandidateId),
  ],
);

/** Recruiters' notes on a candidate (/admin/candidate-database); never shown to the candidate. */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("candidate_notes_candidate_idx").on(table.candidateId, table.createdAt)],
);
