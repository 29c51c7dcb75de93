import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

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
