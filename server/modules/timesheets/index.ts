export {
  type AdminPlacementsPage,
  endPlacement,
  getAdminPlacement,
  listAdminPlacements,
  listPlacementTimesheets,
  updatePlacementSupervisor,
} from "./admin-placements";
export {
  type AdminTimesheet,
  type AdminTimesheetsPage,
  decideTimesheetAsStaff,
  listSubmittedTimesheets,
} from "./admin-timesheets";
export {
  APPROVAL_LINK_MESSAGES,
  approvalLinkReview,
  decideByToken,
  hashToken,
  LinkGone,
  reviewByToken,
} from "./approval-links";
export {
  getCandidateWeek,
  saveCandidateWeek,
  submitCandidateWeek,
  TIMESHEET_MESSAGES,
} from "./candidate-timesheets";
export { APPROVAL_REQUEST_SUBJECT, TIMESHEET_APPROVED_SUBJECT, TIMESHEET_REJECTED_SUBJECT } from "./emails";
export { listCandidatePlacements } from "./placements";
