import { type Response, Router } from "express";
import type { AdminAuthStatus, AdminSignInError, AdminSignOut } from "../../common/admin-auth";
import {
  ADMIN_SESSION_COOKIE,
  adminFromCookieHeader,
  adminSignOutRedirect,
  completeAdminSignIn,
  cookieHeader,
  expiredCookieHeader,
  finishAdminSignIn,
  ADMIN_SIGN_IN_RATE_LIMITS as LIMITS,
  readCookie,
  SIGN_IN_FLOW_COOKIE,
  SIGN_IN_FLOW_COOKIE_PATH,
  SIGN_IN_FLOW_SECONDS,
  signOutAdmin,
  startAdminSignIn,
} from "../modules/admin-auth";
import { byIp, rateLimit } from "../rate-limit";

/**
 * Admin sign-in (issue 7): the browser is sent to the identity provider and back; only
 * /api/admin/auth/status answers JSON. Every refusal lands on /admin/login?error=<code>.
 */
export const adminAuthRouter = Router();

/** → { authenticated: false } or { authenticated: true, admin: { email, name } } (SPEC §7). */
adminAuthRouter.get("/admin/auth/status", async (req, res) => {
  const admin = await adminFromCookieHeader(req.get("cookie"));
  res.json((admin ? { authenticated: true, admin } : { authenticated: false }) satisfies AdminAuthStatus);
});

/** Browser navigation → 302 to the identity provider, or to /admin/login?error=start_failed. */
adminAuthRouter.get(
  "/admin/auth/microsoft",
  rateLimit({ ...LIMITS.startPerIp, key: byIp }),
  async (req, res) => {
    try {
      const { authorizationUrl, browserKey } = await startAdminSignIn(req.query.returnTo);
      res.setHeader(
        "Set-Cookie",
        cookieHeader(SIGN_IN_FLOW_COOKIE, browserKey, {
          path: SIGN_IN_FLOW_COOKIE_PATH,
          maxAgeSeconds: SIGN_IN_FLOW_SECONDS,
        }),
      );
      res.redirect(302, authorizationUrl);
    } catch (error) {
      req.log?.warn({ err: error }, "admin sign-in could not start");
      redirectToLogin(res, "start_failed");
    }
  },
);

/** The identity provider sends the browser back here → 302 to the admin page asked for, or a refusal. */
adminAuthRouter.get(
  "/admin/auth/callback",
  rateLimit({ ...LIMITS.callbackPerIp, key: byIp }),
  async (req, res) => {
    const browserKey = readCookie(req.get("cookie"), SIGN_IN_FLOW_COOKIE);
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    const result = await finishAdminSignIn(browserKey, query);
    const clearFlow = expiredCookieHeader(SIGN_IN_FLOW_COOKIE, SIGN_IN_FLOW_COOKIE_PATH);
    if (!result.ok) {
      if (result.cause)
        req.log?.warn({ err: result.cause }, "admin sign-in: the identity provider's answer was refused");
      res.setHeader("Set-Cookie", clearFlow);
      return redirectToLogin(res, result.reason);
    }
    res.setHeader("Set-Cookie", [clearFlow, await completeAdminSignIn(result.identity)]);
    res.redirect(302, result.returnTo);
  },
);

/**
 * Ends the admin session (also when there was none) → 200 { redirectTo }: where the console sends
 * the browser next, the identity provider's end-session URL (its session ends too, then it returns
 * to /admin/login) or /admin/login itself when the provider has no end_session_endpoint.
 */
adminAuthRouter.post("/admin/auth/logout", async (req, res) => {
  res.setHeader("Set-Cookie", await signOutAdmin(readCookie(req.get("cookie"), ADMIN_SESSION_COOKIE)));
  res.json({ redirectTo: await adminSignOutRedirect() } satisfies AdminSignOut);
});

function redirectToLogin(res: Response, reason: AdminSignInError) {
  res.redirect(302, `/admin/login?error=${reason}`);
}
