import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { COPILOT_DECISION_STATUSES } from "../../../common/copilot-candidates";
import type { MatchingWeights } from "../../../common/matching";
import { candidates } from "./candidates";
import { copilotUsers } from "./copilot-accounts";
import { jobOrders } from "./job-orders";

/**
 * The client's decision on a candidate for one of its AI hiring assistant orders (issue 22, ADR
 * 0027): shortlisted, or passed with the reason the recruiters read. One per order and candidate;
 * changing it overwrites, clearing deletes (the order's history keeps each step).
 */
export const copilotCandidateDecisions = pgTable(
  "copilot_candidate_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    status: text("status", { enum: COPILOT_DECISION_STATUSES }).notNull(),
    /** Required for a pass; null for a shortlist. */
    reason: text("reason"),
    /** The workspace member who decided. */
    decidedBy: uuid("decided_by").references(() => copilotUsers.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("copilot_candidate_decisions_unique").on(table.jobOrderId, table.candidateId),
    /** The client's step "shortlist ready": does the order have a shortlisted candidate? */
    index("copilot_candidate_decisions_shortlisted_idx")
      .on(table.jobOrderId)
      .where(sql`${table.status} = 'shortlisted'`),
  ],
);

/** The weights the client last ranked an order with (the default until they change one). */
export const copilotOrderWeights = pgTable("copilot_order_weights", {
  jobOrderId: uuid("job_order_id")
    .primaryKey()
    .references(() => jobOrders.id, { onDelete: "cascade" }),
  weights: jsonb("weights").$type<MatchingWeights>().notNull(),
  updatedBy: uuid("updated_by").references(() => copilotUsers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
