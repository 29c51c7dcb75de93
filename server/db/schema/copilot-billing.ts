import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import { copilotWorkspaces } from "./copilot-accounts";

/**
 * The AI hiring assistant's billing (issue 22, ADR 0022), one account per copilot workspace.
 * workspace_id has no foreign key yet: copilot_workspaces arrives with the accounts work, and the
 * merge adds `REFERENCES copilot_workspaces(id) ON DELETE CASCADE` to each workspace_id below.
 */
export const PAYMENT_PROVIDER_NAMES = ["stripe", "local"] as const;

/** The workspace as the payment provider knows it: its customer and the card on file. */
export const copilotBillingAccounts = pgTable(
  "copilot_billing_accounts",
  {
    workspaceId: uuid("workspace_id")
      .primaryKey()
      .references(() => copilotWorkspaces.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    customerId: text("customer_id").notNull(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("copilot_billing_accounts_customer").on(table.provider, table.customerId)],
);

export const COPILOT_SUBSCRIPTION_STATUSES = ["active", "past_due", "read_only", "cancelled"] as const;

export const copilotSubscriptions = pgTable(
  "copilot_subscriptions",
  {
    workspaceId: uuid("workspace_id")
      .primaryKey()
      .references(() => copilotWorkspaces.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    subscriptionId: text("subscription_id").notNull(),
    plan: text("plan", { enum: ["starter", "growth", "scale"] }).notNull(),
    status: text("status", { enum: COPILOT_SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Set when a renewal fails: the failure plus COPILOT_GRACE_DAYS; past it the workspace is read-only. */
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("copilot_subscriptions_provider_id").on(table.provider, table.subscriptionId),
    index("copilot_subscriptions_grace").on(table.graceUntil).where(sql`${table.status} = 'past_due'`),
  ],
);

/** Per-year counters for gap-free invoice numbers ("CP-2026-000042"). */
export const copilotInvoiceNumberCounters = pgTable("copilot_invoice_number_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

export const COPILOT_INVOICE_STATUSES = ["open", "paid"] as const;

export const copilotInvoices = pgTable(
  "copilot_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => copilotWorkspaces.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    status: text("status", { enum: COPILOT_INVOICE_STATUSES }).notNull(),
    totalCents: integer("total_cents").notNull(),
    amountPaidCents: integer("amount_paid_cents").notNull().default(0),
    amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("copilot_invoices_number").on(table.number),
    uniqueIndex("copilot_invoices_provider_id").on(table.provider, table.providerInvoiceId),
    index("copilot_invoices_workspace").on(table.workspaceId, table.issuedAt),
  ],
);

export type CopilotInvoiceLineRecord = {
  description: string;
  amountCents: number;
  periodStart: string;
  periodEnd: string;
};

export const copilotInvoiceLines = pgTable(
  "copilot_invoice_lines",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => copilotInvoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.position] })],
);

export const COPILOT_PAYMENT_KINDS = ["payment", "failed_payment", "refund", "credit"] as const;

/** Money movements: charges that succeeded or failed, refunds and credits (by copilot staff). */
export const copilotPayments = pgTable(
  "copilot_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => copilotWorkspaces.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: COPILOT_PAYMENT_KINDS }).notNull(),
    invoiceId: uuid("invoice_id").references(() => copilotInvoices.id),
    amountCents: integer("amount_cents").notNull(),
    /** The provider's id of the event, refund or credit this records (unique, so it is recorded once). */
    providerReference: text("provider_reference").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("copilot_payments_reference").on(table.providerReference),
    index("copilot_payments_workspace").on(table.workspaceId, table.createdAt),
    check("copilot_payments_amount", sql`${table.amountCents} >= 0`),
  ],
);

/** Orders a workspace submitted in one billing period (keyed by the period's start). */
export const copilotUsage = pgTable(
  "copilot_usage",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => copilotWorkspaces.id, { onDelete: "cascade" }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    ordersSubmitted: integer("orders_submitted").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.periodStart] })],
);

/** Every provider event handled, by its id: a repeated delivery finds its row and changes nothing. */
export const copilotBillingEvents = pgTable("copilot_billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
  type: text("type").notNull(),
  payload: jsonb("payload").$type<unknown>().notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
