export { effectiveSort, type JobSearchResult, searchJobs } from "./job-search";
export {
  featuredJobs,
  getPublishedJob,
  type JobDetail,
  type JobOption,
  type JobSummary,
  listOpenJobOptions,
  openJobsForSitemap,
  similarJobs,
} from "./jobs";
