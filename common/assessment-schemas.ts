/**
 * The input schemas of skills assessments (issue 21), with ASSESSMENT_MESSAGES: the pages check with
 * them in the browser and the server parses every call with them. The endpoints and shapes are listed
 * in `common/assessments.ts`.
 */
import {
  ACCOMMODATION_EXTRA_TIME,
  ATTEMPT_EVENT_KINDS,
  ATTEMPT_STATUSES,
  ASSESSMENT_LIMITS as L,
  ASSESSMENT_MESSAGES as M,
} from "./assessments";
import { emailAddress } from "./form-fields";
import { z } from "./zod";

const email = emailAddress(M.email, L.email);

/** POST /api/assessments/:slug/verification */
export const assessmentVerificationSchema = z.object({ email });
export type AssessmentVerificationInput = z.input<typeof assessmentVerificationSchema>;

/** POST /api/assessments/:slug/attempts, for a visitor: the address and the code emailed to it. */
export const assessmentStartSchema = z.object({
  email,
  code: z
    .string({ message: M.code })
    .trim()
    .regex(/^\d{6}$/, { message: M.code }),
});
export type AssessmentStartInput = z.input<typeof assessmentStartSchema>;

const optionId = z.string({ message: M.answer }).min(1, { message: M.answer }).max(20, { message: M.answer });

/**
 * PUT /api/assessments/attempts/:id/answers/:position. `answer` is one of: { choice } (single choice),
 * { best, worst } (either may be null while the person has picked only one), { text } (written).
 * Which one fits is checked against the item.
 */
export const assessmentAnswerSchema = z.object({
  answer: z.union(
    [
      z.object({ choice: optionId.nullable() }).strict(),
      z.object({ best: optionId.nullable(), worst: optionId.nullable() }).strict(),
      z
        .object({ text: z.string({ message: M.answer }).max(L.writtenAnswer, { message: M.answerTooLong }) })
        .strict(),
    ],
    { message: M.answer },
  ),
  /** The total seconds the page has seen the person on this question so far. */
  timeSpentSeconds: z
    .number({ message: M.timeSpent })
    .int({ message: M.timeSpent })
    .min(0, { message: M.timeSpent })
    .max(L.maxTimeSpentSeconds, { message: M.timeSpent })
    .default(0),
});
export type AssessmentAnswerInput = z.input<typeof assessmentAnswerSchema>;

/** POST /api/assessments/attempts/:id/events; position is the question on screen, if any. */
export const assessmentEventSchema = z.object({
  kind: z.enum(ATTEMPT_EVENT_KINDS, { message: M.eventKind }),
  position: z.number({ message: M.position }).int({ message: M.position }).min(1).max(200).nullish(),
});
export type AssessmentEventInput = z.input<typeof assessmentEventSchema>;

/** PUT /api/candidates/assessments/:id/sharing */
export const assessmentSharingSchema = z.object({ shared: z.boolean({ message: M.sharing }) });
export type AssessmentSharingInput = z.input<typeof assessmentSharingSchema>;

const reason = z
  .string({ message: M.reason })
  .trim()
  .min(5, { message: M.reason })
  .max(L.reason, { message: M.reasonTooLong });

/** POST /api/admin/assessments/attempts/:id/written-score */
export const writtenScoreOverrideSchema = z.object({
  score: z.number({ message: M.writtenScore }).int({ message: M.writtenScore }).min(0).max(100, {
    message: M.writtenScore,
  }),
  reason,
});
export type WrittenScoreOverrideInput = z.input<typeof writtenScoreOverrideSchema>;

/** POST /api/admin/assessments/attempts/:id/reset */
export const attemptResetSchema = z.object({ reason });
export type AttemptResetInput = z.input<typeof attemptResetSchema>;

/** POST /api/admin/assessments/accommodations: for a candidate account or an email address. */
export const accommodationSchema = z
  .object({
    assessmentId: z.uuid({ message: M.notFound }),
    candidateId: z.uuid({ message: M.candidateNotFound }).nullish(),
    email: email.nullish(),
    extraTimePercent: z.union(
      ACCOMMODATION_EXTRA_TIME.map((percent) => z.literal(percent)),
      { message: M.extraTime },
    ),
    note: z
      .string({ message: M.reasonTooLong })
      .trim()
      .max(L.reason, { message: M.reasonTooLong })
      .nullish()
      .transform((value) => value || null),
  })
  .refine(({ candidateId, email }) => Boolean(candidateId) !== Boolean(email), {
    path: ["email"],
    message: M.accommodationTarget,
  });
export type AccommodationInput = z.input<typeof accommodationSchema>;

/** PUT /api/admin/assessments/:assessmentId/settings */
export const assessmentSettingsSchema = z.object({
  passThreshold: z
    .number({ message: M.passThreshold })
    .int({ message: M.passThreshold })
    .min(0, { message: M.passThreshold })
    .max(100, { message: M.passThreshold }),
});
export type AssessmentSettingsInput = z.input<typeof assessmentSettingsSchema>;

const optionText = z
  .string({ message: M.options })
  .trim()
  .min(1, { message: M.options })
  .max(L.option, { message: M.options });
const optionIndex = (message: string) => z.number({ message }).int({ message }).min(0, { message });

/**
 * POST /api/admin/assessments/:assessmentId/items (with sectionKey) and PUT …/items/:itemId (without:
 * an item stays in its section). What else is needed depends on the section's kind: options and
 * correctOption (single choice), options with bestOption and worstOption (best and worst), or a rubric
 * (written). Option indexes count from 0 in the order given; the server checks them against the kind.
 */
export const itemSchema = z
  .object({
    sectionKey: z.string({ message: M.section }).trim().min(1, { message: M.section }).max(60).optional(),
    prompt: z
      .string({ message: M.prompt })
      .trim()
      .min(10, { message: M.prompt })
      .max(L.prompt, { message: M.prompt }),
    passage: z
      .string({ message: M.passage })
      .trim()
      .max(L.passage, { message: M.passage })
      .nullish()
      .transform((value) => value || null),
    options: z.array(optionText, { message: M.options }).max(6, { message: M.options }).default([]),
    correctOption: optionIndex(M.correctOption).nullish(),
    bestOption: optionIndex(M.bestWorst).nullish(),
    worstOption: optionIndex(M.bestWorst).nullish(),
    rubric: z
      .object({
        minWords: z.number({ message: M.rubric }).int().min(1, { message: M.rubric }),
        maxWords: z.number({ message: M.rubric }).int().max(400, { message: M.rubric }),
        resolutionWords: z
          .array(z.string().trim().toLowerCase().min(2, { message: M.rubric }).max(40, { message: M.rubric }))
          .min(1, { message: M.rubric })
          .max(20, { message: M.rubric }),
      })
      .refine(({ minWords, maxWords }) => minWords < maxWords, { message: M.rubric })
      .nullish(),
    changeNote: z
      .string({ message: M.changeNote })
      .trim()
      .max(L.changeNote, { message: M.changeNote })
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((item, context) => {
    const inRange = (index: number | null | undefined) =>
      index !== null && index !== undefined && index < item.options.length;
    if (item.correctOption != null && !inRange(item.correctOption))
      context.addIssue({ code: "custom", path: ["correctOption"], message: M.correctOption });
    if (item.bestOption != null || item.worstOption != null) {
      if (!inRange(item.bestOption) || !inRange(item.worstOption) || item.bestOption === item.worstOption)
        context.addIssue({ code: "custom", path: ["bestOption"], message: M.bestWorst });
    }
  });
export type ItemInput = z.input<typeof itemSchema>;
export type ItemFields = z.output<typeof itemSchema>;

const yesNo = z.enum(["yes", "no"], { message: M.filter }).optional();
const score = z.coerce.number({ message: M.filter }).int({ message: M.filter }).min(0).max(100).optional();

/** GET /api/admin/assessments/attempts[/export.csv] query; every filter optional. */
export const attemptFiltersSchema = z.object({
  assessment: z.uuid({ message: M.filter }).optional(),
  from: z.iso.date({ message: M.filter }).optional(),
  to: z.iso.date({ message: M.filter }).optional(),
  minScore: score,
  maxScore: score,
  passed: yesNo,
  flagged: yesNo,
  status: z.enum(ATTEMPT_STATUSES, { message: M.filter }).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number({ message: M.filter }).int().min(1).max(2000).default(1),
});
export type AttemptFilters = z.output<typeof attemptFiltersSchema>;

/** GET /api/admin/assessments/:assessmentId/items query. */
export const itemListQuerySchema = z.object({
  status: z.enum(["active", "retired", "all"], { message: M.filter }).default("active"),
});
