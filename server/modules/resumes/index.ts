export { SKILLS_VOCABULARY } from "../../../common/skills-vocabulary";
export {
  limitUploadsByAddress,
  readResumeText,
  receiveResumeForm,
  removingFileOnFailure,
} from "./received-resume";
export { extractResumeFields } from "./resume-fields";
export { extractResumeText, RESUME_TYPES, resumeTextOf, UNREADABLE_RESUME_MESSAGE } from "./resume-text";
