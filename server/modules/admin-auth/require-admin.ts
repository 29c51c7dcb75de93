import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import { appConfig } from "../../config";
import { Forbidden, Unauthorized } from "../../errors";
import { ADMIN_SESSION_COOKIE, readCookie } from "./cookies";
import { type AdminIdentity, adminForSessionToken } from "./sessions";

export const ADMIN_ACCESS_MESSAGES = {
  signedOut: "Sign in as an admin to continue.",
  otherCredential: "This credential does not give admin access. Sign in at /admin/login.",
  crossSite: "Admin changes must come from this site's own pages.",
} as const;

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Guards /api/admin/* (the sign-in routes aside): 401 without an admin session, 403 when the
 * request carries another credential instead (a candidate's bearer token), and 403 for a
 * state-changing request that does not come from this site (SameSite=Lax already keeps the cookie
 * off cross-site POSTs; this also covers same-site subdomains and old browsers). On success the
 * admin is res.locals.admin and the session's idle timer restarts.
 */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  if (STATE_CHANGING_METHODS.has(req.method) && !isSameOriginRequest(req)) {
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

/**
 * The browser says where a request comes from with Origin, or, for same-origin navigations,
 * Sec-Fetch-Site. Origin may be APP_URL's origin or the request's own (the site opened under another
 * name, e.g. http://127.0.0.1:3000 while APP_URL says localhost): a page of another site can set
 * neither the Origin nor the Host header a browser sends, so the pair cannot be forged across sites.
 */
function isSameOriginRequest(req: ExpressRequest): boolean {
  const origin = req.get("origin");
  if (origin) return origin === new URL(appConfig().APP_URL).origin || origin === ownOrigin(req);
  return req.get("sec-fetch-site") === "same-origin";
}

/** The origin the request was sent to: its scheme (X-Forwarded-Proto from a trusted proxy) and Host. */
function ownOrigin(req: ExpressRequest): string | null {
  const host = req.get("host");
  return host ? `${req.protocol}://${host}` : null;
}
