import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
  (table) => [
    uniqueIndex("email_subscribers_email_unique").on(sql`lower(${table.email})`),
    // The console: address prefix search (lower(email) LIKE 'maria%'), newest first, by status.
    index("email_subscribers_email_prefix_idx").on(sql`lower(${table.email}) text_pattern_ops`),
    // Sorted by address (lower(email), id) at deep pages: an index-only walk, email kept in the
    // index so PostgreSQL need not visit the table for lower(email).
    index("email_subscribers_email_order_idx").on(sql`lower(${table.email})`, table.id, table.email),
    index("email_subscribers_subscribed_idx").on(table.subscribedAt, table.id),
    index("email_subscribers_status_idx").on(table.status, table.subscribedAt, table.id),
  ],
);
