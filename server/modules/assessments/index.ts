/** Skills assessments (issue 21): the bank, sittings with a server deadline, scoring, results, the staff side. */
export {
  accommodationSchema,
  assessmentAnswerSchema,
  assessmentEventSchema,
  assessmentSettingsSchema,
  assessmentSharingSchema,
  attemptFiltersSchema,
  attemptResetSchema,
  itemListQuerySchema,
  itemSchema,
  writtenScoreOverrideSchema,
} from "../../../common/assessment-schemas";
export { grantAccommodation, listAccommodations, removeAccommodation } from "./accommodations";
export { ensureAssessmentBanks, SHIPPED_ASSESSMENTS } from "./bank/ensure-banks";
export { closeExpiredSittings, startAssessmentDeadlineWorker } from "./deadline-worker";
export { getPublicAssessment, listPublicAssessments } from "./listing";
export {
  type ApplicationRef,
  assessmentsForApplications,
  exportCandidateAssessments,
  listCandidateResults,
  retireExpiredBadges,
  setResultSharing,
  sharedAssessmentBadges,
  sharedAssessmentResults,
} from "./results";
export {
  claimAssessmentAttempts,
  getSitting,
  RetakeTooSoon,
  recordSittingEvent,
  type SittingOwner,
  saveAnswer,
  startSittingAsCandidate,
  submitSitting,
  visitorSittingStart,
} from "./sittings";
export {
  attemptsCsv,
  getAttemptAsStaff,
  listAttemptsAsStaff,
  overrideWrittenScore,
  resetAttempt,
} from "./staff-attempts";
export {
  createItem,
  editItem,
  getItemAsStaff,
  itemStatisticsAsStaff,
  listAssessmentsAsStaff,
  listItemsAsStaff,
  setItemRetired,
  updateAssessmentSettings,
} from "./staff-bank";
export { assessmentCodeRequest, VISITOR_CODE_LIMITS } from "./visitor-codes";
