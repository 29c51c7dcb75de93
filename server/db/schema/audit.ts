import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every admin action (issue 7): who, what, when, and the record before and after. Rows are only
 * ever inserted; the console reads them newest first.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The admin's email (their sign-in), kept as text so entries outlive the admin's sessions. */
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    /** A verb in the past tense on an entity type, e.g. "job.published", "settings.updated". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_log_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("admin_audit_log_entity_idx").on(table.entityType, table.entityId),
    index("admin_audit_log_search_idx").using(
      "gin",
      sql`to_tsvector('simple', ${table.actorEmail} || ' ' || ${table.action} || ' ' || coalesce(${table.entityId}, ''))`,
    ),
  ],
);
