import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CONSULTATION_FORMATS,
  CONSULTATION_STATUSES,
  CONSULTATION_TYPES,
  OFFICE_IDS,
  type WeeklyHours,
} from "../../../common/consultations";
import { candidates } from "./candidates";
import { clientCompanies } from "./clients";

/**
 * The staff who take consultations (issue 20): admins, known by the email they sign in with. Their
 * weekly hours are on the Eastern clock, inside business hours.
 */
export const consultationStaff = pgTable(
  "consultation_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased: the admin's sign-in address. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    types: text("types", { enum: CONSULTATION_TYPES }).array().notNull().default([]),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull().default({}),
    /** The video call link given to visitors who choose video. */
    meetingUrl: text("meeting_url"),
    /**
     * Raised by a trigger (migration 0025) with every change to this staff member's consultations, in
     * the same transaction: the slot search keeps their consultations in memory until it moves.
     */
    bookingsVersion: bigint("bookings_version", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("consultation_staff_email_unique").on(sql`lower(${table.email})`)],
);

/** A staff member's time away: no slots are offered that overlap it. */
export const consultationTimeOff = pgTable(
  "consultation_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => consultationStaff.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consultation_time_off_staff_idx").on(table.staffId, table.endsAt),
    check("consultation_time_off_order", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Days the whole company is closed (an Eastern calendar date). */
export const companyHolidays = pgTable(
  "company_holidays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("company_holidays_date_unique").on(table.date)],
);

/**
 * A booked consultation. Random ids; the visitor reaches it only through signed links. Migration 0025
 * adds what Drizzle cannot say: the EXCLUDE constraint that keeps a staff member's consultations, each
 * with the 10-minute buffer after it (consultation_blocked_range), from overlapping unless cancelled.
 */
export const consultations = pgTable(
  "consultations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: CONSULTATION_TYPES }).notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => consultationStaff.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: CONSULTATION_STATUSES }).notNull().default("booked"),
    format: text("format", { enum: CONSULTATION_FORMATS }).notNull(),
    office: text("office", { enum: OFFICE_IDS }),
    visitorName: text("visitor_name").notNull(),
    /** Stored lower-cased; the portals find a person's consultations by their verified address. */
    visitorEmail: text("visitor_email").notNull(),
    visitorPhone: text("visitor_phone").notNull(),
    visitorCompany: text("visitor_company"),
    topic: text("topic").notNull(),
    /** The visitor's IANA zone at booking: their emails show times in it, Eastern beside. */
    visitorTimeZone: text("visitor_time_zone").notNull(),
    /** Staff notes (outcome) and why it was cancelled, by whom. */
    notes: text("notes"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    clientCompanyId: uuid("client_company_id").references(() => clientCompanies.id, { onDelete: "set null" }),
    /** The iCalendar SEQUENCE: raised on each change the visitor is sent. */
    sequence: integer("sequence").notNull().default(0),
    /** When each reminder is due; null once sent, skipped, or when there is none to send. */
    dayReminderDueAt: timestamp("day_reminder_due_at", { withTimezone: true }),
    hourReminderDueAt: timestamp("hour_reminder_due_at", { withTimezone: true }),
    /** SHA-256 of the client address: enough to spot abuse without keeping the address. */
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The agenda (by start) and each staff member's day. */
    index("consultations_starts_idx").on(table.startsAt),
    index("consultations_staff_starts_idx").on(table.staffId, table.startsAt),
    /** The portals: by the visitor's address. */
    index("consultations_visitor_email_idx").on(sql`lower(${table.visitorEmail})`, table.startsAt),
    /** The reminder worker's two queues. */
    index("consultations_day_reminder_idx")
      .on(table.dayReminderDueAt)
      .where(sql`${table.dayReminderDueAt} IS NOT NULL`),
    index("consultations_hour_reminder_idx")
      .on(table.hourReminderDueAt)
      .where(sql`${table.hourReminderDueAt} IS NOT NULL`),
    check("consultations_order", sql`${table.endsAt} > ${table.startsAt}`),
    check("consultations_office", sql`(${table.format} = 'in-person') = (${table.office} IS NOT NULL)`),
  ],
);
