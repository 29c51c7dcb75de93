import { boolean, customType, integer, numeric, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type (Drizzle has none built in). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Money as exact decimals (dollars and cents); Drizzle reads them as strings. */
export const money = (name: string, precision = 10) => numeric(name, { precision, scale: 2 });

/** Pay figures (stubs, year-to-date totals, plan costs) can reach ten million dollars: two more digits than rates. */
export const payAmount = (name: string) => money(name, 12);

/** Hours, in quarter hours (up to 9,999.75). */
export const hours = (name: string) => numeric(name, { precision: 6, scale: 2 });

/**
 * A signed-in device of an account (candidate_sessions, employer_sessions), after its id and owner.
 * Only the token's SHA-256 is stored, so a copy of the table signs nobody in. A session ends at
 * expires_at, after idle_timeout_seconds without use, or when revoked.
 */
export const accountSessionColumns = () => ({
  tokenHash: text("token_hash").notNull(),
  rememberMe: boolean("remember_me").notNull(),
  idleTimeoutSeconds: integer("idle_timeout_seconds").notNull(),
  userAgent: text("user_agent"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  /** Absolute end, however active the session is. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Proof of control of an account's address (candidate_verifications, employer_verifications),
 * after its id and owner: email verification (a 6-digit code and a link) or password reset (a
 * link). Only hashes are kept; each is used once (consumed_at) and wrong codes count.
 */
export const accountVerificationColumns = <const Purposes extends readonly [string, ...string[]]>(
  purposes: Purposes,
) => ({
  purpose: text("purpose", { enum: purposes }).notNull(),
  codeHash: text("code_hash"),
  tokenHash: text("token_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
