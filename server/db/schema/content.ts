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
    check("company_reviews_rating", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    authorName: text("author_name").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default([]),
    readingMinutes: integer("reading_minutes").notNull(),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_published_idx").on(table.status, table.publishedAt)],
);

export const webinars = pgTable(
  "webinars",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    audience: text("audience", { enum: ["employers", "job-seekers", "everyone"] }).notNull(),
    hostName: text("host_name").notNull(),
    hostTitle: text("host_title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    capacity: integer("capacity").notNull(),
    status: text("status", { enum: ["scheduled", "cancelled"] })
      .notNull()
      .default("scheduled"),
  },
  (table) => [index("webinars_starts_idx").on(table.startsAt)],
);
