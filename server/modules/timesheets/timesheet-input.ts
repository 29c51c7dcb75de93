import { z } from "zod";
import { isMonday, TIMESHEET_LIMITS } from "../../../common/timesheets";

export const weekQuerySchema = z.object({
  placement: z.string().trim().optional(),
  week: z.string().trim().refine(isMonday, "Choose a week by its Monday (YYYY-MM-DD).").optional(),
});

const daySchema = z.object({
  hours: z.coerce
    .number({ error: "Enter the hours as a number." })
    .min(0, "Hours cannot be negative.")
    .max(TIMESHEET_LIMITS.maxHours, "A day has at most 24 hours.")
    .refine((value) => Number.isInteger(value * 4), "Use quarter hours (.25, .5, .75)."),
  breakMinutes: z.coerce
    .number({ error: "Enter the break in minutes." })
    .int("Enter whole minutes.")
    .min(0, "A break cannot be negative.")
    .max(TIMESHEET_LIMITS.maxBreakMinutes, "A break is at most 1440 minutes."),
  note: z
    .string()
    .trim()
    .max(TIMESHEET_LIMITS.noteMax, "A note is at most 500 characters.")
    .optional()
    .default(""),
});

/** PUT body: the week's seven days, Monday first. */
export const weekDaysSchema = z.object({
  days: z.array(daySchema).length(7, "Send the seven days of the week, Monday first."),
});

export const rejectionSchema = z.object({
  reason: z
    .string({ error: "Give a reason for the rejection." })
    .trim()
    .min(1, "Give a reason for the rejection.")
    .max(TIMESHEET_LIMITS.reasonMax, "A reason is at most 1000 characters."),
});
