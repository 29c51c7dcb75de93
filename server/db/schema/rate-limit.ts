import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters kept in the database so limits hold across app instances. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_window_idx").on(table.windowEndsAt)],
);
