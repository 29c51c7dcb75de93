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
import { PAY_RUN_STATUSES } from "../../../common/recruiting";
import { candidates } from "./candidates";
import { hours, payAmount } from "./columns";
import { placements, timesheets } from "./timesheets";

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
    socialSecurityWageBase: payAmount("social_security_wage_base").notNull().default("176100"),
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
    payRate: payAmount("pay_rate").notNull(),
    gross: payAmount("gross").notNull(),
    federalWithholding: payAmount("federal_withholding").notNull(),
    stateWithholding: payAmount("state_withholding").notNull(),
    socialSecurity: payAmount("social_security").notNull(),
    medicare: payAmount("medicare").notNull(),
    benefitDeductions: payAmount("benefit_deductions").notNull(),
    net: payAmount("net").notNull(),
    ytdGross: payAmount("ytd_gross").notNull(),
    ytdFederal: payAmount("ytd_federal").notNull(),
    ytdState: payAmount("ytd_state").notNull(),
    ytdSocialSecurity: payAmount("ytd_social_security").notNull(),
    ytdMedicare: payAmount("ytd_medicare").notNull(),
    ytdDeductions: payAmount("ytd_deductions").notNull(),
    ytdNet: payAmount("ytd_net").notNull(),
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
    amount: payAmount("amount").notNull(),
  },
  (table) => [index("paystub_deductions_paystub_idx").on(table.paystubId)],
);
