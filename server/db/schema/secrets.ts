import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Secrets the app generates for itself on first use (e.g. the unsubscribe-link signing key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
