import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type BusinessHours = { days: string; hours: string }[];
export type SocialLinks = { network: "linkedin" | "facebook" | "x"; label: string; url: string }[];

/** One row (id = 1) of settings the site shows and admins edit. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    address: text("address"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    businessHours: jsonb("business_hours").$type<BusinessHours>().notNull().default([]),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default([]),
    /** The referral rule shown to candidates: this many dollars once the friend has this many approved hours. */
    referralBonusAmount: integer("referral_bonus_amount").notNull().default(500),
    referralBonusHours: integer("referral_bonus_hours").notNull().default(160),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);
