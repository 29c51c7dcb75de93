export { storeBuilderResumeForApplication } from "./application-resume";
export { assertDocumentSize, RESUME_TOO_LARGE_MESSAGE } from "./document-size";
export { renderResumeDocx } from "./docx";
export {
  type ExportedResume,
  exportResume,
  importResume,
  RESUME_EXPORT_LIMIT_PER_IP,
  RESUME_IMPORT_LIMIT_PER_IP,
  RESUME_IMPORT_MESSAGES,
} from "./export-import";
export { renderResumePdf } from "./pdf";
export { setProfileResume } from "./profile-resume";
export { SAVED_RESUME_MESSAGES } from "./saved-resume-rows";
export {
  createSavedResume,
  deleteSavedResume,
  exportSavedResumes,
  getSavedResume,
  listSavedResumes,
  listSavedResumeVersions,
  restoreSavedResumeVersion,
  TOO_MANY_SAVED_RESUMES,
  updateSavedResume,
} from "./saved-resumes";
export { BUILDER_RESUME_WRITE_LIMIT } from "./write-limit";
