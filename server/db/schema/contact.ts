import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** What the console's message search looks in: address, name and subject as one text. */
export function contactMessageSearchText(columns: {
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  subject: AnyPgColumn;
}) {
  return sql`(${columns.email} || ' ' || ${columns.firstName} || ' ' || ${columns.lastName} || ' ' || ${columns.subject})`;
}

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
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt, table.id),
    // The console's default list (and its count): messages nobody has handled yet.
    index("contact_messages_unhandled_idx").on(table.createdAt, table.id).where(sql`status <> 'archived'`),
    // Substring search (ILIKE '%…%', pg_trgm) on what the console searches, as one text (address, name,
    // subject): one bitmap instead of an OR of three. The expression is the query's, word for word
    // (server/modules/contact/admin-messages.ts); the partial one serves the default list (unhandled).
    index("contact_messages_search_trgm_idx").using(
      "gin",
      sql`${contactMessageSearchText(table)} gin_trgm_ops`,
    ),
    index("contact_messages_unhandled_search_trgm_idx")
      .using("gin", sql`${contactMessageSearchText(table)} gin_trgm_ops`)
      .where(sql`status <> 'archived'`),
  ],
);
