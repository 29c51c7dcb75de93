export type { CandidateSession } from "../../kernel/candidate-session";
export {
  type CandidateRow,
  candidateProfile,
  candidateResumeFileId,
  changeCandidatePassword,
  getCandidateProfile,
  loadCandidateProfile,
  PASSWORD_CHANGE_LIMIT,
  RESEND_CODE_COOLDOWN,
  registerCandidate,
  resendVerificationCode,
  signInCandidate,
  updateCandidateProfile,
  verifyCandidateEmail,
} from "./accounts";
export { requestPasswordReset, resetCandidatePassword } from "./password-reset";
export { CANDIDATE_RATE_LIMITS } from "./rate-limits";
export { REGISTRATION_FORM_FIELDS, registerCandidateFromForm } from "./registration-form";
export { RESUME_REPLACE_LIMIT, replaceCandidateResume } from "./resume-replace";
export {
  authenticateCandidate,
  revokeCandidateSession,
  SESSION_LIFETIMES,
} from "./sessions";
export { sweepEndedCandidateRecords } from "./sweep";
export { VERIFICATION_RULES } from "./verifications";
