import { z } from "zod";
import { INTERVIEW_LIMITS, INTERVIEW_LOCATION_LABELS } from "../../../common/interviews";
import { INTERVIEW_FORMATS, type InterviewFormat } from "../../../common/recruiting";
import { fromZonedLocal, isIanaTimeZone } from "../../../common/time-zones";

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** A list of names, from an array or from a form's text (one per line or comma-separated). */
const interviewersField = z
  .union([z.array(z.string({ error: "Each interviewer must be a name." })), z.string()], {
    error: "List the interviewers by name.",
  })
  .nullish()
  .transform((value) =>
    (typeof value === "string" ? value.split(/[\n,]/) : (value ?? []))
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .refine((names) => names.length <= INTERVIEW_LIMITS.maxInterviewers, {
    message: `List at most ${INTERVIEW_LIMITS.maxInterviewers} interviewers.`,
  })
  .refine((names) => names.every((name) => name.length <= INTERVIEW_LIMITS.maxInterviewerName), {
    message: `Each interviewer's name must be at most ${INTERVIEW_LIMITS.maxInterviewerName} characters.`,
  });

const { minDurationMinutes: minDuration, maxDurationMinutes: maxDuration } = INTERVIEW_LIMITS;

/** How long, how and where, and who: the same fields wherever an interview is set up. */
export const interviewDetailFields = {
  durationMinutes: z.coerce
    .number({ error: "Duration must be a whole number of minutes." })
    .int("Duration must be a whole number of minutes.")
    .min(minDuration, `Duration must be at least ${minDuration} minutes.`)
    .max(maxDuration, `Duration must be at most ${maxDuration} minutes.`),
  format: z.enum(INTERVIEW_FORMATS, { error: "Choose phone, video or on-site." }),
  location: optionalText("Location", INTERVIEW_LIMITS.maxLocation),
  meetingUrl: optionalText("Meeting link", INTERVIEW_LIMITS.maxMeetingUrl),
  interviewers: interviewersField,
};

/**
 * The schedule and reschedule forms: date and time as read in the chosen IANA zone, the length, the
 * format with its place (a phone number, a meeting link or an address) and who interviews. The start
 * must be in the future.
 */
export const interviewInputSchema = z
  .object({
    date: z
      .string({ error: "Date is required." })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD."),
    time: z
      .string({ error: "Time is required." })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the time as HH:MM (24-hour)."),
    timeZone: z
      .string({ error: "Time zone is required." })
      .trim()
      .refine(isIanaTimeZone, "Choose a time zone such as America/New_York."),
    ...interviewDetailFields,
  })
  .strict()
  .superRefine((value, ctx) => {
    requirePlace(value, ctx);
    const startsAt = fromZonedLocal(value.date, value.time, value.timeZone);
    if (!startsAt) {
      ctx.addIssue({
        code: "custom",
        path: ["time"],
        message: "That time does not exist in this time zone.",
      });
    } else if (startsAt.getTime() <= Date.now()) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "Choose a date and time in the future." });
    }
  })
  .transform(({ date, time, ...value }) => ({
    ...keepOwnPlace(value),
    // Checked above: superRefine stops the transform when the time is not a real future instant.
    startsAt: fromZonedLocal(date, time, value.timeZone) as Date,
  }));

/** Only the format's own place is kept: a video interview has no address, a phone one no link. */
export function keepOwnPlace<
  Value extends { format: InterviewFormat; location: string | null; meetingUrl: string | null },
>(value: Value): Value {
  return {
    ...value,
    location: value.format === "video" ? null : value.location,
    meetingUrl: value.format === "video" ? value.meetingUrl : null,
  };
}

export type InterviewInput = z.output<typeof interviewInputSchema>;

/** The format's place: a meeting link (a real web link) for video, a phone number or address otherwise. */
export function requirePlace(
  value: { format: InterviewFormat; location: string | null; meetingUrl: string | null },
  ctx: z.RefinementCtx,
) {
  const label = INTERVIEW_LOCATION_LABELS[value.format];
  if (value.format === "video") {
    if (!value.meetingUrl) {
      ctx.addIssue({
        code: "custom",
        path: ["meetingUrl"],
        message: `${label} is required for a video interview.`,
      });
    } else if (!isWebLink(value.meetingUrl)) {
      ctx.addIssue({
        code: "custom",
        path: ["meetingUrl"],
        message: "Enter the full link, starting with https://.",
      });
    }
  } else if (!value.location) {
    const kind = value.format === "phone" ? "a phone interview" : "an on-site interview";
    ctx.addIssue({ code: "custom", path: ["location"], message: `${label} is required for ${kind}.` });
  }
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** POST /api/candidates/interviews/:id/reschedule-request. */
export const rescheduleRequestSchema = z
  .object({
    note: z
      .string({ error: "Tell us which times suit you." })
      .trim()
      .min(1, "Tell us which times suit you.")
      .max(
        INTERVIEW_LIMITS.maxCandidateNote,
        `Keep the note to ${INTERVIEW_LIMITS.maxCandidateNote} characters.`,
      ),
  })
  .strict();
export type RescheduleRequest = z.output<typeof rescheduleRequestSchema>;
