import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PLACEMENT_HIRE_TYPES, PLACEMENT_STATUSES, TIMESHEET_STATUSES } from "../../../common/recruiting";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { clientCompanies } from "./clients";
import { hours, money, payAmount } from "./columns";
import { jobs } from "./jobs";
import { offers } from "./pipeline";

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
    /** The client company (issue 18); `client` keeps the name as it was at placement. */
    clientCompanyId: uuid("client_company_id").references(() => clientCompanies.id, { onDelete: "restrict" }),
    /** Contract work is invoiced weekly; a direct hire once, as a fee on the first-year salary. */
    hireType: text("hire_type", { enum: PLACEMENT_HIRE_TYPES }).notNull().default("contract"),
    annualSalary: payAmount("annual_salary"),
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
    index("placements_client_company_idx").on(table.clientCompanyId, table.status),
    uniqueIndex("placements_offer_unique").on(table.offerId),
    check(
      "placements_direct_hire_salary",
      sql`${table.hireType} <> 'direct_hire' OR ${table.annualSalary} > 0`,
    ),
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
