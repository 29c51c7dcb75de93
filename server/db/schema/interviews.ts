import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INTERVIEW_FORMATS, INTERVIEW_RESPONSES, INTERVIEW_STATUSES } from "../../../common/recruiting";
import { applications } from "./applications";
import { employerUsers } from "./employer-accounts";

/**
 * An interview for an application. The calendar UID is derived from the id; `sequence` rises with
 * every reschedule or cancellation so calendar clients replace the event they hold.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** IANA zone the recruiter scheduled in (e.g. America/New_York), shown beside the candidate's own. */
    timeZone: text("time_zone").notNull(),
    format: text("format", { enum: INTERVIEW_FORMATS }).notNull(),
    /** Address for on-site, phone number for phone, empty for video. */
    location: text("location"),
    meetingUrl: text("meeting_url"),
    interviewers: text("interviewers").array().notNull().default([]),
    status: text("status", { enum: INTERVIEW_STATUSES }).notNull().default("scheduled"),
    /**
     * An employer's request (issue 18): the times they proposed, the candidate picks one (then
     * starts_at is that time and the status "scheduled"). Empty for interviews staff scheduled.
     */
    proposedTimes: timestamp("proposed_times", { withTimezone: true }).array().notNull().default(sql`'{}'`),
    requestedBy: uuid("requested_by").references(() => employerUsers.id, { onDelete: "set null" }),
    sequence: integer("sequence").notNull().default(0),
    candidateResponse: text("candidate_response", { enum: INTERVIEW_RESPONSES }).notNull().default("pending"),
    /** The candidate's note with a reschedule request (the recruiter sees it). */
    candidateNote: text("candidate_note"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("interviews_application_idx").on(table.applicationId, table.startsAt),
    index("interviews_starts_idx").on(table.startsAt),
    check("interviews_duration", sql`${table.durationMinutes} BETWEEN 5 AND 600`),
  ],
);
