/**
 * Employer portal accounts (issue 18): a client company's users, their cookie sessions, email
 * verification, password reset, sign-in with Google or LinkedIn, invitations of colleagues and
 * removal. The company itself is server/modules/clients.
 */
export type { EmployerSession } from "../../kernel/employer-session";
export { acceptInvitation, inviteColleague, listInvitations } from "./invitations";
export { requestEmployerPasswordReset, resetEmployerPassword } from "./password-reset";
export { EMPLOYER_RATE_LIMITS, EMPLOYER_RESEND_CODE_COOLDOWN } from "./rate-limits";
export { registerEmployer, resendEmployerCode, verifyEmployerEmail } from "./registration";
export {
  authenticateEmployer,
  EMPLOYER_SESSION_COOKIE,
  signInEmployer,
  signOutEmployer,
} from "./sessions";
export {
  DEV_EMPLOYER_OIDC_CLIENT,
  employerSocialCallbackPath,
  employerSocialProviders,
} from "./social-providers";
export {
  EMPLOYER_SOCIAL_FLOW_COOKIE,
  EMPLOYER_SOCIAL_FLOW_COOKIE_PATH,
  EMPLOYER_SOCIAL_PREFILL_COOKIE,
  EMPLOYER_SOCIAL_PREFILL_COOKIE_PATH,
  employerSocialPrefill,
  type FinishedSocialSignIn,
  finishEmployerSocialSignIn,
  startEmployerSocialSignIn,
} from "./social-sign-in";
export { sweepEndedEmployerRecords } from "./sweep";
export {
  findSessionUser,
  getEmployerAccount,
  listCompanyUsers,
  listCompanyUsersAsStaff,
  removeCompanyUser,
  requireOwner,
} from "./team";
export { EMPLOYER_VERIFICATION_RULES } from "./verifications";
