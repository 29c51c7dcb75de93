export type { JobDetail, JobSummary } from "../../../common/jobs";
export {
  type AdminJob,
  type AdminJobRow,
  createJob,
  endOrderJob,
  getAdminJob,
  insertPublishedJob,
  JOB_NOT_FOUND,
  JOB_SORTS,
  type JobInput,
  type JobSort,
  jobInputSchema,
  jobPrioritySchema,
  jobStatusSchema,
  listAdminJobs,
  setJobPriority,
  setJobStatus,
  updateJob,
} from "./admin-jobs";
export { effectiveSort, type JobSearchResult, searchJobs } from "./job-search";
export {
  featuredJobs,
  getPublishedJob,
  type JobOption,
  listOpenJobOptions,
  openJobsForSitemap,
  similarJobs,
} from "./jobs";
