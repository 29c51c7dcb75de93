import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Transactional outbox: written in the same transaction as the business row, delivered by a worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    status: text("status", { enum: ["pending", "sent", "failed", "bounced", "stored"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    messageId: text("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("mail_outbox_created_idx").on(table.createdAt),
  ],
);

/** Addresses whose mail bounced; the email check reads it. Stored lower-cased. */
export const mailBounces = pgTable("mail_bounces", {
  email: text("email").primaryKey(),
  kind: text("kind", { enum: ["hard", "soft"] }).notNull(),
  reason: text("reason").notNull(),
  count: integer("count").notNull().default(1),
  lastBouncedAt: timestamp("last_bounced_at", { withTimezone: true }).notNull().defaultNow(),
});
