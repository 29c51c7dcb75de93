import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NEW_HIRE_CHECK_STATUSES } from "../../../common/client-onboarding";
import { clientCompanies } from "./clients";
import { employerUsers } from "./employer-accounts";
import { storedFiles } from "./files";
import { placements } from "./timesheets";

/**
 * A company's acceptance of the master services agreement: the name the user typed, when, from
 * which address, and the PDF of exactly what they accepted (stored_files). Kept for ever; a new
 * version of the agreement is accepted again.
 */
export const msaAcceptances = pgTable(
  "msa_acceptances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientCompanyId: uuid("client_company_id")
      .notNull()
      .references(() => clientCompanies.id, { onDelete: "cascade" }),
    employerUserId: uuid("employer_user_id").references(() => employerUsers.id, { onDelete: "set null" }),
    msaVersion: text("msa_version").notNull(),
    typedName: text("typed_name").notNull(),
    /** The signer's title and email as they were when accepting. */
    signerTitle: text("signer_title").notNull(),
    signerEmail: text("signer_email").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
    pdfFileId: uuid("pdf_file_id")
      .notNull()
      .references(() => storedFiles.id),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("msa_acceptances_company_idx").on(table.clientCompanyId, table.acceptedAt.desc())],
);

/**
 * The employer's tracker for a placed contractor: start confirmed, background check, drug screen,
 * I-9, and the first-day instructions (where and when to report) emailed to the contractor.
 */
export const newHireTrackers = pgTable("new_hire_trackers", {
  placementId: uuid("placement_id")
    .primaryKey()
    .references(() => placements.id, { onDelete: "cascade" }),
  startConfirmedAt: timestamp("start_confirmed_at", { withTimezone: true }),
  backgroundCheck: text("background_check", { enum: NEW_HIRE_CHECK_STATUSES })
    .notNull()
    .default("not_started"),
  drugScreen: text("drug_screen", { enum: NEW_HIRE_CHECK_STATUSES }).notNull().default("not_started"),
  i9VerifiedAt: timestamp("i9_verified_at", { withTimezone: true }),
  firstDayInstructions: text("first_day_instructions"),
  instructionsSentAt: timestamp("instructions_sent_at", { withTimezone: true }),
  updatedBy: uuid("updated_by").references(() => employerUsers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});
