/** Where the browser starts the admin sign-in (SPEC §7): a full-page redirect, not a fetch. */
export const ADMIN_SIGN_IN_START_PATH = "/api/admin/auth/microsoft";
export const ADMIN_AUTH_STATUS_PATH = "/api/admin/auth/status";

/** `GET /api/admin/auth/status` (SPEC §7). */
export type AdminAuthStatus = { authenticated: boolean; admin?: { email: string; name: string } };

/** `POST /api/admin/auth/logout`: where the browser goes next (the provider's sign-out, or /admin/login). */
export type AdminSignOut = { redirectTo: string };

/**
 * Why a sign-in was refused: the callback sends the browser to /admin/login?error=<code>, and the
 * page says it in these words. start_failed is SPEC §8's toast.
 */
export const ADMIN_SIGN_IN_ERRORS = {
  start_failed: "Unable to initiate Microsoft login. Please try again.",
  missing_role:
    "Your account does not have the admin role. Ask your directory administrator to assign it to you, then sign in again.",
  domain_not_allowed:
    "Your account's email domain is not allowed to use the admin area. Sign in with your company account.",
  wrong_tenant:
    "Your account belongs to a different organization's directory. Sign in with your company's Microsoft account.",
  cancelled: "Sign-in was cancelled. You can try again when you are ready.",
  expired: "Your sign-in expired or was already used. Please sign in again.",
  invalid: "The sign-in response could not be verified. Please sign in again.",
  failed: "Microsoft sign-in did not complete. Please try again.",
} as const;

export type AdminSignInError = keyof typeof ADMIN_SIGN_IN_ERRORS;

export function adminSignInErrorFrom(value: string | null | undefined): AdminSignInError | undefined {
  return value && Object.hasOwn(ADMIN_SIGN_IN_ERRORS, value) ? (value as AdminSignInError) : undefined;
}

/** The AI hiring assistant's admin (/copilot/admin, ADR 0026): the same sign-in, its own role and session. */
export const COPILOT_ADMIN_SIGN_IN_START_PATH = "/api/copilot/admin/auth/microsoft";
export const COPILOT_ADMIN_AUTH_STATUS_PATH = "/api/copilot/admin/auth/status";
export const COPILOT_ADMIN_LOGOUT_PATH = "/api/copilot/admin/auth/logout";

/** /copilot/admin/login?error=<code>: the admin area's words, but for the copilot admin role and area. */
export const COPILOT_ADMIN_SIGN_IN_ERRORS: Record<AdminSignInError, string> = {
  ...ADMIN_SIGN_IN_ERRORS,
  missing_role:
    "Your account does not have the copilot admin role. The agency's admin role does not open the copilot admin: ask your directory administrator to assign you the copilot admin role, then sign in again.",
  domain_not_allowed:
    "Your account's email domain is not allowed to use the copilot admin. Sign in with your company account.",
};
