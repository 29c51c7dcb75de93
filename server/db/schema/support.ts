import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from "../../../common/recruiting";
import { candidates } from "./candidates";
import { copilotUsers, copilotWorkspaces } from "./copilot-accounts";

/**
 * A question to the agency, with its conversation in support_messages: a contractor's (candidate_id)
 * or an AI hiring-assistant workspace's (copilot_workspace_id, every member sees it; copilot_user_id
 * opened it and is emailed the answers).
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "cascade" }),
    copilotWorkspaceId: uuid("copilot_workspace_id").references(() => copilotWorkspaces.id, {
      onDelete: "cascade",
    }),
    copilotUserId: uuid("copilot_user_id").references(() => copilotUsers.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    category: text("category", { enum: SUPPORT_CATEGORIES }).notNull(),
    status: text("status", { enum: SUPPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_tickets_candidate_idx").on(table.candidateId, table.updatedAt),
    index("support_tickets_status_idx").on(table.status, table.updatedAt),
    index("support_tickets_copilot_workspace_idx").on(table.copilotWorkspaceId, table.updatedAt),
    check(
      "support_tickets_one_requester",
      sql`num_nonnulls(${table.candidateId}, ${table.copilotWorkspaceId}) = 1`,
    ),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** Null for the requester's messages; the staff member's email for the agency's answers. */
    staffEmail: text("staff_email"),
    /** In a workspace's ticket, the member who wrote (null for staff, contractors, or a deleted user). */
    copilotUserId: uuid("copilot_user_id").references(() => copilotUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_messages_ticket_idx").on(table.ticketId, table.createdAt)],
);
