import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    /**
     * A file in public/blog (e.g. "/blog/ats-resume.svg") drawn at 1200×630, the Open Graph ratio.
     * Optional: a post without one is listed and shown without an image.
     */
    coverImage: text("cover_image"),
    /** What the cover shows, for screen readers; required whenever there is a cover. */
    coverAlt: text("cover_alt"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("blog_posts_published_idx").on(table.status, table.publishedAt),
    index("blog_posts_tags_idx").using("gin", table.tags),
    // The console: its default order (last updated) and its substring search on title or slug.
    index("blog_posts_updated_idx").on(table.updatedAt, table.id),
    index("blog_posts_published_at_idx").on(table.publishedAt, table.id),
    index("blog_posts_title_idx").on(table.title, table.id),
    index("blog_posts_status_idx").on(table.status, table.id),
    index("blog_posts_title_trgm_idx").using("gin", sql`${table.title} gin_trgm_ops`),
    index("blog_posts_slug_trgm_idx").using("gin", sql`${table.slug} gin_trgm_ops`),
    // Only our own static files: a cover can never point at another site or a script URL.
    check(
      "blog_posts_cover_image_path",
      sql`${table.coverImage} IS NULL OR ${table.coverImage} ~ '^/blog/[a-z0-9][a-z0-9-]*[.](svg|png|jpg|webp|avif)$'`,
    ),
    check(
      "blog_posts_cover_alt",
      sql`${table.coverImage} IS NULL OR coalesce(length(trim(${table.coverAlt})), 0) > 0`,
    ),
  ],
);
