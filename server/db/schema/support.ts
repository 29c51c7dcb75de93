import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from "../../../common/recruiting";
import { candidates } from "./candidates";

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
