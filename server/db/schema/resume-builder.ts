import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ResumeDocument } from "../../../common/resume-document";
import { candidates } from "./candidates";
import { storedFiles } from "./files";

/**
 * Resumes a candidate wrote on /resume-builder and saved to their account, by name. The document is
 * the builder's own shape (common/resume-document.ts), checked by its schema before it is stored.
 * Deleting the account deletes them.
 */
export const savedResumes = pgTable(
  "saved_resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    document: jsonb("document").$type<ResumeDocument>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  /** The list, most recently saved first; the per-candidate count. */
  (table) => [index("saved_resumes_candidate_idx").on(table.candidateId, table.updatedAt.desc())],
);

/**
 * Every save of a saved resume (its first one included), newest kept: the save that adds one past
 * SAVED_RESUME_VERSIONS_KEPT deletes the oldest in the same transaction.
 */
export const savedResumeVersions = pgTable(
  "saved_resume_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    savedResumeId: uuid("saved_resume_id")
      .notNull()
      .references(() => savedResumes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    document: jsonb("document").$type<ResumeDocument>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  /** The versions list (newest first) and the trim after each save. */
  (table) => [index("saved_resume_versions_resume_idx").on(table.savedResumeId, table.savedAt.desc())],
);

/**
 * The saved resume whose PDF is the candidate's profile resume (candidates.resume_file_id), and that
 * PDF. Saving the resume again replaces the PDF. The link goes with the file: when the candidate
 * uploads another resume the old file is deleted and, with it, this row.
 */
export const profileBuilderResumes = pgTable(
  "profile_builder_resumes",
  {
    candidateId: uuid("candidate_id")
      .primaryKey()
      .references(() => candidates.id, { onDelete: "cascade" }),
    savedResumeId: uuid("saved_resume_id")
      .notNull()
      .references(() => savedResumes.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  /** Deleting a saved resume or a file finds its link without a scan. */
  (table) => [
    uniqueIndex("profile_builder_resumes_resume_unique").on(table.savedResumeId),
    index("profile_builder_resumes_file_idx").on(table.fileId),
  ],
);
