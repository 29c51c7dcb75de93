export {
  APPLICATION_FORM_FIELDS,
  APPLICATION_LIMIT_PER_IP,
  type ApplicationResult,
  type AppliedJob,
  submitApplication,
} from "./applications";
export { applicationConfirmationEmail } from "./confirmation-emails";
export {
  confirmResumeUpload,
  deleteAbandonedResumeUploads,
  RESUME_UPLOAD_LIMIT_PER_IP,
  RESUME_UPLOAD_TTL_SECONDS,
  type StagedResumeUpload,
  stageResumeUpload,
  type TalentProfileResult,
} from "./resume-uploads";
