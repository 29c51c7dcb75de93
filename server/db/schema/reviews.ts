import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Reviews of a client company's experience with the agency (company 1 is the agency itself). */
export const companyReviews = pgTable(
  "company_reviews",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    text: text("text"),
    status: text("status", { enum: ["published", "pending", "hidden"] })
      .notNull()
      .default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_reviews_company_idx").on(table.companyId, table.status, table.createdAt),
    // The console: one status at a time, by date or rating; author and text searched by substring
    // (ILIKE '%…%', pg_trgm).
    index("company_reviews_status_created_idx").on(table.status, table.createdAt, table.id),
    index("company_reviews_status_rating_idx").on(table.status, table.rating, table.id),
    index("company_reviews_author_trgm_idx").using("gin", sql`${table.authorName} gin_trgm_ops`),
    index("company_reviews_text_trgm_idx").using("gin", sql`${table.text} gin_trgm_ops`),
    check("company_reviews_rating", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
