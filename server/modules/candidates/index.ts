export {
  type CandidateRow,
  candidateProfile,
  changeCandidatePassword,
  getCandidateProfile,
  PASSWORD_CHANGE_LIMIT,
  RESEND_CODE_COOLDOWN,
  registerCandidate,
  resendVerificationCode,
  signInCandidate,
  updateCandidateProfile,
  verifyCandidateEmail,
} from "./accounts";
export { requestPasswordReset, resetCandidatePassword } from "./password-reset";
export { hashPassword } from "./passwords";
export { CANDIDATE_RATE_LIMITS } from "./rate-limits";
export {
  authenticateCandidate,
  type CandidateSession,
  revokeCandidateSession,
  SESSION_LIFETIMES,
} from "./sessions";
export { VERIFICATION_RULES } from "./verifications";
