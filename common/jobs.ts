/** The eight industries of SPEC §1/§2 a job can belong to ("And More" is the catch-all). */
export const INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Manufacturing",
  "Real Estate",
  "Education",
  "Legal",
  "Other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const EMPLOYMENT_TYPES = [
  "full-time",
  "part-time",
  "contract",
  "contract-to-hire",
  "temporary",
] as const;
export const WORKPLACE_TYPES = ["on-site", "hybrid", "remote"] as const;
export const JOB_PRIORITIES = ["High", "Normal", "Low"] as const;
export const JOB_STATUSES = ["draft", "open", "filled", "closed"] as const;
export const SALARY_PERIODS = ["year", "hour"] as const;

/** SPEC §9: featured jobs are priority High only, at most three. */
export const FEATURED_JOBS_LIMIT = 3;
