import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

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
  (table) => [
    // /webinars by start time, and the console's default order (id last) at any page depth.
    index("webinars_starts_id_idx").on(table.startsAt, table.id),
    // The console's other orders (each with id last, as the list sorts).
    index("webinars_title_idx").on(table.title, table.id),
    index("webinars_status_idx").on(table.status, table.id),
    // The console's substring search on title or slug.
    index("webinars_title_trgm_idx").using("gin", sql`${table.title} gin_trgm_ops`),
    index("webinars_slug_trgm_idx").using("gin", sql`${table.slug} gin_trgm_ops`),
  ],
);

/** One person's seat at one webinar; the same address registers once per webinar. */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    // A UUID: it appears in the calendar invite's UID and must not reveal how many people registered.
    id: uuid("id").primaryKey().defaultRandom(),
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("webinar_registrations_webinar_email").on(table.webinarId, table.email),
    // The console's registrant list, in the order they registered, at any page depth.
    index("webinar_registrations_webinar_created_idx").on(table.webinarId, table.createdAt, table.id),
    check("webinar_registrations_email_lower", sql`${table.email} = lower(${table.email})`),
  ],
);
