export type { JobDetail, JobSummary } from "../../../common/jobs";
export { effectiveSort, type JobSearchResult, searchJobs } from "./job-search";
export {
  featuredJobs,
  getPublishedJob,
  type JobOption,
  listOpenJobOptions,
  openJobsForSitemap,
  similarJobs,
} from "./jobs";
