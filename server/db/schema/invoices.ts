import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { INVOICE_KINDS, PAYMENT_METHODS, STORED_INVOICE_STATUSES } from "../../../common/invoices";
import { clientCompanies } from "./clients";
import { hours, money, payAmount } from "./columns";
import { placements, timesheets } from "./timesheets";

/**
 * The last invoice number used per year: taken with UPDATE … RETURNING in the transaction that
 * inserts the invoice, so concurrent runs queue on the row and a rolled-back invoice returns its
 * number. Numbers are gap-free per year (issue 18).
 */
export const invoiceNumberCounters = pgTable("invoice_number_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/**
 * An invoice to a client company: a week of contract work or a direct hire's placement fee. Its
 * number (e.g. 2026-000042) is kept when it is voided. "overdue" is derived (open and past due).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientCompanyId: uuid("client_company_id")
      .notNull()
      .references(() => clientCompanies.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** `${year}-${sequence padded to 6}`. */
    number: text("number").notNull(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    /** The billed week (Monday to Sunday) for contract work. */
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The company's terms when issued. */
    paymentTermsDays: integer("payment_terms_days").notNull(),
    total: payAmount("total").notNull(),
    amountPaid: payAmount("amount_paid").notNull().default("0"),
    status: text("status", { enum: STORED_INVOICE_STATUSES }).notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    /** The staff member (email) who issued it, or "system" for the scheduled run. */
    issuedBy: text("issued_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoices_year_sequence_unique").on(table.year, table.sequence),
    uniqueIndex("invoices_number_unique").on(table.number),
    index("invoices_company_issue_idx").on(table.clientCompanyId, table.issueDate.desc()),
    index("invoices_status_due_idx").on(table.status, table.dueDate),
    check("invoices_void_reason", sql`(${table.status} = 'void') = (${table.voidReason} IS NOT NULL)`),
    check("invoices_paid", sql`${table.amountPaid} >= 0`),
  ],
);

/**
 * One line of an invoice: a contractor's week (regular and overtime hours × bill rate) or a
 * placement fee. `billable` is cleared when the invoice is voided; while it is set, the partial
 * unique indexes make sure a week or a placement fee is billed once.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    timesheetId: uuid("timesheet_id").references(() => timesheets.id, { onDelete: "restrict" }),
    placementId: uuid("placement_id").references(() => placements.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    contractorName: text("contractor_name").notNull(),
    weekStart: date("week_start", { mode: "string" }),
    regularHours: hours("regular_hours").notNull().default("0"),
    overtimeHours: hours("overtime_hours").notNull().default("0"),
    billRate: money("bill_rate"),
    /** For a placement fee: the first-year salary and the percentage applied. */
    salary: payAmount("salary"),
    feePercent: money("fee_percent", 5),
    amount: payAmount("amount").notNull(),
    billable: boolean("billable").notNull().default(true),
  },
  (table) => [
    index("invoice_lines_invoice_idx").on(table.invoiceId),
    uniqueIndex("invoice_lines_timesheet_billed_unique")
      .on(table.timesheetId)
      .where(sql`${table.billable} AND ${table.timesheetId} IS NOT NULL`),
    uniqueIndex("invoice_lines_placement_fee_billed_unique")
      .on(table.placementId)
      .where(sql`${table.billable} AND ${table.timesheetId} IS NULL AND ${table.placementId} IS NOT NULL`),
  ],
);

/** A payment staff recorded against an invoice; the invoice is paid when they add up to its total. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amount: payAmount("amount").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: text("reference"),
    recordedBy: text("recorded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    check("invoice_payments_amount", sql`${table.amount} > 0`),
  ],
);
