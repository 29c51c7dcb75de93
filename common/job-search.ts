import { EMPLOYMENT_TYPES, INDUSTRIES, JOB_PRIORITIES, WORKPLACE_TYPES } from "./jobs";
import { z } from "./zod";

export const JOB_SORTS = ["relevance", "newest", "salary"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** Results per page on /jobs. */
export const JOBS_PAGE_SIZE = 10;
/** GET /api/jobs without `limit`. */
export const JOBS_API_DEFAULT_LIMIT = 20;
export const JOBS_LIMIT_MAX = 100;
/** Deep paging costs the database more than it helps anyone; narrow the search instead. */
export const JOBS_OFFSET_MAX = 10_000;
export const JOB_QUERY_MAX = 200;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `Use one of: ${values.join(", ")}.` });

/** The filters every job search understands, as strings from a query string. */
export const jobFilterFields = {
  q: optionalText(JOB_QUERY_MAX),
  location: optionalText(100),
  type: oneOf(EMPLOYMENT_TYPES).optional(),
  industry: oneOf(INDUSTRIES).optional(),
  remote: oneOf(WORKPLACE_TYPES).optional(),
  salaryMin: wholeNumber(0, 10_000_000, "Use a whole number of dollars per year.").optional(),
  priority: oneOf(JOB_PRIORITIES).optional(),
  sort: oneOf(JOB_SORTS).optional(),
};

/**
 * GET /api/jobs query parameters. Strict: a misspelt or unknown parameter is a 400 rather than a
 * filter silently ignored.
 */
export const jobSearchQuerySchema = z
  .object({
    ...jobFilterFields,
    limit: wholeNumber(1, JOBS_LIMIT_MAX, `Use a whole number from 1 to ${JOBS_LIMIT_MAX}.`).optional(),
    offset: wholeNumber(0, JOBS_OFFSET_MAX, `Use a whole number from 0 to ${JOBS_OFFSET_MAX}.`).optional(),
  })
  .strict();

export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

/** What the job search runs: the filters plus a resolved page window. */
export type JobSearch = Omit<JobSearchQuery, "limit" | "offset"> & { limit: number; offset: number };
