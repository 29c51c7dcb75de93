/**
 * Admin sign-in with OpenID Connect (Microsoft Entra ID, or the development provider) and the
 * admin session behind every /api/admin route and admin page (issue 7, ADR 0006).
 */
export type { AdminActor } from "../audit";
export type { AdminAccessPolicy } from "./access-rules";
export { STAFF_AREA_SETTINGS, type StaffArea, safeStaffReturnPath } from "./areas";
export {
  ADMIN_SESSION_COOKIE,
  COPILOT_ADMIN_SESSION_COOKIE,
  cookieHeader,
  expiredCookieHeader,
  readCookie,
  SIGN_IN_FLOW_COOKIE,
  SIGN_IN_FLOW_COOKIE_PATH,
} from "./cookies";
export {
  ADMIN_SIGN_IN_CALLBACK_PATH,
  COPILOT_ADMIN_SIGN_IN_CALLBACK_PATH,
  DEV_ADMIN_DOMAIN,
  DEV_IDENTITY_PROVIDER_PATH,
  DEV_OIDC_CLIENT,
  devIdentityProviderIssuer,
} from "./development-sign-in";
export { type AdminSignInProvider, adminOidcSettings, adminSignInProvider } from "./oidc-client";
export { ADMIN_SIGN_IN_RATE_LIMITS } from "./rate-limits";
export {
  ADMIN_ACCESS_MESSAGES,
  adminFromCookieHeader,
  adminFromRequest,
  adminOf,
  COPILOT_ADMIN_ACCESS_MESSAGES,
  requireAdmin,
  requireStaff,
  staffFromCookieHeader,
  staffOf,
} from "./require-admin";
export { ADMIN_SESSION_LIFETIME, type AdminIdentity, deleteEndedAdminSessions } from "./sessions";
export { completeAdminSignIn, signOutAdmin, startAdminSession } from "./sign-in";
export {
  AdminSignInUnavailable,
  deleteExpiredSignInFlows,
  type FinishedSignIn,
  finishAdminSignIn,
  SIGN_IN_FLOW_SECONDS,
  safeAdminReturnPath,
  startAdminSignIn,
} from "./sign-in-flow";
export { ADMIN_LOGIN_PATH, adminSignOutRedirect } from "./sign-out-redirect";
