import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import { SUBMISSION_REJECTION_REASONS, SUBMISSION_STATUSES } from "../../../common/job-orders";
import { z } from "../../../common/zod";

const note = (max: number, tooLong: string) =>
  z
    .string({ error: "The note must be text." })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** POST /api/admin/applications/:id/submit-to-client: the recruiter's note for the client. */
export const submitToClientSchema = z
  .object({
    note: z
      .string({ error: "Write a note for the client." })
      .trim()
      .min(1, "Write a note for the client: why this candidate fits the order.")
      .max(
        SUBMISSION_LIMITS.recruiterNote,
        `Keep the note to ${SUBMISSION_LIMITS.recruiterNote.toLocaleString("en-US")} characters.`,
      ),
  })
  .strict();
export type SubmitToClientInput = z.output<typeof submitToClientSchema>;

const decisionNote = note(
  SUBMISSION_LIMITS.decisionNote,
  `Keep the note to ${SUBMISSION_LIMITS.decisionNote.toLocaleString("en-US")} characters.`,
);

/**
 * The employer's decision on a submitted candidate: approve (an optional note), reject (a listed
 * reason; "other" needs words) or request more information (the question is the note).
 */
export const submissionDecisionSchema = z
  .discriminatedUnion(
    "decision",
    [
      z.object({ decision: z.literal("approve_for_interview"), note: decisionNote }).strict(),
      z
        .object({
          decision: z.literal("reject"),
          reasonCode: z.enum(SUBMISSION_REJECTION_REASONS, { error: SUBMISSION_MESSAGES.reasonRequired }),
          note: decisionNote,
        })
        .strict()
        .refine((value) => value.reasonCode !== "other" || value.note !== null, {
          path: ["note"],
          message: SUBMISSION_MESSAGES.otherNeedsText,
        }),
      z
        .object({ decision: z.literal("request_info"), note: decisionNote })
        .strict()
        .refine((value) => value.note !== null, {
          path: ["note"],
          message: SUBMISSION_MESSAGES.infoNoteRequired,
        }),
    ],
    { error: "Choose approve, reject or request more information." },
  )
  .transform((value) => ({ reasonCode: null, ...value }));
export type SubmissionDecisionInput = z.output<typeof submissionDecisionSchema>;

/** The company's list: by order and by status (anything else is ignored rather than refused). */
export const submissionListQuerySchema = z.object({
  order: z.uuid().optional().catch(undefined),
  status: z.enum(SUBMISSION_STATUSES).optional().catch(undefined),
});
