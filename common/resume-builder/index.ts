export {
  exampleResumeDocument,
  RESUME_EXAMPLE_ROLE_LABELS,
  RESUME_EXAMPLE_ROLES,
  type ResumeExampleRole,
} from "./examples";
export { RESUME_FONT_FILES, RESUME_PDF_FONT_FEATURES, RESUME_TEXT_RENDERING_STYLE } from "./font-files";
export { layoutResume } from "./layout";
export { emptyResumeDocument, newResumeId, resumeFromExtractedFields } from "./new-documents";
export { cityAndState, contactPieces, resumeDate, resumeDateRange, resumeTitle } from "./resume-format";
