import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import { INTERVIEW_FEEDBACK_OUTCOMES } from "../../../common/job-orders";
import { fromZonedLocal, isIanaTimeZone } from "../../../common/time-zones";
import { z } from "../../../common/zod";
import { interviewDetailFields, keepOwnPlace, requirePlace } from "./interview-input";

const { minProposedTimes, maxProposedTimes, minMinutesBetweenTimes } = SUBMISSION_LIMITS;

/** A wall-clock time as a datetime-local field sends it ("2026-12-08T10:00"), read in the zone. */
function localTimeField(timeZone: string) {
  return z
    .string({ error: "Enter a date and time." })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time.")
    .transform((value, ctx) => {
      const [date = "", time = ""] = value.split("T");
      const instant = fromZonedLocal(date, time, timeZone);
      if (!instant) {
        ctx.addIssue({ code: "custom", message: "That time does not exist in your time zone." });
        return z.NEVER;
      }
      if (instant.getTime() <= Date.now()) {
        ctx.addIssue({ code: "custom", message: "Choose a date and time in the future." });
        return z.NEVER;
      }
      return instant;
    });
}

/**
 * An employer's interview request, read in the user's time zone: the approved submission, 1–5
 * proposed times (future, at least an hour apart), the length, format and place, and who interviews.
 */
export function employerInterviewRequestSchema(timeZone: string) {
  return z
    .object({
      submissionId: z.uuid({ error: "Choose the candidate." }),
      times: z
        .array(localTimeField(timeZone), { error: "Propose at least one time." })
        .min(minProposedTimes, "Propose at least one time.")
        .max(maxProposedTimes, `Propose at most ${maxProposedTimes} times.`),
      ...interviewDetailFields,
    })
    .strict()
    .superRefine((value, ctx) => {
      requirePlace(value, ctx);
      const sorted = [...value.times].sort((a, b) => a.getTime() - b.getTime());
      const tooClose = sorted.some(
        (time, index) =>
          index > 0 && time.getTime() - (sorted[index - 1]?.getTime() ?? 0) < minMinutesBetweenTimes * 60_000,
      );
      if (tooClose) {
        ctx.addIssue({
          code: "custom",
          path: ["times"],
          message: "Space the proposed times at least an hour apart.",
        });
      }
    })
    .transform(({ times, ...value }) => ({
      ...keepOwnPlace(value),
      proposedTimes: [...times].sort((a, b) => a.getTime() - b.getTime()),
    }));
}
export type EmployerInterviewRequest = z.output<ReturnType<typeof employerInterviewRequestSchema>>;

/** The employer moves a scheduled interview to a new time, read in the user's zone. */
export function employerRescheduleSchema(timeZone: string) {
  return z.object({ time: localTimeField(timeZone) }).strict();
}

/** The candidate picks one of the proposed times (the instant as the portal received it). */
export const chooseInterviewTimeSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: SUBMISSION_MESSAGES.proposedTimeRequired }),
  })
  .strict();
export type ChooseInterviewTime = z.output<typeof chooseInterviewTimeSchema>;

export const interviewFeedbackSchema = z
  .object({
    outcome: z.enum(INTERVIEW_FEEDBACK_OUTCOMES, { error: "Choose hire, no hire or next round." }),
    comments: z
      .string({ error: "Comments must be text." })
      .trim()
      .max(
        SUBMISSION_LIMITS.feedbackComments,
        `Keep the comments to ${SUBMISSION_LIMITS.feedbackComments.toLocaleString("en-US")} characters.`,
      )
      .default(""),
  })
  .strict();
export type InterviewFeedbackInput = z.output<typeof interviewFeedbackSchema>;

/** PUT /api/employers/interviews/time-zone: the zone the user reads and proposes times in. */
export const employerTimeZoneSchema = z
  .object({
    timeZone: z
      .string({ error: "Choose a time zone." })
      .trim()
      .refine(isIanaTimeZone, "Choose a time zone such as America/New_York."),
  })
  .strict();
