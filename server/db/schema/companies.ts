import { sql } from "drizzle-orm";
import { check, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Companies that reviews (and later orders) belong to. Company 1 is the agency itself; the
 * migration inserts it, because the home page needs it even where demo content is switched off.
 */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The URL form of the name ("sunshine-staffing"); API paths accept either. */
    slug: text("slug").notNull().unique(),
  },
  (table) => [
    // Names are matched case-insensitively, so two companies may not differ only by case.
    uniqueIndex("companies_name_lower").on(sql`lower(${table.name})`),
    check("companies_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
