import { randomBytes } from "node:crypto";
import type { Request, RequestHandler } from "express";

export type SecurityOptions = { appUrl: string };

/**
 * Pages whose URL can carry a secret (the emailed reset and verification tokens): they send no
 * referrer at all, so the token never leaves in a Referer header, whatever the page links to.
 */
const NO_REFERRER_PATHS = [
  "/candidate/reset-password",
  "/candidate/verify",
  "/employer/reset-password",
  "/employer/verify",
  "/employer/invitation",
  "/copilot/client/verify-email",
  "/copilot/client/reset-password",
  "/copilot/client/accept-invitation",
  "/timesheets/review",
];

/** Pages whose token is the last part of the path (the emailed consultation links). */
const NO_REFERRER_PREFIXES = ["/schedule-consultation/reschedule/", "/schedule-consultation/cancel/"];

function referrerPolicyFor(path: string): string {
  const page = path.toLowerCase().replace(/\/+$/, "");
  return NO_REFERRER_PATHS.includes(page) || NO_REFERRER_PREFIXES.some((prefix) => page.startsWith(prefix))
    ? "no-referrer"
    : "strict-origin-when-cross-origin";
}

/**
 * A form posted without JavaScript from a no-referrer page (the emailed timesheet review link) carries
 * `Origin: null`, which React Router's action guard refuses as cross-site. The browser's own
 * Sec-Fetch-Site (which pages cannot set) tells us it came from this site, so only then is the request's
 * own origin put back; any other null-origin POST is still refused.
 */
function trustOwnNoReferrerFormPost(req: Request) {
  if (req.method !== "POST" || req.headers.origin !== "null") return;
  if (req.get("sec-fetch-site") !== "same-origin") return;
  if (referrerPolicyFor(req.path) !== "no-referrer") return;
  req.headers.origin = `${req.protocol}://${req.host}`;
}

/**
 * A fresh nonce per response, enforced by a strict Content-Security-Policy. Inline scripts
 * rendered by React Router carry the nonce (see app/entry.server.tsx); nothing else may run.
 */
export function securityHeaders({ appUrl }: SecurityOptions): RequestHandler {
  const https = appUrl.startsWith("https:");
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, https));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", referrerPolicyFor(req.path));
    trustOwnNoReferrerFormPost(req);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Radix primitives position popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
