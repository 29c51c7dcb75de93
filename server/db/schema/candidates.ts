import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PAY_PERIODS } from "../../../common/recruiting";
import { accountSessionColumns, accountVerificationColumns, tsvector } from "./columns";
import { storedFiles } from "./files";

/**
 * What the candidate database finds a person by, weighted: name (A), headline and skills (B), city
 * and state (C), resume text (D). jobs_text_of() is the IMMUTABLE array_to_string of migration 0005.
 * Large (the resume): copied, stripped, into candidate_search, whose GIN index finds the words.
 */
const CANDIDATE_SEARCH_VECTOR = sql`setweight(to_tsvector('english', first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '')), 'C') || setweight(to_tsvector('english', left(resume_text, 200000)), 'D')`;

/**
 * What a match is ranked by: everything but the resume, kept small and in the row (STORAGE PLAIN),
 * so ranking thousands of matches reads no TOAST. A resume-only match ranks below any other.
 */
const CANDIDATE_RANK_VECTOR = sql`setweight(to_tsvector('english', first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'B') || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(state, '')), 'C')`;

/**
 * What the prefilter ranks matches by, small enough to stay in the row (STORAGE MAIN, migration
 * 0028): the headline and skills (A) and the resume's opening (D), where the title, summary and
 * latest job are. Ranking thousands of matches by it reads no TOAST.
 */
const CANDIDATE_MATCHING_RANK_VECTOR = sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'A') || setweight(to_tsvector('english', left(resume_text, 1500)), 'D')`;

/**
 * What automated ranking (issue 22) matches an order against: the headline and skills the person
 * typed (A) and their resume (D); never their name or address. Its GIN index leaves out those who
 * opted out of automated ranking, so they cannot be ranked even by a query that forgets to ask.
 */
const CANDIDATE_MATCHING_VECTOR = sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || jobs_text_of(skills)), 'A') || setweight(to_tsvector('english', left(resume_text, 200000)), 'D')`;

/** Desired pay as dollars a year (hourly rates count a 2,080-hour year), for the "pay at most" filter. */
const YEARLY_DESIRED_PAY = sql`CASE WHEN desired_pay_period = 'hour' THEN desired_pay * 2080 ELSE desired_pay END`;

/** People with a candidate account (/candidate/*). Random ids: never guessable from outside. */
export const candidates = pgTable(
  "candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Stored lower-cased; the unique index below is the one account per address rule. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Argon2id (PHC string, parameters included, so they can be raised later). */
    passwordHash: text("password_hash").notNull(),
    /** Null until the person proves they read the address; unverified accounts cannot sign in. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    consentTermsAt: timestamp("consent_terms_at", { withTimezone: true }).notNull(),
    /** When the person agreed to texts under /sms-terms; null when they did not. */
    consentSmsAt: timestamp("consent_sms_at", { withTimezone: true }),
    /** The resume uploaded at registration (PDF or DOCX), if any. */
    resumeFileId: uuid("resume_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** The resume's text as extracted on upload, for the candidate database's full-text search. */
    resumeText: text("resume_text").notNull().default(""),
    /** What the candidate tells recruiters about themselves (/candidate/profile). */
    headline: text("headline"),
    city: text("city"),
    state: text("state"),
    skills: text("skills").array().notNull().default([]),
    /** Work preferences: where (cities or "Remote"), which employment types, pay and from when. */
    preferredLocations: text("preferred_locations").array().notNull().default([]),
    preferredEmploymentTypes: text("preferred_employment_types").array().notNull().default([]),
    desiredPay: integer("desired_pay"),
    desiredPayPeriod: text("desired_pay_period", { enum: PAY_PERIODS }).notNull().default("hour"),
    availableFrom: date("available_from", { mode: "string" }),
    /** Recruiters' labels for this person (/admin/candidate-database); never shown to the candidate. */
    recruiterTags: text("recruiter_tags").array().notNull().default([]),
    /** The candidate's choice not to be ranked automatically for clients (issue 22); recruiters still find them. */
    automatedRankingOptOut: boolean("automated_ranking_opt_out").notNull().default(false),
    /** Last sign-in or portal action, for the candidate database's "last activity" filter. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(CANDIDATE_SEARCH_VECTOR),
    rankVector: tsvector("rank_vector").generatedAlwaysAs(CANDIDATE_RANK_VECTOR),
    yearlyDesiredPay: integer("yearly_desired_pay").generatedAlwaysAs(YEARLY_DESIRED_PAY),
    matchingVector: tsvector("matching_vector").generatedAlwaysAs(CANDIDATE_MATCHING_VECTOR),
    matchingRankVector: tsvector("matching_rank_vector").generatedAlwaysAs(CANDIDATE_MATCHING_RANK_VECTOR),
  },
  (table) => [
    uniqueIndex("candidates_email_unique").on(sql`lower(${table.email})`),
    /** Deleting a stored file sets this to null; without the index that would scan every account. */
    index("candidates_resume_file_idx").on(table.resumeFileId).where(sql`${table.resumeFileId} IS NOT NULL`),
    /** The candidate database (/admin/candidate-database): words, then each filter and the sort. */
    index("candidates_skills_lower_idx").using("gin", sql`candidates_lower_skills(${table.skills})`),
    index("candidates_city_idx").on(sql`lower(${table.city}) text_pattern_ops`),
    index("candidates_state_idx").on(table.state),
    index("candidates_available_idx").on(table.availableFrom),
    index("candidates_yearly_pay_idx").on(table.yearlyDesiredPay),
    index("candidates_last_active_idx").on(table.lastActiveAt.desc(), table.id.desc()),
    index("candidates_matching_vector_idx")
      .using("gin", table.matchingVector)
      .where(sql`NOT ${table.automatedRankingOptOut}`),
  ],
);

/**
 * Signed-in devices. The bearer token itself is never stored, only its SHA-256, so a copy of this
 * table signs nobody in. A session ends at expires_at, after idle_timeout_seconds without use, or
 * when revoked (logout, password change or reset).
 */
export const candidateSessions = pgTable(
  "candidate_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    ...accountSessionColumns(),
  },
  (table) => [
    uniqueIndex("candidate_sessions_token_hash_unique").on(table.tokenHash),
    index("candidate_sessions_candidate_idx").on(table.candidateId),
    /** When the session ended (expired or revoked, whichever came first), for the sweep. */
    index("candidate_sessions_ended_idx").on(sql`least(${table.expiresAt}, ${table.revokedAt})`),
  ],
);

export const CANDIDATE_VERIFICATION_PURPOSES = ["verify-email", "reset-password"] as const;
export type CandidateVerificationPurpose = (typeof CANDIDATE_VERIFICATION_PURPOSES)[number];

/**
 * One mechanism for proving control of the address: email verification (a 6-digit code and a
 * link) and password reset (a link). Only hashes are kept; a new one replaces the open one of the
 * same purpose; each is used once (consumed_at) and wrong codes count towards a limit.
 */
export const candidateVerifications = pgTable(
  "candidate_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    ...accountVerificationColumns(CANDIDATE_VERIFICATION_PURPOSES),
  },
  (table) => [
    index("candidate_verifications_candidate_idx").on(table.candidateId, table.purpose),
    uniqueIndex("candidate_verifications_token_hash_unique").on(table.tokenHash),
    /** When the verification stopped working (expired or consumed, whichever came first), for the sweep. */
    index("candidate_verifications_ended_idx").on(sql`least(${table.expiresAt}, ${table.consumedAt})`),
  ],
);

/**
 * Every word of candidates' names, headlines, skills and cities (3+ letters), kept by triggers
 * (migration 0014): the vocabulary a misspelt search word is matched against with pg_trgm.
 */
export const candidateSearchWords = pgTable(
  "candidate_search_words",
  { word: text("word").primaryKey() },
  (table) => [index("candidate_search_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`)],
);

/**
 * The narrow copy of each candidate that a word search reads (migration 0019), kept by triggers on
 * candidates: search_vector strip()ped (words only: enough to match), rank_vector (in the row,
 * uncompressed), last activity and the filters' values. About 10 rows a page against 4 of
 * candidates, so ranking and counting thousands of matches reads less than half the pages and no
 * candidates row; only the page shown is then joined to candidates.
 */
export const candidateSearch = pgTable(
  "candidate_search",
  {
    candidateId: uuid("candidate_id")
      .primaryKey()
      .references(() => candidates.id, { onDelete: "cascade" }),
    searchVector: tsvector("search_vector").notNull(),
    rankVector: tsvector("rank_vector").notNull(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    /** lower(city), state, available_from, yearly_desired_pay and lower-cased skills of candidates. */
    cityLower: text("city_lower"),
    state: text("state"),
    availableFrom: date("available_from", { mode: "string" }),
    yearlyDesiredPay: integer("yearly_desired_pay"),
    skillsLower: text("skills_lower").array().notNull().default([]),
  },
  (table) => [index("candidate_search_vector_idx").using("gin", table.searchVector)],
);
