import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { EMPLOYER_ROLES } from "../../../common/employer-options";
import { clientCompanies } from "./clients";
import { accountSessionColumns, accountVerificationColumns } from "./columns";

/**
 * The people who sign in to the employer portal for a client company (issue 18). The first is the
 * company's owner; owners invite colleagues with a role. A removed user keeps their row (invitations
 * and, later, decisions name them) but can no longer sign in, and their address is free again.
 */
export const employerUsers = pgTable(
  "employer_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientCompanyId: uuid("client_company_id")
      .notNull()
      .references(() => clientCompanies.id, { onDelete: "cascade" }),
    /** Stored lower-cased; one live user per address (the partial unique index below). */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    jobTitle: text("job_title").notNull(),
    workPhone: text("work_phone").notNull(),
    role: text("role", { enum: EMPLOYER_ROLES }).notNull(),
    /** IANA zone the portal shows times in (interviews); Eastern until the user picks another. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** Argon2id, as for candidates (server/kernel/passwords). */
    passwordHash: text("password_hash").notNull(),
    /** Null until the person proves they read the address; unverified users cannot sign in. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("employer_users_email_unique")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.removedAt} IS NULL`),
    index("employer_users_company_idx").on(table.clientCompanyId),
  ],
);

/** Signed-in browsers: the httpOnly employer_session cookie holds the token, this row its hash. */
export const employerSessions = pgTable(
  "employer_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerUserId: uuid("employer_user_id")
      .notNull()
      .references(() => employerUsers.id, { onDelete: "cascade" }),
    ...accountSessionColumns(),
  },
  (table) => [
    uniqueIndex("employer_sessions_token_hash_unique").on(table.tokenHash),
    index("employer_sessions_user_idx").on(table.employerUserId),
    index("employer_sessions_ended_idx").on(sql`least(${table.expiresAt}, ${table.revokedAt})`),
  ],
);

export const EMPLOYER_VERIFICATION_PURPOSES = ["verify-email", "reset-password"] as const;
export type EmployerVerificationPurpose = (typeof EMPLOYER_VERIFICATION_PURPOSES)[number];

/** Email verification (code and link) and password reset (link) of employer users. */
export const employerVerifications = pgTable(
  "employer_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerUserId: uuid("employer_user_id")
      .notNull()
      .references(() => employerUsers.id, { onDelete: "cascade" }),
    ...accountVerificationColumns(EMPLOYER_VERIFICATION_PURPOSES),
  },
  (table) => [
    index("employer_verifications_user_idx").on(table.employerUserId, table.purpose),
    uniqueIndex("employer_verifications_token_hash_unique").on(table.tokenHash),
    index("employer_verifications_ended_idx").on(sql`least(${table.expiresAt}, ${table.consumedAt})`),
  ],
);

/**
 * An owner's invitation of a colleague: the emailed link's token (its hash here) lets the person
 * set their name and password; accepting proves the address. A newer invitation to the same
 * address in the same company replaces the open one (revoked_at).
 */
export const employerInvitations = pgTable(
  "employer_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientCompanyId: uuid("client_company_id")
      .notNull()
      .references(() => clientCompanies.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: EMPLOYER_ROLES }).notNull(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => employerUsers.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: uuid("accepted_user_id").references(() => employerUsers.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("employer_invitations_token_hash_unique").on(table.tokenHash),
    index("employer_invitations_company_idx").on(table.clientCompanyId, table.createdAt.desc()),
    index("employer_invitations_inviter_idx").on(table.invitedBy),
  ],
);

/**
 * A Google or LinkedIn account (OpenID Connect subject) linked to an employer user: signing in with
 * it signs that user in. Linked when a verified email of the provider matches the user's address.
 */
export const employerIdentities = pgTable(
  "employer_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerUserId: uuid("employer_user_id")
      .notNull()
      .references(() => employerUsers.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("employer_identities_provider_subject_unique").on(table.provider, table.subject),
    index("employer_identities_user_idx").on(table.employerUserId),
  ],
);
