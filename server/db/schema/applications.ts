import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { APPLICATION_SOURCES, type ExtractedResumeFields } from "../../../common/applications";
import { APPLICATION_STAGES } from "../../../common/recruiting";
import { candidates } from "./candidates";
import { tsvector } from "./columns";
import { storedFiles } from "./files";
import { jobs } from "./jobs";

/**
 * Everyone who sent us a resume: applications to a job (job_id set), general applications from
 * /apply (job_id null, source 'apply') and talent-pool profiles from /upload-resume (job_id null,
 * source 'upload-resume', with the skills and title the person confirmed). ADR 0004.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id").references(() => jobs.id),
    /**
     * The candidate account this application belongs to: set when a signed-in candidate applies, or
     * when an account is verified with the application's email (attachApplicationsToCandidate).
     */
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    /** Stored lower-cased: one person, one address, whatever case they typed. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverLetter: text("cover_letter"),
    resumeFileId: uuid("resume_file_id")
      .notNull()
      .references(() => storedFiles.id),
    /** The resume's text as extracted on upload, for recruiters' full-text search. */
    resumeText: text("resume_text").notNull().default(""),
    resumeSearch: tsvector("resume_search").generatedAlwaysAs(sql`to_tsvector('english', resume_text)`),
    skills: text("skills").array().notNull().default([]),
    recentTitle: text("recent_title"),
    consentTermsAt: timestamp("consent_terms_at", { withTimezone: true }).notNull(),
    /** When the person agreed to texts under /sms-terms; null when they did not. */
    consentSmsAt: timestamp("consent_sms_at", { withTimezone: true }),
    source: text("source", { enum: APPLICATION_SOURCES }).notNull(),
    /** Where the application is in the pipeline (common/recruiting.ts); every change is in application_stage_events. */
    status: text("status", { enum: APPLICATION_STAGES }).notNull().default("applied"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the client address: enough to spot abuse without keeping the address. */
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per person and job; general applications and profiles may repeat.
    uniqueIndex("applications_job_email_unique")
      .on(table.jobId, sql`lower(${table.email})`)
      .where(sql`${table.jobId} IS NOT NULL`),
    index("applications_created_idx").on(table.createdAt),
    index("applications_resume_search_idx").using("gin", table.resumeSearch),
    index("applications_candidate_idx")
      .on(table.candidateId, table.createdAt)
      .where(sql`${table.candidateId} IS NOT NULL`),
    /** Applications sent before the account existed, found by address when it is verified. */
    index("applications_unclaimed_email_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.candidateId} IS NULL`),
    /** The pipeline: by stage across jobs, and by job and stage. */
    index("applications_stage_idx").on(table.status, table.stageChangedAt, table.id),
    index("applications_job_stage_idx").on(table.jobId, table.status, table.stageChangedAt),
  ],
);

/**
 * /upload-resume's first step: the stored file and what was read from it, waiting for the person to
 * correct and save. Claimed with the token whose SHA-256 is kept here; unclaimed rows expire and are
 * removed with their files (deleteAbandonedResumeUploads).
 */
export const resumeUploads = pgTable(
  "resume_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id),
    tokenHash: text("token_hash").notNull(),
    resumeText: text("resume_text").notNull(),
    extracted: jsonb("extracted").$type<ExtractedResumeFields>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("resume_uploads_created_idx").on(table.createdAt)],
);
