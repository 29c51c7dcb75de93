import { STAFF_AREA_SETTINGS } from "./areas";

export { cookieHeader, expiredCookieHeader, readCookie } from "../../kernel/cookies";

/** The admin session: sent with every request to the site, readable by no script. */
export const ADMIN_SESSION_COOKIE = STAFF_AREA_SETTINGS.admin.sessionCookie;
/** The copilot admin's session: sent only to /copilot/admin pages and /api/copilot/admin. */
export const COPILOT_ADMIN_SESSION_COOKIE = STAFF_AREA_SETTINGS["copilot-admin"].sessionCookie;
/** Binds a sign-in in flight to the browser that started it; only the callback needs it. */
export const SIGN_IN_FLOW_COOKIE = STAFF_AREA_SETTINGS.admin.flowCookie;
export const SIGN_IN_FLOW_COOKIE_PATH = STAFF_AREA_SETTINGS.admin.flowCookiePath;
