import { jobFilterFields } from "./job-search";
import { JOB_ALERT_FREQUENCIES } from "./recruiting";
import { z } from "./zod";

/** Saved searches a candidate may keep at once. */
export const MAX_JOB_ALERTS = 10;
export const COVER_LETTER_MAX = 5000;

/**
 * POST /api/candidates/applications: the job, an optional note and optionally a builder resume;
 * everything else is the profile.
 */
export const oneClickApplicationSchema = z
  .object({
    jobId: z.string({ message: "Choose a job." }).trim().min(1, "Choose a job."),
    coverLetter: z
      .string()
      .trim()
      .max(COVER_LETTER_MAX, `Use at most ${COVER_LETTER_MAX} characters.`)
      .optional()
      .transform((value) => value || undefined),
    /** A resume saved on /resume-builder to send (its PDF) instead of the profile's resume file. */
    builderResumeId: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();

const frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: "Choose daily or weekly." });

/** POST /api/candidates/job-alerts: the job search's keywords and filters (names as on /jobs). */
export const jobAlertCreateSchema = z
  .object({
    q: jobFilterFields.q,
    location: jobFilterFields.location,
    type: jobFilterFields.type,
    industry: jobFilterFields.industry,
    remote: jobFilterFields.remote,
    frequency,
  })
  .strict();
export type JobAlertCreate = z.infer<typeof jobAlertCreateSchema>;

/** PATCH /api/candidates/job-alerts/:id */
export const jobAlertUpdateSchema = z.object({ frequency }).strict();

/** POST /api/job-alerts/unsubscribe */
export const jobAlertUnsubscribeSchema = z
  .object({ token: z.string({ message: "The link is incomplete." }).min(20).max(200) })
  .strict();
