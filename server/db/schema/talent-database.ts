import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COPILOT_REQUEST_KINDS } from "../../../common/copilot-candidates";
import { PAY_PERIODS } from "../../../common/recruiting";
import {
  TALENT_INDUSTRIES,
  TALENT_REGIONS,
  TALENT_REQUEST_SOURCES,
  TALENT_REQUEST_STATUSES,
  type TalentBadge,
  type TalentBadgeInput,
} from "../../../common/talent-database";
import { candidates } from "./candidates";
import { clientCompanies } from "./clients";
import { tsvector } from "./columns";
import { copilotUsers, copilotWorkspaces } from "./copilot-accounts";
import { employerUsers } from "./employer-accounts";
import { jobOrders } from "./job-orders";

/**
 * The candidate's choice to be listed in the public candidate database (issue 21), off by default (no
 * row, or listed false), and what a listing needs beyond the profile. Kept when they switch off, so
 * switching on again needs no retyping; the shared assessment results arrive through setTalentBadges.
 */
export const talentSettings = pgTable("talent_settings", {
  candidateId: uuid("candidate_id")
    .primaryKey()
    .references(() => candidates.id, { onDelete: "cascade" }),
  listed: boolean("listed").notNull().default(false),
  yearsExperience: integer("years_experience"),
  industry: text("industry", { enum: TALENT_INDUSTRIES }),
  region: text("region", { enum: TALENT_REGIONS }),
  sharedBadges: jsonb("shared_badges").$type<TalentBadgeInput[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const TALENT_SEARCH_VECTOR = sql`setweight(to_tsvector('english', headline), 'A') || setweight(to_tsvector('english', jobs_text_of(top_skills)), 'B') || setweight(to_tsvector('english', industry), 'C')`;

/**
 * The anonymised projection the public reads: one row per listed candidate, written from the profile
 * and talent_settings whenever either changes, deleted in the same transaction when they switch off.
 * Holds nothing that identifies the person: no name, contact, address, employer or exact pay; the
 * public id is random and new on each listing. Its own table, so no public query can reach a
 * candidates column by mistake.
 */
export const talentProfiles = pgTable(
  "talent_profiles",
  {
    candidateId: uuid("candidate_id")
      .primaryKey()
      .references(() => candidates.id, { onDelete: "cascade" }),
    publicId: text("public_id").notNull(),
    headline: text("headline").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    industry: text("industry", { enum: TALENT_INDUSTRIES }).notNull(),
    region: text("region", { enum: TALENT_REGIONS }).notNull(),
    topSkills: text("top_skills").array().notNull().default([]),
    /** Lower-cased top skills, for the skills filter. */
    skillsLower: text("skills_lower").array().notNull().default([]),
    /** The first of the month the candidate is available from; null for now. */
    availableMonth: date("available_month", { mode: "string" }),
    workTypes: text("work_types").array().notNull().default([]),
    payPeriod: text("pay_period", { enum: PAY_PERIODS }),
    payBandMin: integer("pay_band_min"),
    payBandMax: integer("pay_band_max"),
    badges: jsonb("badges").$type<TalentBadge[]>().notNull().default([]),
    /** A passed shared assessment: the "assessed" filter. */
    assessed: boolean("assessed").notNull().default(false),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(TALENT_SEARCH_VECTOR),
  },
  (table) => [
    uniqueIndex("talent_profiles_public_id_unique").on(table.publicId),
    index("talent_profiles_search_idx").using("gin", table.searchVector),
    index("talent_profiles_skills_idx").using("gin", table.skillsLower),
    index("talent_profiles_work_types_idx").using("gin", table.workTypes),
    index("talent_profiles_industry_idx").on(table.industry, table.listedAt.desc()),
    index("talent_profiles_region_idx").on(table.region, table.listedAt.desc()),
    index("talent_profiles_available_idx").on(table.availableMonth),
    index("talent_profiles_assessed_idx").on(table.listedAt.desc()).where(sql`${table.assessed}`),
    /** The order without words: newest listing first, the public id breaking ties. */
    index("talent_profiles_listed_idx").on(table.listedAt.desc(), table.publicId.desc()),
  ],
);

/**
 * An employer's or a visitor's request for a listed candidate, or an AI hiring assistant client's
 * request for a ranked one (source "copilot", ADR 0027: an introduction or an interview on one of the
 * workspace's orders). The candidate answers it; until they accept, the requester never learns who
 * they are. Employer requests name one of the company's orders (an existing one or the draft made for it).
 */
export const talentRequests = pgTable(
  "talent_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** The listing asked about, as the requester saw it; null for a copilot request (no listing). */
    profilePublicId: text("profile_public_id"),
    headline: text("headline").notNull(),
    source: text("source", { enum: TALENT_REQUEST_SOURCES }).notNull(),
    clientCompanyId: uuid("client_company_id").references(() => clientCompanies.id, { onDelete: "cascade" }),
    employerUserId: uuid("employer_user_id").references(() => employerUsers.id, { onDelete: "set null" }),
    jobOrderId: uuid("job_order_id").references(() => jobOrders.id, { onDelete: "set null" }),
    /** A copilot request: the workspace, the member who asked, and what for. */
    copilotWorkspaceId: uuid("copilot_workspace_id").references(() => copilotWorkspaces.id, {
      onDelete: "cascade",
    }),
    copilotUserId: uuid("copilot_user_id").references(() => copilotUsers.id, { onDelete: "set null" }),
    kind: text("kind", { enum: COPILOT_REQUEST_KINDS }),
    company: text("company").notNull(),
    requesterName: text("requester_name").notNull(),
    /** Stored lower-cased: one pending request per address and candidate. */
    requesterEmail: text("requester_email").notNull(),
    requesterPhone: text("requester_phone"),
    message: text("message").notNull().default(""),
    status: text("status", { enum: TALENT_REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    index("talent_requests_candidate_idx").on(table.candidateId, table.createdAt.desc()),
    index("talent_requests_company_idx")
      .on(table.clientCompanyId, table.createdAt.desc())
      .where(sql`${table.clientCompanyId} IS NOT NULL`),
    index("talent_requests_order_idx").on(table.jobOrderId).where(sql`${table.jobOrderId} IS NOT NULL`),
    index("talent_requests_employer_user_idx")
      .on(table.employerUserId)
      .where(sql`${table.employerUserId} IS NOT NULL`),
    uniqueIndex("talent_requests_pending_unique")
      .on(table.candidateId, table.requesterEmail)
      .where(sql`${table.status} = 'pending' AND ${table.source} <> 'copilot'`),
    /** A copilot order asks a candidate once while a request is open or accepted. */
    uniqueIndex("talent_requests_copilot_open_unique")
      .on(table.jobOrderId, table.candidateId)
      .where(sql`${table.source} = 'copilot' AND ${table.status} IN ('pending', 'accepted')`),
    index("talent_requests_workspace_idx")
      .on(table.copilotWorkspaceId)
      .where(sql`${table.copilotWorkspaceId} IS NOT NULL`),
    check(
      "talent_requests_copilot",
      sql`(${table.source} = 'copilot') = (${table.copilotWorkspaceId} IS NOT NULL AND ${table.kind} IS NOT NULL) AND (${table.source} = 'copilot' OR ${table.profilePublicId} IS NOT NULL)`,
    ),
  ],
);
