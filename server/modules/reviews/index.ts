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
