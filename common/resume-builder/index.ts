export { type ResumeCheck, resumeChecks, splitDismissedChecks } from "./checks";
export {
  exampleResumeDocument,
  RESUME_EXAMPLE_ROLE_LABELS,
  RESUME_EXAMPLE_ROLES,
  type ResumeExampleRole,
} from "./examples";
export { RESUME_FONT_FILES, RESUME_TEXT_RENDERING_STYLE } from "./font-files";
export { toJsonResume } from "./json-resume-export";
export { fromJsonResume, JsonResumeError } from "./json-resume-import";
export type { JsonResume } from "./json-resume-types";
export { layoutResume } from "./layout";
export { emptyResumeDocument, newResumeId, resumeFromExtractedFields } from "./new-documents";
export { resumePlainText } from "./plain-text";
export { cityAndState, contactPieces, resumeDate, resumeDateRange, resumeTitle } from "./resume-format";
export {
  type EntryView,
  type FieldText,
  type ListView,
  type SectionView,
  sectionView,
} from "./section-views";
export { PAGE_SIZES, TEMPLATE_STYLES } from "./templates";
