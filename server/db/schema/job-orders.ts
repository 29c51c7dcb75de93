import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OrderDraft } from "../../../common/copilot-drafting";
import {
  INTERVIEW_FEEDBACK_OUTCOMES,
  JOB_ORDER_EVENT_KINDS,
  JOB_ORDER_SHIFTS,
  JOB_ORDER_STATUSES,
  JOB_ORDER_TYPES,
  JOB_ORDER_URGENCIES,
  PORTAL_ACTORS,
  SUBMISSION_DECISIONS,
  SUBMISSION_REJECTION_REASONS,
  SUBMISSION_STATUSES,
} from "../../../common/job-orders";
import { SALARY_PERIODS, WORKPLACE_TYPES } from "../../../common/jobs";
import { applications } from "./applications";
import { clientCompanies } from "./clients";
import { money } from "./columns";
import { copilotWorkspaces } from "./copilot-accounts";
import { employerUsers } from "./employer-accounts";
import { interviews } from "./interviews";
import { jobs } from "./jobs";

/**
 * A client company's request for staff (issue 18). The employer drafts and submits it; a recruiter
 * accepts it in /admin (a requisition) and publishes it as a job (jobs.job_order_id). Every change
 * is in job_order_events. An order belongs to exactly one owner: a client company of the employer
 * portal, or a workspace of the AI hiring assistant (ADR 0025), whose order also keeps the whole
 * draft as the client edited it (copilot_draft); the other columns are read from that draft.
 */
export const jobOrders = pgTable(
  "job_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The employer portal's company; null for an AI hiring assistant order. */
    clientCompanyId: uuid("client_company_id").references(() => clientCompanies.id, { onDelete: "cascade" }),
    /** The AI hiring assistant's workspace that owns the order; null for an employer portal order. */
    copilotWorkspaceId: uuid("copilot_workspace_id").references(() => copilotWorkspaces.id, {
      onDelete: "cascade",
    }),
    /** The assistant's order as drafted and edited (ADR 0023's shape); null for portal orders. */
    copilotDraft: jsonb("copilot_draft").$type<OrderDraft>(),
    createdBy: uuid("created_by").references(() => employerUsers.id, { onDelete: "set null" }),
    /** The company's user who manages the hire (role owner or hiring manager). */
    hiringManagerId: uuid("hiring_manager_id").references(() => employerUsers.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    positions: integer("positions").notNull().default(1),
    orderType: text("order_type", { enum: JOB_ORDER_TYPES }).notNull(),
    workplaceType: text("workplace_type", { enum: WORKPLACE_TYPES }).notNull(),
    /** Empty for remote orders. */
    city: text("city"),
    state: text("state"),
    schedule: text("schedule").notNull().default(""),
    shift: text("shift", { enum: JOB_ORDER_SHIFTS }).notNull().default("day"),
    startDate: date("start_date", { mode: "string" }),
    /** Contract length in weeks; null for direct hire or open-ended. */
    durationWeeks: integer("duration_weeks"),
    payMin: money("pay_min"),
    payMax: money("pay_max"),
    payPeriod: text("pay_period", { enum: SALARY_PERIODS }).notNull().default("hour"),
    requirements: text("requirements").array().notNull().default([]),
    skills: text("skills").array().notNull().default([]),
    description: text("description").notNull().default(""),
    urgency: text("urgency", { enum: JOB_ORDER_URGENCIES }).notNull().default("standard"),
    status: text("status", { enum: JOB_ORDER_STATUSES }).notNull().default("draft"),
    cancelReason: text("cancel_reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** The recruiter (email) who accepted the order and works it. */
    acceptedBy: text("accepted_by"),
    /** The job the recruiter published from this order (one job per order). */
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The portal's lists: one company's orders by status, newest change first. */
    index("job_orders_company_status_idx").on(table.clientCompanyId, table.status, table.updatedAt.desc()),
    /** The assistant's lists: one workspace's orders, newest change first. */
    index("job_orders_workspace_idx")
      .on(table.copilotWorkspaceId, table.updatedAt.desc())
      .where(sql`${table.copilotWorkspaceId} IS NOT NULL`),
    check(
      "job_orders_owner",
      sql`num_nonnulls(${table.clientCompanyId}, ${table.copilotWorkspaceId}) = 1 AND (${table.copilotWorkspaceId} IS NULL) = (${table.copilotDraft} IS NULL)`,
    ),
    /** The console's requisitions: submitted and accepted orders, oldest first. */
    index("job_orders_status_submitted_idx").on(table.status, table.submittedAt),
    uniqueIndex("job_orders_job_unique").on(table.jobId).where(sql`${table.jobId} IS NOT NULL`),
    check("job_orders_positions", sql`${table.positions} BETWEEN 1 AND 500`),
    check(
      "job_orders_duration",
      sql`${table.durationWeeks} IS NULL OR ${table.durationWeeks} BETWEEN 1 AND 260`,
    ),
    check(
      "job_orders_pay_range",
      sql`${table.payMin} IS NULL OR ${table.payMax} IS NULL OR ${table.payMin} <= ${table.payMax}`,
    ),
    check(
      "job_orders_cancel_reason",
      sql`(${table.status} = 'cancelled') = (${table.cancelReason} IS NOT NULL)`,
    ),
  ],
);

/** The history of an order: who did what, when, with the changed fields (before → after) or a note. */
export const jobOrderEvents = pgTable(
  "job_order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: JOB_ORDER_EVENT_KINDS }).notNull(),
    actor: text("actor", { enum: PORTAL_ACTORS }).notNull(),
    /** The employer user or the staff member's email. */
    actorEmail: text("actor_email").notNull(),
    /** Field name → [before, after], for edits and status changes. */
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_order_events_order_idx").on(table.jobOrderId, table.createdAt)],
);

/**
 * A candidate a recruiter put in front of the client for an order: the application (on the order's
 * job) moves to "submitted to client"; the employer's decisions move it on and are kept in
 * submission_decisions. One submission per application.
 */
export const candidateSubmissions = pgTable(
  "candidate_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    /** Copied from the order so the company's lists need no join to check ownership. */
    clientCompanyId: uuid("client_company_id")
      .notNull()
      .references(() => clientCompanies.id, { onDelete: "cascade" }),
    recruiterEmail: text("recruiter_email").notNull(),
    recruiterNote: text("recruiter_note").notNull().default(""),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("awaiting_decision"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("candidate_submissions_application_unique").on(table.applicationId),
    index("candidate_submissions_company_status_idx").on(
      table.clientCompanyId,
      table.status,
      table.submittedAt.desc(),
    ),
    index("candidate_submissions_order_idx").on(table.jobOrderId),
  ],
);

/** Every decision an employer user made on a submission, newest last. */
export const submissionDecisions = pgTable(
  "submission_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: "cascade" }),
    employerUserId: uuid("employer_user_id").references(() => employerUsers.id, { onDelete: "set null" }),
    decision: text("decision", { enum: SUBMISSION_DECISIONS }).notNull(),
    /** For rejections: one of the listed reasons, plus free text. */
    reasonCode: text("reason_code", { enum: SUBMISSION_REJECTION_REASONS }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submission_decisions_submission_idx").on(table.submissionId, table.createdAt)],
);

/** The employer's verdict after an interview: hire moves the application to the offer step in /admin. */
export const interviewFeedback = pgTable(
  "interview_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    employerUserId: uuid("employer_user_id").references(() => employerUsers.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: INTERVIEW_FEEDBACK_OUTCOMES }).notNull(),
    comments: text("comments").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("interview_feedback_interview_unique").on(table.interviewId)],
);
