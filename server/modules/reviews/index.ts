export { type AdminReview, listAdminReviews, moderateReview, REVIEW_STATUSES } from "./admin-reviews";
export { type CompanyReviewsOptions, getCompanyReviews } from "./company-reviews";
export {
  approveReview,
  hideReview,
  listPendingReviews,
  type ModeratedReview,
  parseReviewSubmission,
  REVIEW_NOT_FOUND,
  type ReviewStatus,
  submitReview,
} from "./moderation";
export {
  getReviewedCompany,
  REVIEW_HONEYPOT_FIELD,
  REVIEW_LIMIT_PER_IP,
  REVIEW_RECEIVED_MESSAGE,
  type ReceivedReview,
  visitorReview,
} from "./visitor-reviews";
