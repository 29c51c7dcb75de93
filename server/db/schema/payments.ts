import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The local payment provider's own records (ADR 0022): a development and test peer that stands where
 * Stripe stands, so these tables are its "remote" state, read by nothing but server/modules/payments/local.
 * Ids are prefixed like Stripe's (cus_, pm_, seti_, sub_, in_, evt_) so logs read the same either way.
 */
export const localPaymentCustomers = pgTable("local_payment_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  /** Credit the next invoices use up first (a downgrade's proration, a credit from staff). */
  creditBalanceCents: integer("credit_balance_cents").notNull().default(0),
  defaultCardId: text("default_card_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LOCAL_CARD_BEHAVIOURS = ["succeeds", "authenticates", "declines_later"] as const;

export const localPaymentCards = pgTable("local_payment_cards", {
  id: text("id").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .references(() => localPaymentCustomers.id, { onDelete: "cascade" }),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** What charging it does, from the test card it was entered as. */
  behaviour: text("behaviour", { enum: LOCAL_CARD_BEHAVIOURS }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LOCAL_SETUP_STATUSES = ["open", "requires_action", "succeeded", "failed"] as const;

/** A hosted card entry: the browser goes to /dev/payments/setup/:id and comes back to return_url. */
export const localPaymentSetupSessions = pgTable("local_payment_setup_sessions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .references(() => localPaymentCustomers.id, { onDelete: "cascade" }),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status", { enum: LOCAL_SETUP_STATUSES }).notNull().default("open"),
  /** The card waiting for its authentication step (requires_action), then the card attached. */
  cardId: text("card_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LOCAL_SUBSCRIPTION_STATUSES = ["active", "past_due", "cancelled"] as const;

export const localPaymentSubscriptions = pgTable(
  "local_payment_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => localPaymentCustomers.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    status: text("status", { enum: LOCAL_SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("local_payment_subscriptions_period_end").on(table.currentPeriodEnd)],
);

export type LocalInvoiceLine = {
  description: string;
  amountCents: number;
  periodStart: string;
  periodEnd: string;
};

export const LOCAL_INVOICE_STATUSES = ["open", "paid"] as const;

export const localPaymentInvoices = pgTable("local_payment_invoices", {
  id: text("id").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .references(() => localPaymentCustomers.id, { onDelete: "cascade" }),
  subscriptionId: text("subscription_id").references(() => localPaymentSubscriptions.id),
  status: text("status", { enum: LOCAL_INVOICE_STATUSES }).notNull(),
  lines: jsonb("lines").$type<LocalInvoiceLine[]>().notNull(),
  totalCents: integer("total_cents").notNull(),
  /** What the customer's credit balance covered; the card is charged the rest. */
  creditAppliedCents: integer("credit_applied_cents").notNull().default(0),
  amountPaidCents: integer("amount_paid_cents").notNull().default(0),
  amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Events waiting for, or done with, delivery to the app's webhook endpoint (signed, retried). */
export const localPaymentEvents = pgTable(
  "local_payment_events",
  {
    id: text("id").primaryKey(),
    /** Delivery order: an invoice is finalized before it is paid. */
    sequence: bigserial("sequence", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    /** The whole event as delivered: { id, type, created, data: { object } }. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("local_payment_events_pending").on(table.sequence).where(sql`${table.deliveredAt} IS NULL`),
    check("local_payment_events_attempts", sql`${table.attempts} >= 0`),
  ],
);
