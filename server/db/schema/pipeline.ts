import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  APPLICATION_STAGES,
  OFFER_STATUSES,
  STAGE_ACTORS,
  STAGE_EVENT_KINDS,
} from "../../../common/recruiting";
import { applications } from "./applications";
import { money } from "./columns";

/**
 * Every stage an application went through, with its time: the history the candidate sees. Internal
 * notes are never here (application_notes).
 */
export const applicationStageEvents = pgTable(
  "application_stage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Null for the first event (the application arriving). */
    fromStage: text("from_stage", { enum: APPLICATION_STAGES }),
    toStage: text("to_stage", { enum: APPLICATION_STAGES }).notNull(),
    actor: text("actor", { enum: STAGE_ACTORS }).notNull(),
    /** A move, or a step that kept the stage (from_stage = to_stage): common/recruiting.ts STAGE_EVENT_KINDS. */
    kind: text("kind", { enum: STAGE_EVENT_KINDS }).notNull().default("move"),
    /** The recruiter's email when actor = 'recruiter'; internal, never sent to the candidate. */
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_stage_events_application_idx").on(table.applicationId, table.createdAt)],
);

/** Recruiters' internal notes on an application: never shown to the candidate. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);

/** An offer made for an application; accepting it creates the placement. */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    client: text("client").notNull(),
    roleTitle: text("role_title").notNull(),
    location: text("location"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    /** Dollars per hour paid to the contractor; the bill rate is what the client pays (internal). */
    payRate: money("pay_rate").notNull(),
    billRate: money("bill_rate").notNull(),
    supervisorName: text("supervisor_name"),
    supervisorEmail: text("supervisor_email"),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("extended"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("offers_application_idx").on(table.applicationId, table.createdAt),
    check("offers_rates", sql`${table.payRate} > 0 AND ${table.billRate} >= ${table.payRate}`),
  ],
);
