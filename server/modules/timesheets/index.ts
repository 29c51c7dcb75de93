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
export {
  decideTimesheetById,
  TIMESHEET_NOT_FOUND,
} from "./decisions";
export { APPROVAL_REQUEST_SUBJECT, TIMESHEET_APPROVED_SUBJECT, TIMESHEET_REJECTED_SUBJECT } from "./emails";
export type { PlacementRow } from "./placements";
export { listCandidatePlacements } from "./placements";
export { rejectionSchema } from "./timesheet-input";
export { reviewsOf, type TimesheetRow } from "./week-days";
