export { type CompanyReviewsOptions, getCompanyReviews } from "./company-reviews";
export {
  type AdminReview,
  listAdminReviews,
  moderateReview,
  REVIEW_NOT_FOUND,
  REVIEW_STATUSES,
  type ReviewRecord,
  type ReviewStatus,
  reviewDecisionSchema,
} from "./moderation";
export { submitReview } from "./submission";
export {
  getReviewedCompany,
  REVIEW_HONEYPOT_FIELD,
  REVIEW_LIMIT_PER_IP,
  REVIEW_RECEIVED_MESSAGE,
  type ReceivedReview,
  visitorReview,
} from "./visitor-reviews";
