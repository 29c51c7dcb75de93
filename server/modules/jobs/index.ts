export { effectiveSort, type JobSearchResult, queryWords, searchJobs } from "./job-search";
export {
  featuredJobs,
  getPublishedJob,
  type JobDetail,
  type JobOption,
  type JobSummary,
  listOpenJobOptions,
  openJobIds,
  openJobsForSitemap,
  SIMILAR_JOBS_LIMIT,
  similarJobs,
} from "./jobs";
