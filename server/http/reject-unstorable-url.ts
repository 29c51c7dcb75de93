import type { Request, RequestHandler, Response } from "express";
import { BRAND } from "../../common/brand";
import { escapeHtml } from "../../common/escape-html";
import { findUnstorableText, isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "../kernel/unstorable-text";
import type { ErrorBody } from "./error-handler";

const ERROR_MESSAGE = "Please correct the highlighted fields.";

/**
 * A path or query value that PostgreSQL cannot store (a NUL, broken Unicode) is refused here, once,
 * before any API route or page loader puts it in a query: a 400 naming the parameter ("path" for the
 * path), as JSON under /api and as a plain page elsewhere.
 */
export const rejectUnstorableUrl: RequestHandler = (req, res, next) => {
  const field = unstorableUrlPart(req);
  if (!field) return next();
  res.status(400).setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/") || req.path === "/api") {
    res.json({ error: ERROR_MESSAGE, fields: { [field]: UNSTORABLE_TEXT_MESSAGE } } satisfies ErrorBody);
    return;
  }
  sendBadRequestPage(res, field);
};

function unstorableUrlPart(req: Request): string | undefined {
  if (isUnstorableText(decodedPath(req.path))) return "path";
  return findUnstorableText(req.query, "query");
}

/** A path with broken percent-encoding is left to the router (which answers 400 or 404 for it). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

function sendBadRequestPage(res: Response, field: string) {
  const nonce = String(res.locals.cspNonce ?? "");
  const what = field === "path" ? "The address" : `The “${escapeHtml(field)}” value in the address`;
  res.type("html").send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>400 Bad Request | ${BRAND.name}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;color:#0f172a;margin:0}main{max-width:40rem;margin:0 auto;padding:5rem 1rem;text-align:center}p{color:#475569;font-size:1.125rem}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>400 Bad Request</h1>
<p>${what} contains a character that isn't allowed (a NUL or broken Unicode). Please check the link and try again.</p>
<p><a href="/">Back to Home</a> · <a href="/jobs">Browse Jobs</a></p>
</main>
</body>
</html>
`);
}
