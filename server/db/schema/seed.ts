import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Which kinds of demo content the seed has already decided on (inserted, or skipped because real
 * data was there). Once recorded, a kind is never seeded again, even after admins delete every row.
 */
export const demoSeedRuns = pgTable("demo_seed_runs", {
  kind: text("kind").primaryKey(),
  decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
});
