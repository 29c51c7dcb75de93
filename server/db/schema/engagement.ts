import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Messages from the home and /contact forms; admins read them later. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    form: text("form", { enum: ["home", "contact"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** SHA-256 of the client address: enough to spot abuse without keeping the address. */
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    /** The client's Idempotency-Key: a retry with the same key finds this row instead of a second one. */
    idempotencyKey: text("idempotency_key").unique("contact_messages_idempotency_key_unique"),
    status: text("status", { enum: ["new", "read", "archived"] })
      .notNull()
      .default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

/** Newsletter subscribers, one row per address (stored lower-cased). */
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status", { enum: ["subscribed", "unsubscribed"] })
      .notNull()
      .default("subscribed"),
    source: text("source").notNull().default("website"),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("email_subscribers_email_unique").on(sql`lower(${table.email})`)],
);

/** Secrets the app generates for itself on first use (e.g. the unsubscribe-link signing key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
