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
/** How long a new posting stays valid for job boards (schema.org validThrough); staff can change it. */
export const POSTING_VALID_DAYS = 60;

/** SPEC §9: featured jobs are priority High only, at most three. */
export const FEATURED_JOBS_LIMIT = 3;

/** What a list, a card or the API's array item needs (SPEC §3: id, title, company, location, priority, salaryRange). */
export type JobSummary = {
  id: string;
  title: string;
  company: string;
  location: string;
  city: string;
  state: string;
  workplaceType: (typeof WORKPLACE_TYPES)[number];
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  industry: Industry;
  priority: (typeof JOB_PRIORITIES)[number];
  salaryRange: { min: number | null; max: number | null; period: (typeof SALARY_PERIODS)[number] };
  skills: string[];
  status: (typeof JOB_STATUSES)[number];
  postedAt: string | null;
  validThrough: string | null;
  updatedAt: Date;
};

/** A whole job: the summary plus its Markdown description and requirements. */
export type JobDetail = JobSummary & { description: string; requirements: string[]; createdAt: Date };
