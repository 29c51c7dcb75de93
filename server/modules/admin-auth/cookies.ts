export { cookieHeader, expiredCookieHeader, readCookie } from "../../kernel/cookies";

/** The admin session: sent with every request to the site, readable by no script. */
export const ADMIN_SESSION_COOKIE = "admin_session";
/** Binds a sign-in in flight to the browser that started it; only the callback needs it. */
export const SIGN_IN_FLOW_COOKIE = "admin_sign_in";
export const SIGN_IN_FLOW_COOKIE_PATH = "/api/admin/auth";
