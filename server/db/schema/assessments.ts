import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ATTEMPT_EVENT_KINDS,
  ATTEMPT_STATUSES,
  ITEM_KINDS,
  type ItemAnswer,
  type SectionScore,
  type SittingOption,
  type WrittenRubric,
  type WrittenRuleResult,
} from "../../../common/assessments";
import { candidates } from "./candidates";
import { accountVerificationColumns } from "./columns";

/**
 * Skills assessments (issue 21), such as the Assurant customer-service one. Its bank is put in by
 * ensureAssessmentBanks at start (ADR 0018); staff set the pass mark.
 */
export const assessments = pgTable(
  "assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** What it measures, in a sentence or two for the listing. */
    measures: text("measures").notNull(),
    minutes: integer("minutes").notNull(),
    itemsPerSitting: integer("items_per_sitting").notNull(),
    retakeDays: integer("retake_days").notNull(),
    /** 0–100: an overall score at or above it passes. Set by staff. */
    passThreshold: integer("pass_threshold").notNull(),
    /** The accommodations offered, as the listing words them. */
    accommodations: text("accommodations").array().notNull().default([]),
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("assessments_slug_unique").on(table.slug),
    check("assessments_pass_threshold_range", sql`${table.passThreshold} BETWEEN 0 AND 100`),
  ],
);

/** The parts of an assessment; a sitting draws `items_per_sitting` of each section's active items. */
export const assessmentSections = pgTable(
  "assessment_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    title: text("title").notNull(),
    measures: text("measures").notNull(),
    kind: text("kind", { enum: ITEM_KINDS }).notNull(),
    itemsPerSitting: integer("items_per_sitting").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("assessment_sections_key_unique").on(table.assessmentId, table.key)],
);

/**
 * A question of the bank. Its wording and key live in versions: an edit adds one, and a sitting keeps
 * the version it showed. Retired items are no longer drawn but stay in the sittings that showed them.
 */
export const assessmentItems = pgTable(
  "assessment_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => assessmentSections.id, { onDelete: "cascade" }),
    /** Stable name ("cs-07" for the shipped bank, "staff-…" for staff's): what the bank file is matched by. */
    key: text("key").notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("assessment_items_key_unique").on(table.assessmentId, table.key),
    index("assessment_items_section_idx").on(table.sectionId),
  ],
);

/** The answer key of one item version: which option is right, the best and the worst, or the rubric. */
export type ItemKey = {
  correct?: string;
  best?: string;
  worst?: string;
  rubric?: WrittenRubric;
};

export const assessmentItemVersions = pgTable(
  "assessment_item_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => assessmentItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    prompt: text("prompt").notNull(),
    /** A text the question is about (the policy, the records to compare), shown above it. */
    passage: text("passage"),
    options: jsonb("options").$type<SittingOption[]>().notNull().default([]),
    answerKey: jsonb("answer_key").$type<ItemKey>().notNull(),
    changeNote: text("change_note"),
    /** The admin's email, or "bank" for the shipped version. */
    editedBy: text("edited_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("assessment_item_versions_unique").on(table.itemId, table.version)],
);

/**
 * One sitting. Owned by a candidate account (candidate_id) or by a visitor who proved `email` with a
 * code and holds the token whose SHA-256 is `visitor_token_hash`; a visitor's sitting gets the
 * candidate id once an account with that address is verified. Reset sittings are kept but do not
 * count for the retake rule or as results.
 */
export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /** Stored lower-cased: the candidate's or the verified visitor's address. */
    email: text("email").notNull(),
    visitorTokenHash: text("visitor_token_hash"),
    status: text("status", { enum: ATTEMPT_STATUSES }).notNull().default("in_progress"),
    extraTimePercent: integer("extra_time_percent").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The pass mark when the sitting was scored: a later change does not rewrite old results. */
    passThreshold: integer("pass_threshold").notNull(),
    sectionScores: jsonb("section_scores").$type<SectionScore[]>(),
    overallScore: integer("overall_score"),
    passed: boolean("passed"),
    writtenRuleScore: integer("written_rule_score"),
    writtenOverrideScore: integer("written_override_score"),
    writtenOverrideReason: text("written_override_reason"),
    writtenOverrideBy: text("written_override_by"),
    writtenOverrideAt: timestamp("written_override_at", { withTimezone: true }),
    resetAt: timestamp("reset_at", { withTimezone: true }),
    resetReason: text("reset_reason"),
    resetBy: text("reset_by"),
    sharedWithEmployers: boolean("shared_with_employers").notNull().default(false),
    flaggedEvents: integer("flagged_events").notNull().default(0),
  },
  (table) => [
    index("assessment_attempts_started_idx").on(table.assessmentId, table.startedAt.desc()),
    index("assessment_attempts_candidate_idx")
      .on(table.candidateId, table.startedAt)
      .where(sql`${table.candidateId} IS NOT NULL`),
    index("assessment_attempts_email_idx").on(sql`lower(${table.email})`, table.startedAt),
    uniqueIndex("assessment_attempts_visitor_token_unique").on(table.visitorTokenHash),
    /** The worker's queue: open sittings by deadline. */
    index("assessment_attempts_open_deadline_idx")
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'in_progress'`),
  ],
);

/** The items a sitting drew, in the order shown, each with its options' shuffled order and the answer. */
export const assessmentAttemptItems = pgTable(
  "assessment_attempt_items",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemVersionId: uuid("item_version_id")
      .notNull()
      .references(() => assessmentItemVersions.id),
    optionOrder: text("option_order").array().notNull().default([]),
    answer: jsonb("answer").$type<ItemAnswer>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    timeSpentSeconds: integer("time_spent_seconds").notNull().default(0),
    /** 0–1, set when the sitting is scored. */
    credit: real("credit"),
    writtenRules: jsonb("written_rules").$type<WrittenRuleResult>(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.position] }),
    index("assessment_attempt_items_version_idx").on(table.itemVersionId),
  ],
);

/** What the page reported during a sitting (left the page, came back, pasted), for staff. */
export const assessmentAttemptEvents = pgTable(
  "assessment_attempt_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ATTEMPT_EVENT_KINDS }).notNull(),
    position: integer("position"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assessment_attempt_events_attempt_idx").on(table.attemptId, table.at)],
);

/**
 * Extra time granted by staff, privately, to one person (account or address) for one assessment. The
 * address is always stored (the account's at the time), so a sitting started either way finds it.
 */
export const assessmentAccommodations = pgTable(
  "assessment_accommodations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    extraTimePercent: integer("extra_time_percent").notNull(),
    note: text("note"),
    grantedBy: text("granted_by").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("assessment_accommodations_person_unique").on(table.assessmentId, table.email),
    index("assessment_accommodations_candidate_idx").on(table.candidateId),
  ],
);

export const ASSESSMENT_VERIFICATION_PURPOSES = ["start-assessment"] as const;
export type AssessmentVerificationPurpose = (typeof ASSESSMENT_VERIFICATION_PURPOSES)[number];

/**
 * A visitor proving an address before a sitting: the 6-digit code's keyed hash, expiring, with wrong
 * tries counted (the kernel's account verifications, owned by the address instead of an account).
 */
export const assessmentEmailVerifications = pgTable(
  "assessment_email_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    ...accountVerificationColumns(ASSESSMENT_VERIFICATION_PURPOSES),
  },
  (table) => [
    index("assessment_email_verifications_email_idx").on(table.email, table.purpose),
    index("assessment_email_verifications_ended_idx").on(sql`least(${table.expiresAt}, ${table.consumedAt})`),
  ],
);
