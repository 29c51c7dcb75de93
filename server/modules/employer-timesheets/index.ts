/**
 * The employer portal's timesheets (issue 18): a client company's approvers approve or reject their
 * contractors' weeks, one by one or in bulk, through the timesheets module's decision rule.
 */
export {
  approveCompanyWeek,
  bulkApprovalSchema,
  bulkApproveCompanyWeeks,
  rejectCompanyWeek,
} from "./approvals";
export { listCompanyTimesheets, waitingWeeksSummary } from "./company-weeks";
