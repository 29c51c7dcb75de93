import type { RequestHandler, Response } from "express";
import { Forbidden, Unauthorized } from "../../errors";
import { isCrossSiteChange } from "../../kernel/same-origin";
import { STAFF_AREA_SETTINGS, type StaffArea } from "./areas";
import { ADMIN_SESSION_COOKIE, readCookie } from "./cookies";
import { type AdminIdentity, adminForSessionToken } from "./sessions";

export const ADMIN_ACCESS_MESSAGES = STAFF_AREA_SETTINGS.admin.messages;
export const COPILOT_ADMIN_ACCESS_MESSAGES = STAFF_AREA_SETTINGS["copilot-admin"].messages;

/**
 * Guards a staff area's API (its sign-in routes aside): 401 without the area's session, 403 when
 * the request carries another credential instead (a candidate's or client's bearer token, or, for
 * the copilot admin, the agency console's session), and 403 for a state-changing request that does
 * not come from this site (SameSite=Lax already keeps the cookie off cross-site POSTs; this also
 * covers same-site subdomains and old browsers). On success the staff member is res.locals[area]
 * and the session's idle timer restarts.
 */
export function requireStaff(area: StaffArea): RequestHandler {
  const { messages } = STAFF_AREA_SETTINGS[area];
  return async (req, res, next) => {
    if (isCrossSiteChange(req)) throw new Forbidden(messages.crossSite);
    const staff = await staffFromCookieHeader(req.get("cookie"), area);
    if (!staff) {
      const otherCredential =
        Boolean(req.get("authorization")) ||
        (area !== "admin" && Boolean(readCookie(req.get("cookie"), ADMIN_SESSION_COOKIE)));
      throw otherCredential ? new Forbidden(messages.otherCredential) : new Unauthorized(messages.signedOut);
    }
    res.locals[area] = staff;
    next();
  };
}

/** The agency console's guard for /api/admin/* (issue 7). */
export const requireAdmin: RequestHandler = requireStaff("admin");

/** The staff member requireStaff(area) let through; calling it on an unguarded route is a programming error. */
export function staffOf(res: Response, area: StaffArea): AdminIdentity {
  const staff = res.locals[area] as AdminIdentity | undefined;
  if (!staff) throw new Error(`staffOf() needs requireStaff("${area}") in front of the route.`);
  return staff;
}

/** The admin requireAdmin let through. */
export function adminOf(res: Response): AdminIdentity {
  return staffOf(res, "admin");
}

/** For React Router loaders and actions: the signed-in admin from the request's cookie, or null. */
export function adminFromRequest(request: Request, area: StaffArea = "admin"): Promise<AdminIdentity | null> {
  return staffFromCookieHeader(request.headers.get("cookie"), area);
}

/** The signed-in admin named by a Cookie header, or null; a live session counts as used now. */
export function adminFromCookieHeader(header: string | null | undefined): Promise<AdminIdentity | null> {
  return staffFromCookieHeader(header, "admin");
}

/** The area's signed-in staff member named by a Cookie header, or null. */
export function staffFromCookieHeader(
  header: string | null | undefined,
  area: StaffArea,
): Promise<AdminIdentity | null> {
  return adminForSessionToken(readCookie(header, STAFF_AREA_SETTINGS[area].sessionCookie), area);
}
