import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from "../../../common/recruiting";
import { candidates } from "./candidates";
import { storedFiles } from "./files";

/** Contractors' documents: requested by staff (no file yet) or uploaded (file), then reviewed. */
export const candidateDocuments = pgTable(
  "candidate_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull(),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** What staff asked for, or why they rejected it. */
    note: text("note"),
    requestedBy: text("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_documents_candidate_idx").on(table.candidateId, table.createdAt),
    index("candidate_documents_status_idx").on(table.status, table.createdAt),
  ],
);
