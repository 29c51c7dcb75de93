/** Cross-site request refusal for cookie-authenticated changes (the admin console, the employer portal). */
import type { Request } from "express";
import { appConfig } from "../config";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A POST, PUT, PATCH or DELETE that does not come from this site's own pages. */
export function isCrossSiteChange(req: Request): boolean {
  return STATE_CHANGING_METHODS.has(req.method) && !isSameOriginRequest(req);
}

/**
 * The browser says where a request comes from with Origin, or, for same-origin navigations,
 * Sec-Fetch-Site. Origin may be APP_URL's origin or the request's own (the site opened under another
 * name, e.g. http://127.0.0.1:3000 while APP_URL says localhost): a page of another site can set
 * neither the Origin nor the Host header a browser sends, so the pair cannot be forged across sites.
 */
function isSameOriginRequest(req: Request): boolean {
  const origin = req.get("origin");
  if (origin) return origin === new URL(appConfig().APP_URL).origin || origin === ownOrigin(req);
  return req.get("sec-fetch-site") === "same-origin";
}

/** The origin the request was sent to: its scheme (X-Forwarded-Proto from a trusted proxy) and Host. */
function ownOrigin(req: Request): string | null {
  const host = req.get("host");
  return host ? `${req.protocol}://${host}` : null;
}
