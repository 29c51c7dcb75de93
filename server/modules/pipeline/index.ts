export {
  APPLICATION_NOT_FOUND,
  type ApplicationCard,
  addApplicationNote,
  applicationNoteSchema,
  applicationResumeFileId,
  applicationStageSchema,
  BOARD_CARDS_PER_STAGE,
  type BoardColumn,
  changeApplicationStage,
  GENERAL_JOB_FILTER,
  getAdminApplication,
  type JobFilterOption,
  LIST_STAGE_FILTERS,
  listAdminApplications,
  listJobFilterOptions,
  loadApplicationBoard,
  MANUAL_STAGES,
  PLACED_ONLY_BY_OFFER,
  type StageHistoryEntry,
} from "./admin-applications";
export {
  acceptCandidateOffer,
  CANDIDATE_WITHDRAW_REFUSED,
  type CandidateApplication,
  type CandidateOffer,
  declineCandidateOffer,
  listCandidateApplications,
  withdrawCandidateApplication,
} from "./candidate-applications";
export { OFFER_EMAIL_SUBJECT } from "./offer-emails";
export {
  acceptOfferForCandidate,
  acceptOfferIn,
  createOffer,
  OFFER_MESSAGES,
  OFFER_NOT_FOUND,
  offerSchema,
  withdrawOffer,
} from "./offers";
export { eventsOfApplication, stageEventsOf } from "./stage-history";
export {
  attachApplicationsToCandidate,
  moveApplicationToStage,
  recordApplicationReceived,
  recordStageStep,
  type StageMove,
  stageLabel,
  stageMoveRefusal,
  verifiedCandidateIdByEmail,
} from "./stages";
