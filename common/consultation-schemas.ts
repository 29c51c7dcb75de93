/**
 * The input schemas of consultations (issue 20), with CONSULTATION_MESSAGES: the booking form checks
 * with them in the browser and the server parses every call with them. The endpoints and shapes are
 * listed in `common/consultations.ts`.
 */

import {
  AGENDA_VIEWS,
  BUSINESS_HOURS,
  CONSULTATION_FORMATS,
  CONSULTATION_LIMITS,
  CONSULTATION_TYPE_INFO,
  CONSULTATION_TYPES,
  FIRST_AVAILABLE,
  CONSULTATION_MESSAGES as M,
  OFFICE_IDS,
  type WeeklyHours,
} from "./consultations";
import { companyFields } from "./employer-accounts";
import { emailAddress, phoneNumber, requiredLine, singleLine } from "./form-fields";
import { HONEYPOT_FIELD } from "./honeypot";
import { isIanaTimeZone } from "./time-zones";
import { z } from "./zod";

const optionalLine = (tooLong: string, max: number) =>
  z
    .string({ message: tooLong })
    .nullish()
    .transform((value) => (value ? singleLine(value) : ""))
    .pipe(z.string().max(max, { message: tooLong }))
    .transform((value) => value || null);

const instant = (message: string) =>
  z
    .string({ message })
    .pipe(z.iso.datetime({ offset: true, message }))
    .transform((value) => new Date(value));

const timeZoneField = z.string({ message: M.timeZone }).refine(isIanaTimeZone, { message: M.timeZone });

/** A staff member's id, or "any" (first available); missing means first available. */
const staffChoice = z
  .union([z.literal(FIRST_AVAILABLE), z.uuid()], { message: M.staff })
  .optional()
  .transform((value) => (value === undefined || value === FIRST_AVAILABLE ? null : value));

const consultationType = z.enum(CONSULTATION_TYPES, { message: M.type });

/** GET /api/consultations/slots query. */
export const consultationSlotsQuerySchema = z.object({
  type: consultationType,
  staff: staffChoice,
  timeZone: timeZoneField,
  from: z.iso.date({ message: M.range }).optional(),
  to: z.iso.date({ message: M.range }).optional(),
});
export type ConsultationSlotsQuery = z.output<typeof consultationSlotsQuerySchema>;

/** POST /api/consultations: the booking form. */
export const consultationBookingSchema = z
  .object({
    type: consultationType,
    staffId: staffChoice,
    start: instant(M.start),
    timeZone: timeZoneField,
    format: z.enum(CONSULTATION_FORMATS, { message: M.format }),
    office: z.enum(OFFICE_IDS, { message: M.office }).nullish(),
    name: requiredLine(M.name, M.nameTooLong, CONSULTATION_LIMITS.name),
    email: emailAddress(M.email, CONSULTATION_LIMITS.email),
    phone: phoneNumber(M.phone, CONSULTATION_LIMITS.phone),
    company: optionalLine(M.companyTooLong, CONSULTATION_LIMITS.company),
    topic: z
      .string({ message: M.topic })
      .trim()
      .min(CONSULTATION_LIMITS.topicMin, { message: M.topic })
      .max(CONSULTATION_LIMITS.topic, { message: M.topicTooLong }),
    /** The hidden field only bots fill. */
    [HONEYPOT_FIELD]: z.unknown().optional(),
  })
  .superRefine((value, context) => {
    if (value.format === "in-person" && !value.office)
      context.addIssue({ code: "custom", path: ["office"], message: M.office });
    if (CONSULTATION_TYPE_INFO[value.type].companyRequired && !value.company)
      context.addIssue({ code: "custom", path: ["company"], message: M.company });
  })
  .transform(({ office, ...value }) => ({
    ...value,
    office: value.format === "in-person" ? (office ?? null) : null,
  }));
export type ConsultationBookingInput = z.input<typeof consultationBookingSchema>;
export type ConsultationBooking = z.output<typeof consultationBookingSchema>;

/** POST /api/consultations/links/:token/reschedule; staffId defaults to the same staff member. */
export const consultationRescheduleSchema = z.object({
  start: instant(M.start),
  staffId: z.union([z.literal(FIRST_AVAILABLE), z.uuid()], { message: M.staff }).optional(),
  timeZone: timeZoneField.optional(),
});
export type ConsultationRescheduleInput = z.input<typeof consultationRescheduleSchema>;

const wallClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: M.weeklyHours });

const hoursRange = z
  .object({ start: wallClockTime, end: wallClockTime })
  .refine(({ start, end }) => start < end && start >= BUSINESS_HOURS.opens && end <= BUSINESS_HOURS.closes, {
    message: M.weeklyHours,
  });

/** Weekdays only; ranges of one day must not overlap. */
const weeklyHours = z
  .partialRecord(z.enum(["1", "2", "3", "4", "5"], { message: M.weeklyHours }), z.array(hoursRange).max(4))
  .refine(
    (days) =>
      Object.values(days).every((ranges) =>
        [...(ranges ?? [])]
          .sort((a, b) => a.start.localeCompare(b.start))
          .every((range, index, sorted) => index === 0 || (sorted[index - 1]?.end ?? "") <= range.start),
      ),
    { message: M.weeklyHours },
  ) as z.ZodType<WeeklyHours>;

/** POST and PUT /api/admin/consultations/staff[/:id]. */
export const staffScheduleSchema = z.object({
  email: emailAddress(M.staffEmail, CONSULTATION_LIMITS.email),
  name: requiredLine(M.name, M.nameTooLong, CONSULTATION_LIMITS.staffName),
  active: z.boolean({ message: "Active must be true or false" }).default(true),
  types: z
    .array(consultationType)
    .min(1, { message: M.staffTypes })
    .transform((types) => [...new Set(types)]),
  weeklyHours: weeklyHours,
  meetingUrl: z
    .string({ message: M.meetingUrl })
    .trim()
    .max(CONSULTATION_LIMITS.meetingUrl, { message: M.meetingUrl })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
      message: M.meetingUrl,
    }),
});
export type StaffScheduleInput = z.input<typeof staffScheduleSchema>;

/** POST /api/admin/consultations/staff/:id/time-off */
export const timeOffSchema = z
  .object({
    startsAt: instant(M.timeOff),
    endsAt: instant(M.timeOff),
    note: optionalLine(M.notesTooLong, CONSULTATION_LIMITS.reason),
  })
  .refine(({ startsAt, endsAt }) => endsAt > startsAt, { path: ["endsAt"], message: M.timeOff });
export type TimeOffInput = z.input<typeof timeOffSchema>;

/** POST /api/admin/consultations/holidays */
export const holidaySchema = z.object({
  date: z.iso.date({ message: M.holidayDate }),
  name: requiredLine(M.holidayName, M.holidayName, CONSULTATION_LIMITS.holidayName),
});
export type HolidayInput = z.input<typeof holidaySchema>;

/** GET /api/admin/consultations/agenda query; the date defaults to today in Florida. */
export const agendaQuerySchema = z.object({
  view: z.enum(AGENDA_VIEWS, { message: "View must be day or week" }).default("day"),
  date: z.iso.date({ message: M.holidayDate }).optional(),
  staff: z.uuid({ message: M.staff }).optional(),
});

const notes = z
  .string({ message: M.notesTooLong })
  .trim()
  .max(CONSULTATION_LIMITS.notes, { message: M.notesTooLong })
  .nullish()
  .transform((value) => value || null);

/** POST /api/admin/consultations/bookings/:id/outcome */
export const consultationOutcomeSchema = z.object({
  status: z.enum(["completed", "no_show"], { message: M.outcome }),
  notes,
});
export type ConsultationOutcomeInput = z.input<typeof consultationOutcomeSchema>;

/** POST /api/admin/consultations/bookings/:id/cancel */
export const staffCancelSchema = z.object({
  reason: optionalLine(M.notesTooLong, CONSULTATION_LIMITS.reason),
});
export type StaffCancelInput = z.input<typeof staffCancelSchema>;

/** POST /api/admin/consultations/bookings/:id/move; staffId defaults to the same staff member. */
export const staffMoveSchema = consultationRescheduleSchema.omit({ timeZone: true });
export type StaffMoveInput = z.input<typeof staffMoveSchema>;

/** POST /api/admin/consultations/bookings/:id/link: exactly one of the two. */
export const consultationLinkSchema = z
  .object({
    candidateId: z.uuid({ message: M.linkTarget }).nullish(),
    clientCompanyId: z.uuid({ message: M.linkTarget }).nullish(),
  })
  .refine(({ candidateId, clientCompanyId }) => Boolean(candidateId) !== Boolean(clientCompanyId), {
    message: M.linkTarget,
    path: ["candidateId"],
  });
export type ConsultationLinkInput = z.input<typeof consultationLinkSchema>;

/** POST /api/admin/consultations/bookings/:id/client-company: a pending client company from the booking. */
export const consultationClientCompanySchema = z.object(companyFields);
export type ConsultationClientCompanyInput = z.input<typeof consultationClientCompanySchema>;
