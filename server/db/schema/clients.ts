import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CLIENT_COMPANY_STATUSES, COMPANY_SIZE_BANDS } from "../../../common/clients";

/**
 * The companies that hire through the agency (issue 18): what job orders, jobs, placements,
 * timesheets and invoices belong to. A company registers through the employer portal as pending;
 * staff approve it (the credit check happens outside the site) or reject it with a reason. The
 * jobs' and placements' free-text `client` columns are matched to these rows by lower(legal_name)
 * when they gain a client_company_id.
 */
export const clientCompanies = pgTable(
  "client_companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    legalName: text("legal_name").notNull(),
    industry: text("industry").notNull(),
    /** Null only for companies migration 0022 made from placements' client names (not recorded then). */
    sizeBand: text("size_band", { enum: COMPANY_SIZE_BANDS }),
    street: text("street").notNull(),
    city: text("city").notNull(),
    /** Two-letter US state code. */
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    website: text("website"),
    status: text("status", { enum: CLIENT_COMPANY_STATUSES }).notNull().default("pending"),
    /** When and by which admin (email) the company was approved or rejected. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    rejectionReason: text("rejection_reason"),
    /** Invoices are due this many days after issue ("net 30"). */
    /** The onboarding checklist (issue 18): the profile as reviewed by the company, and who receives invoices. */
    phone: text("phone"),
    about: text("about"),
    profileCompletedAt: timestamp("profile_completed_at", { withTimezone: true }),
    billingContactName: text("billing_contact_name"),
    billingContactEmail: text("billing_contact_email"),
    billingContactPhone: text("billing_contact_phone"),
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    /** A direct hire's fee, as a percentage of first-year salary. */
    placementFeePercent: numeric("placement_fee_percent", { precision: 5, scale: 2 })
      .notNull()
      .default("20.00"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The console's list: one status, newest first. */
    index("client_companies_status_created_idx").on(table.status, table.createdAt.desc()),
    /** Matching the jobs' and placements' client names to a company. */
    index("client_companies_legal_name_idx").on(sql`lower(${table.legalName})`),
    check("client_companies_terms_check", sql`${table.paymentTermsDays} BETWEEN 0 AND 180`),
    check("client_companies_fee_check", sql`${table.placementFeePercent} BETWEEN 0 AND 100`),
    check(
      "client_companies_rejection_check",
      sql`(${table.status} = 'rejected') = (${table.rejectionReason} IS NOT NULL)`,
    ),
  ],
);
