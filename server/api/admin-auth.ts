import { type Response, Router } from "express";
import type { AdminAuthStatus, AdminSignInError, AdminSignOut } from "../../common/admin-auth";
import {
  adminSignOutRedirect,
  completeAdminSignIn,
  cookieHeader,
  expiredCookieHeader,
  finishAdminSignIn,
  ADMIN_SIGN_IN_RATE_LIMITS as LIMITS,
  readCookie,
  SIGN_IN_FLOW_SECONDS,
  STAFF_AREA_SETTINGS,
  type StaffArea,
  signOutAdmin,
  staffFromCookieHeader,
  startAdminSignIn,
} from "../modules/admin-auth";
import { byIp, rateLimit } from "../rate-limit";

/**
 * A staff area's sign-in (issue 7; the copilot admin's, issue 22): the browser is sent to the
 * identity provider and back; only <prefix>/auth/status answers JSON. Every refusal lands on the
 * area's login page with ?error=<code>. The admin area's routes are under /api/admin/auth, the
 * copilot admin's under /api/copilot/admin/auth.
 */
function staffAuthRouter(area: StaffArea, prefix: string): Router {
  const settings = STAFF_AREA_SETTINGS[area];
  const router = Router();
  const redirectToLogin = (res: Response, reason: AdminSignInError) =>
    res.redirect(302, `${settings.loginPath}?error=${reason}`);

  /** → { authenticated: false } or { authenticated: true, admin: { email, name } } (SPEC §7). */
  router.get(`${prefix}/auth/status`, async (req, res) => {
    const admin = await staffFromCookieHeader(req.get("cookie"), area);
    res.json((admin ? { authenticated: true, admin } : { authenticated: false }) satisfies AdminAuthStatus);
  });

  /** Browser navigation → 302 to the identity provider, or to the login page with error=start_failed. */
  router.get(`${prefix}/auth/microsoft`, rateLimit({ ...LIMITS.startPerIp, key: byIp }), async (req, res) => {
    try {
      const { authorizationUrl, browserKey } = await startAdminSignIn(req.query.returnTo, area);
      res.setHeader(
        "Set-Cookie",
        cookieHeader(settings.flowCookie, browserKey, {
          path: settings.flowCookiePath,
          maxAgeSeconds: SIGN_IN_FLOW_SECONDS,
        }),
      );
      res.redirect(302, authorizationUrl);
    } catch (error) {
      req.log?.warn({ err: error, area }, "staff sign-in could not start");
      redirectToLogin(res, "start_failed");
    }
  });

  /** The identity provider sends the browser back here → 302 to the page asked for, or a refusal. */
  router.get(
    `${prefix}/auth/callback`,
    rateLimit({ ...LIMITS.callbackPerIp, key: byIp }),
    async (req, res) => {
      const browserKey = readCookie(req.get("cookie"), settings.flowCookie);
      const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
      const result = await finishAdminSignIn(browserKey, query, area);
      const clearFlow = expiredCookieHeader(settings.flowCookie, settings.flowCookiePath);
      if (!result.ok) {
        if (result.cause)
          req.log?.warn(
            { err: result.cause, area },
            "staff sign-in: the identity provider's answer was refused",
          );
        res.setHeader("Set-Cookie", clearFlow);
        return redirectToLogin(res, result.reason);
      }
      res.setHeader("Set-Cookie", [clearFlow, ...(await completeAdminSignIn(result.identity, area))]);
      res.redirect(302, result.returnTo);
    },
  );

  /**
   * Ends the area's session (also when there was none) → 200 { redirectTo }: the identity
   * provider's end-session URL (its session ends too, then it returns to the login page) or the
   * login page itself when the provider has no end_session_endpoint.
   */
  router.post(`${prefix}/auth/logout`, async (req, res) => {
    res.setHeader(
      "Set-Cookie",
      await signOutAdmin(readCookie(req.get("cookie"), settings.sessionCookie), area),
    );
    res.json({ redirectTo: await adminSignOutRedirect(area) } satisfies AdminSignOut);
  });

  return router;
}

/** The agency console's sign-in under /api/admin/auth. */
export const adminAuthRouter = staffAuthRouter("admin", "/admin");

/** The AI hiring assistant's admin sign-in under /api/copilot/admin/auth (ADR 0026). */
export const copilotAdminAuthRouter = staffAuthRouter("copilot-admin", "/copilot/admin");
