export { type AuditRow, listAuditLog } from "./audit-log";
export {
  type AdminBlogPost,
  type AdminBlogPostRow,
  BLOG_POST_NOT_FOUND,
  BLOG_POST_SORTS,
  BLOG_SLUG_TAKEN,
  createBlogPost,
  deleteBlogPost,
  getAdminBlogPost,
  listAdminBlogPosts,
  removeBlogCover,
  setBlogPostStatus,
  updateBlogPost,
  uploadBlogCover,
} from "./blog-posts";
export { csvCell, csvLines, sendCsv } from "./csv";
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
export {
  type AdminSiteSettings,
  getAdminSiteSettings,
  REFERRAL_BONUS_LIMITS,
  updateSiteSettings,
} from "./settings";
export {
  type AdminSubscriber,
  listAdminSubscribers,
  subscribersCsv,
  unsubscribeSubscriber,
} from "./subscribers";
export {
  type AdminRegistrant,
  type AdminWebinar,
  type AdminWebinarRow,
  createWebinar,
  deleteWebinar,
  getAdminWebinar,
  listAdminWebinars,
  listRegistrants,
  registrantsCsv,
  updateWebinar,
  WEBINAR_HAS_REGISTRANTS,
  WEBINAR_NOT_FOUND,
  WEBINAR_SLUG_TAKEN,
  WEBINAR_SORTS,
} from "./webinars";
