import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BENEFIT_ELECTIONS,
  BENEFIT_KINDS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  PAY_RUN_STATUSES,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
} from "../../../common/recruiting";
import { candidates } from "./candidates";
import { hours, money as moneyColumn } from "./columns";
import { storedFiles } from "./files";
import { placements, timesheets } from "./recruiting";

/** Pay figures can reach ten million dollars a year of totals: two more digits than rates. */
const money = (name: string) => moneyColumn(name, 12);

/** One day of a timesheet week: hours worked (0–24 in quarter hours), unpaid break and a note. */
export const timesheetDays = pgTable(
  "timesheet_days",
  {
    timesheetId: uuid("timesheet_id")
      .notNull()
      .references(() => timesheets.id, { onDelete: "cascade" }),
    workDate: date("work_date", { mode: "string" }).notNull(),
    hours: hours("hours").notNull().default("0"),
    breakMinutes: integer("break_minutes").notNull().default(0),
    note: text("note"),
  },
  (table) => [
    primaryKey({ columns: [table.timesheetId, table.workDate] }),
    check(
      "timesheet_days_hours",
      sql`${table.hours} >= 0 AND ${table.hours} <= 24 AND mod(${table.hours} * 4, 1) = 0`,
    ),
    check("timesheet_days_break", sql`${table.breakMinutes} BETWEEN 0 AND 1440`),
  ],
);

/**
 * A one-time link emailed to the client's supervisor to approve or reject a submitted week without
 * an account: only the SHA-256 of its token is kept; it works once and expires after 7 days.
 */
export const timesheetApprovalLinks = pgTable(
  "timesheet_approval_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timesheetId: uuid("timesheet_id")
      .notNull()
      .references(() => timesheets.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    supervisorEmail: text("supervisor_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("timesheet_approval_links_token_unique").on(table.tokenHash),
    index("timesheet_approval_links_timesheet_idx").on(table.timesheetId),
  ],
);

/** Payroll rates (one row, id = 1): withholding as fractions (0.062 = 6.2%), the Social Security wage base in dollars. */
export const payrollSettings = pgTable(
  "payroll_settings",
  {
    id: integer("id").primaryKey().default(1),
    federalRate: numeric("federal_rate", { precision: 6, scale: 4 }).notNull().default("0.1200"),
    stateRate: numeric("state_rate", { precision: 6, scale: 4 }).notNull().default("0"),
    socialSecurityRate: numeric("social_security_rate", { precision: 6, scale: 4 })
      .notNull()
      .default("0.0620"),
    socialSecurityWageBase: money("social_security_wage_base").notNull().default("176100"),
    medicareRate: numeric("medicare_rate", { precision: 6, scale: 4 }).notNull().default("0.0145"),
    /** Weekly hours above which time is paid at the overtime multiplier. */
    overtimeThresholdHours: hours("overtime_threshold_hours").notNull().default("40"),
    overtimeMultiplier: numeric("overtime_multiplier", { precision: 4, scale: 2 }).notNull().default("1.50"),
    /** Benefit enrollment window (inclusive dates); null means closed. */
    enrollmentOpensOn: date("enrollment_opens_on", { mode: "string" }),
    enrollmentClosesOn: date("enrollment_closes_on", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("payroll_settings_single_row", sql`${table.id} = 1`)],
);

/** A pay run for a period: drafted (reviewable, recomputable), then finalized (stubs visible, hours paid). */
export const payRuns = pgTable(
  "pay_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    payDate: date("pay_date", { mode: "string" }).notNull(),
    status: text("status", { enum: PAY_RUN_STATUSES }).notNull().default("draft"),
    createdBy: text("created_by").notNull(),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    finalizedBy: text("finalized_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pay_runs_pay_date_idx").on(table.payDate),
    check("pay_runs_period", sql`${table.periodEnd} >= ${table.periodStart}`),
  ],
);

/**
 * One contractor's pay for one placement in a pay run. Figures are frozen when the run is
 * finalized; the year-to-date columns include this stub.
 */
export const paystubs = pgTable(
  "paystubs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payRunId: uuid("pay_run_id")
      .notNull()
      .references(() => payRuns.id, { onDelete: "cascade" }),
    placementId: uuid("placement_id")
      .notNull()
      .references(() => placements.id),
    /** Null once the contractor deleted their account (the stub is a payroll record and stays). */
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    contractorName: text("contractor_name").notNull(),
    payDate: date("pay_date", { mode: "string" }).notNull(),
    regularHours: hours("regular_hours").notNull(),
    overtimeHours: hours("overtime_hours").notNull(),
    payRate: money("pay_rate").notNull(),
    gross: money("gross").notNull(),
    federalWithholding: money("federal_withholding").notNull(),
    stateWithholding: money("state_withholding").notNull(),
    socialSecurity: money("social_security").notNull(),
    medicare: money("medicare").notNull(),
    benefitDeductions: money("benefit_deductions").notNull(),
    net: money("net").notNull(),
    ytdGross: money("ytd_gross").notNull(),
    ytdFederal: money("ytd_federal").notNull(),
    ytdState: money("ytd_state").notNull(),
    ytdSocialSecurity: money("ytd_social_security").notNull(),
    ytdMedicare: money("ytd_medicare").notNull(),
    ytdDeductions: money("ytd_deductions").notNull(),
    ytdNet: money("ytd_net").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("paystubs_run_placement_unique").on(table.payRunId, table.placementId),
    index("paystubs_candidate_idx").on(table.candidateId, table.payDate),
  ],
);

/** Which timesheets a stub pays: a timesheet is paid by at most one stub, ever (the idempotence rule). */
export const paystubTimesheets = pgTable(
  "paystub_timesheets",
  {
    paystubId: uuid("paystub_id")
      .notNull()
      .references(() => paystubs.id, { onDelete: "cascade" }),
    timesheetId: uuid("timesheet_id")
      .notNull()
      .references(() => timesheets.id),
  },
  (table) => [
    primaryKey({ columns: [table.paystubId, table.timesheetId] }),
    uniqueIndex("paystub_timesheets_timesheet_unique").on(table.timesheetId),
  ],
);

/** A benefit deduction on a stub, by plan kind (the stub's benefit_deductions is their sum). */
export const paystubDeductions = pgTable(
  "paystub_deductions",
  {
    paystubId: uuid("paystub_id")
      .notNull()
      .references(() => paystubs.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    amount: money("amount").notNull(),
  },
  (table) => [index("paystub_deductions_paystub_idx").on(table.paystubId)],
);

/** Contractors' documents: requested by staff (no file yet) or uploaded (file), then reviewed. */
export const candidateDocuments = pgTable(
  "candidate_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull(),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** What staff asked for, or why they rejected it. */
    note: text("note"),
    requestedBy: text("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_documents_candidate_idx").on(table.candidateId, table.createdAt),
    index("candidate_documents_status_idx").on(table.status, table.createdAt),
  ],
);

/** Benefit plans offered to eligible contractors, with their cost per pay period (weekly pay). */
export const benefitPlans = pgTable(
  "benefit_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: BENEFIT_KINDS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Dollars per pay period; for the 401(k) the cost is a percentage of gross instead. */
    costPerPeriod: money("cost_per_period").notNull().default("0"),
    /** For retirement plans: the contractor's contribution as a percentage of gross (e.g. 4.00). */
    contributionPercent: numeric("contribution_percent", { precision: 5, scale: 2 }),
    /** Days on assignment before a contractor may enroll. */
    eligibleAfterDays: integer("eligible_after_days").notNull().default(30),
    active: integer("active").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("benefit_plans_kind_idx").on(table.kind)],
);

/** A contractor's choice for one kind of benefit: enrolled in a plan, or waived. */
export const benefitElections = pgTable(
  "benefit_elections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BENEFIT_KINDS }).notNull(),
    election: text("election", { enum: BENEFIT_ELECTIONS }).notNull(),
    planId: uuid("plan_id").references(() => benefitPlans.id),
    electedAt: timestamp("elected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("benefit_elections_candidate_kind_unique").on(table.candidateId, table.kind),
    check("benefit_elections_plan", sql`(${table.election} = 'enrolled') = (${table.planId} IS NOT NULL)`),
  ],
);

/** A contractor's question to the agency, with its conversation in support_messages. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    category: text("category", { enum: SUPPORT_CATEGORIES }).notNull(),
    status: text("status", { enum: SUPPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_tickets_candidate_idx").on(table.candidateId, table.updatedAt),
    index("support_tickets_status_idx").on(table.status, table.updatedAt),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** Null for the contractor's messages; the staff member's email for the agency's answers. */
    staffEmail: text("staff_email"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_messages_ticket_idx").on(table.ticketId, table.createdAt)],
);
