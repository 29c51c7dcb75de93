import type { RequestHandler, Response } from "express";
import { Forbidden, Unauthorized } from "../../errors";
import { isCrossSiteChange } from "../../kernel/same-origin";
import { ADMIN_SESSION_COOKIE, readCookie } from "./cookies";
import { type AdminIdentity, adminForSessionToken } from "./sessions";

export const ADMIN_ACCESS_MESSAGES = {
  signedOut: "Sign in as an admin to continue.",
  otherCredential: "This credential does not give admin access. Sign in at /admin/login.",
  crossSite: "Admin changes must come from this site's own pages.",
} as const;

/**
 * Guards /api/admin/* (the sign-in routes aside): 401 without an admin session, 403 when the
 * request carries another credential instead (a candidate's bearer token), and 403 for a
 * state-changing request that does not come from this site (SameSite=Lax already keeps the cookie
 * off cross-site POSTs; this also covers same-site subdomains and old browsers). On success the
 * admin is res.locals.admin and the session's idle timer restarts.
 */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  if (isCrossSiteChange(req)) {
    throw new Forbidden(ADMIN_ACCESS_MESSAGES.crossSite);
  }
  const admin = await adminFromCookieHeader(req.get("cookie"));
  if (!admin) {
    throw req.get("authorization")
      ? new Forbidden(ADMIN_ACCESS_MESSAGES.otherCredential)
      : new Unauthorized(ADMIN_ACCESS_MESSAGES.signedOut);
  }
  res.locals.admin = admin;
  next();
};

/** The admin requireAdmin let through; calling it on an unguarded route is a programming error. */
export function adminOf(res: Response): AdminIdentity {
  const admin = res.locals.admin as AdminIdentity | undefined;
  if (!admin) throw new Error("adminOf() needs requireAdmin in front of the route.");
  return admin;
}

/** For React Router loaders and actions: the signed-in admin from the request's cookie, or null. */
export function adminFromRequest(request: Request): Promise<AdminIdentity | null> {
  return adminFromCookieHeader(request.headers.get("cookie"));
}

/** The signed-in admin named by a Cookie header, or null; a live session counts as used now. */
export function adminFromCookieHeader(header: string | null | undefined): Promise<AdminIdentity | null> {
  return adminForSessionToken(readCookie(header, ADMIN_SESSION_COOKIE));
}
