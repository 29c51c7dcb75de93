export { type AuditRow, listAuditLog } from "./audit-log";
export {
  type AdminJob,
  type AdminJobRow,
  createJob,
  getAdminJob,
  JOB_NOT_FOUND,
  JOB_SORTS,
  type JobSort,
  listAdminJobs,
  setJobPriority,
  setJobStatus,
  updateJob,
} from "./jobs";
export {
  type AdminMessage,
  listAdminMessages,
  MESSAGE_NOT_FOUND,
  markMessageHandled,
  replyToMessage,
} from "./messages";
export { loadOverview, type Overview, type WeeklyActivity } from "./overview";
export { PAGE_SIZE, type Page } from "./paging";
export { type AdminReview, listAdminReviews, moderateReview, REVIEW_STATUSES } from "./reviews";
export { updateSiteSettings } from "./settings";
export {
  type AdminSubscriber,
  listAdminSubscribers,
  subscribersCsv,
  unsubscribeSubscriber,
} from "./subscribers";
