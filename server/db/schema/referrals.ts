import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REFERRAL_STATUSES } from "../../../common/recruiting";
import { candidates } from "./candidates";

/**
 * A friend a candidate invited. The invitation link carries a token (SHA-256 kept here) into
 * /candidate/registration; the status moves on as the friend registers, is placed, reaches the
 * bonus hours and is paid.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    referredCandidateId: uuid("referred_candidate_id").references(() => candidates.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("invited"),
    registeredAt: timestamp("registered_at", { withTimezone: true }),
    placedAt: timestamp("placed_at", { withTimezone: true }),
    bonusEarnedAt: timestamp("bonus_earned_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("referrals_referrer_email_unique").on(table.referrerId, sql`lower(${table.email})`),
    uniqueIndex("referrals_token_hash_unique").on(table.tokenHash),
    index("referrals_referred_idx").on(table.referredCandidateId),
  ],
);
