import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { candidates } from "./candidates";

/** Recruiters' notes on a candidate (/admin/candidate-database); never shown to the candidate. */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("candidate_notes_candidate_idx").on(table.candidateId, table.createdAt)],
);
