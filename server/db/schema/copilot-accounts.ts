import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { COPILOT_ROLES } from "../../../common/copilot-plans";
import { accountSessionColumns, accountVerificationColumns } from "./columns";

export const COPILOT_WORKSPACE_STATUSES = ["active", "suspended"] as const;

/**
 * A client company's workspace in the AI hiring assistant (issue 22): its name is the company's.
 * The copilot admin may suspend one; its members, orders, invoices and tickets belong to it.
 */
export const copilotWorkspaces = pgTable("copilot_workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  status: text("status", { enum: COPILOT_WORKSPACE_STATUSES }).notNull().default("active"),
  /** Set with status suspended (the copilot admin's reason, also in the audit log); cleared on reinstating. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  suspensionReason: text("suspension_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person who signs in to the assistant. One account per work address, whatever the case; the
 * account may belong to several workspaces (copilot_members), each session acts in one of them.
 */
export const copilotUsers = pgTable(
  "copilot_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored lower-cased by the schemas. */
    email: text("email").notNull(),
    /** Argon2id, as for candidates (server/kernel/passwords). */
    passwordHash: text("password_hash").notNull(),
    /** Null until the person proves they read the address; unverified users cannot sign in. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    notifyCandidatesRanked: boolean("notify_candidates_ranked").notNull().default(true),
    notifyRecruiterReplied: boolean("notify_recruiter_replied").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("copilot_users_email_unique").on(sql`lower(${table.email})`)],
);

/** Who belongs to which workspace, with which role (owner, member, billing). */
export const copilotMembers = pgTable(
  "copilot_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => copilotWorkspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => copilotUsers.id, { onDelete: "cascade" }),
    role: text("role", { enum: COPILOT_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("copilot_members_workspace_user_unique").on(table.workspaceId, table.userId),
    index("copilot_members_user_idx").on(table.userId),
  ],
);

/** Signed-in devices: the browser keeps the bearer token, this row its hash and the workspace it acts in. */
export const copilotSessions = pgTable(
  "copilot_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => copilotUsers.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => copilotWorkspaces.id, { onDelete: "cascade" }),
    ...accountSessionColumns(),
  },
  (table) => [
    uniqueIndex("copilot_sessions_token_hash_unique").on(table.tokenHash),
    index("copilot_sessions_user_idx").on(table.userId, table.workspaceId),
    index("copilot_sessions_ended_idx").on(sql`least(${table.expiresAt}, ${table.revokedAt})`),
  ],
);

export const COPILOT_VERIFICATION_PURPOSES = ["verify-email", "reset-password"] as const;
export type CopilotVerificationPurpose = (typeof COPILOT_VERIFICATION_PURPOSES)[number];

/** Email verification (code and link) and password reset (link) of copilot users. */
export const copilotVerifications = pgTable(
  "copilot_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => copilotUsers.id, { onDelete: "cascade" }),
    ...accountVerificationColumns(COPILOT_VERIFICATION_PURPOSES),
  },
  (table) => [
    index("copilot_verifications_user_idx").on(table.userId, table.purpose),
    uniqueIndex("copilot_verifications_token_hash_unique").on(table.tokenHash),
    index("copilot_verifications_ended_idx").on(sql`least(${table.expiresAt}, ${table.consumedAt})`),
  ],
);

/**
 * An owner's invitation of a colleague: the emailed link's token (its hash here) works once, for a
 * week. A newer invitation to the same address in the same workspace replaces the open one
 * (revoked_at); an owner may also cancel it (revoked_at with cancelled).
 */
export const copilotInvitations = pgTable(
  "copilot_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => copilotWorkspaces.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: COPILOT_ROLES }).notNull(),
    invitedBy: uuid("invited_by").references(() => copilotUsers.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: uuid("accepted_user_id").references(() => copilotUsers.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** An owner took it back (rather than a newer invitation replacing it). */
    cancelled: boolean("cancelled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("copilot_invitations_token_hash_unique").on(table.tokenHash),
    index("copilot_invitations_workspace_idx").on(table.workspaceId, table.createdAt.desc()),
  ],
);
