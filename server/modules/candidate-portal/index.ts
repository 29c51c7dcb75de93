export { type CandidateDashboardData, candidateDashboard } from "./dashboard";
export { describeAlert, runDueJobAlerts } from "./job-alert-runs";
export { findJobAlertByToken, jobAlertUnsubscribe } from "./job-alert-unsubscribe";
export { type JobAlertWorker, startJobAlertWorker } from "./job-alert-worker";
export {
  createJobAlert,
  deleteJobAlert,
  listJobAlerts,
  unsubscribeJobAlert,
  updateJobAlertFrequency,
} from "./job-alerts";
export {
  applyWithProfile,
  ONE_CLICK_APPLY_LIMIT,
  ONE_CLICK_MESSAGES,
  type OneClickApplication,
} from "./one-click-apply";
export { listSavedJobs, saveJob, unsaveJob } from "./saved-jobs";
