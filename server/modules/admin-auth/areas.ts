import type { Config } from "../../config";
import type { StaffArea } from "../../db/schema";

export type { StaffArea };

/**
 * What differs between the two staff areas signed in through the same OpenID Connect client: the
 * agency's console (/admin, issue 7) and the AI hiring assistant's admin (/copilot/admin, issue 22,
 * ADR 0026). Each has its own app role, session cookie (name and paths), sign-in flow cookie,
 * callback and pages; a session of one area never opens the other.
 */
export type StaffAreaSettings = {
  area: StaffArea;
  /** The httpOnly session cookie's name, and the paths it is set for (the pages and their API). */
  sessionCookie: string;
  cookiePaths: readonly string[];
  /** Binds a sign-in in flight to the browser that started it; only the callback needs it. */
  flowCookie: string;
  flowCookiePath: string;
  /** Where the identity provider sends the browser back (registered as a redirect URI). */
  callbackPath: string;
  loginPath: string;
  /** Where a sign-in lands unless it asked for another page of the area. */
  homePath: string;
  /** The app role (ID token `roles`) that opens the area. */
  role: (config: Config) => string;
  /** The audit log's action prefix for sign-in and sign-out. */
  auditPrefix: string;
  messages: { signedOut: string; otherCredential: string; crossSite: string };
};

export const STAFF_AREA_SETTINGS: Record<StaffArea, StaffAreaSettings> = {
  admin: {
    area: "admin",
    sessionCookie: "admin_session",
    cookiePaths: ["/"],
    flowCookie: "admin_sign_in",
    flowCookiePath: "/api/admin/auth",
    callbackPath: "/api/admin/auth/callback",
    loginPath: "/admin/login",
    homePath: "/admin",
    role: (config) => config.ADMIN_OIDC_ROLE,
    auditPrefix: "admin",
    messages: {
      signedOut: "Sign in as an admin to continue.",
      otherCredential: "This credential does not give admin access. Sign in at /admin/login.",
      crossSite: "Admin changes must come from this site's own pages.",
    },
  },
  "copilot-admin": {
    area: "copilot-admin",
    sessionCookie: "copilot_admin_session",
    // The pages, their API, and the index page's data request (React Router fetches
    // /copilot/admin.data on a client-side navigation to /copilot/admin, outside Path=/copilot/admin).
    cookiePaths: ["/copilot/admin", "/copilot/admin.data", "/api/copilot/admin"],
    flowCookie: "copilot_admin_sign_in",
    flowCookiePath: "/api/copilot/admin/auth",
    callbackPath: "/api/copilot/admin/auth/callback",
    loginPath: "/copilot/admin/login",
    homePath: "/copilot/admin",
    role: (config) => config.COPILOT_ADMIN_OIDC_ROLE,
    auditPrefix: "copilot_admin",
    messages: {
      signedOut: "Sign in as a copilot admin to continue.",
      otherCredential:
        "This credential does not give copilot admin access. Sign in at /copilot/admin/login with an account that has the copilot admin role.",
      crossSite: "Copilot admin changes must come from this site's own pages.",
    },
  },
};

/** A path of the area (not its sign-in page) to land on after signing in; anything else is its home. */
export function safeStaffReturnPath(value: unknown, area: StaffArea): string {
  const { homePath, loginPath } = STAFF_AREA_SETTINGS[area];
  if (typeof value !== "string" || !value.startsWith(homePath)) return homePath;
  const rest = value.slice(homePath.length);
  if (!/^(\/[A-Za-z0-9\-_/]*)?(\?[^#\\]*)?$/.test(rest)) return homePath;
  return value.startsWith(loginPath) ? homePath : value;
}
