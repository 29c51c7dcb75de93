import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Which staff area a session or sign-in opens: the agency's console (/admin) or the AI hiring
 * assistant's admin (/copilot/admin, issue 22). One OpenID Connect sign-in, two roles, two cookies.
 */
export const STAFF_AREAS = ["admin", "copilot-admin"] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * A signed-in admin (issue 7): the browser holds a random token in an httpOnly cookie, the row only
 * its SHA-256. Eight hours at most, thirty minutes idle; sign-out sets revoked_at.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    /** The area the session opens; a session of one area never opens the other. */
    area: text("area", { enum: STAFF_AREAS }).notNull().default("admin"),
    /** The admin as the identity provider named them at sign-in. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("admin_sessions_token_hash_unique").on(table.tokenHash),
    index("admin_sessions_ended_idx").on(sql`least(${table.expiresAt}, ${table.revokedAt})`),
  ],
);

/**
 * A sign-in in flight between the redirect to the identity provider and its callback: the state,
 * nonce and PKCE verifier, bound to the browser by a short-lived cookie (only its hash is here).
 * The callback deletes the row as it reads it, so each one is used once.
 */
export const adminSignInFlows = pgTable(
  "admin_sign_in_flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    browserKeyHash: text("browser_key_hash").notNull(),
    /** The area being signed in to: only that area's callback finishes the flow. */
    area: text("area", { enum: STAFF_AREAS }).notNull().default("admin"),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    /** A path of the area to land on after signing in. */
    returnTo: text("return_to").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("admin_sign_in_flows_browser_key_unique").on(table.browserKeyHash),
    index("admin_sign_in_flows_expires_idx").on(table.expiresAt),
  ],
);
