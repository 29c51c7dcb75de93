import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Response } from "express";

/**
 * Content-hashed names: a file never changes, so browsers keep it for a year without asking again,
 * and an ETag or Last-Modified would be ~30 bytes on each of a page's 7–26 files for nothing.
 */
const CACHE = { immutable: true, maxAge: "1y", etag: false, lastModified: false, index: false } as const;

/**
 * The two headers of ours a script, stylesheet or font still needs. The page headers
 * (Content-Security-Policy, X-Frame-Options, COOP, Permissions-Policy, Referrer-Policy) only act on
 * documents; on the 20–40 files a page loads they were ~550 bytes each on the wire.
 */
function assetHeaders(res: Response) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
}

/**
 * Vite's files under /assets, mounted before the page middleware: the build's brotli (quality 11) or
 * gzip copy when the browser accepts it (scripts/lib/precompress-assets.ts writes them), otherwise
 * the file itself. A name that is not in the build goes on to the rest of the app (its 404 page).
 */
export function builtAssets(assetsDir: string): RequestHandler {
  const files = new Set(readdirSync(assetsDir));
  const serveAsIs = express.static(assetsDir, { ...CACHE, setHeaders: assetHeaders });
  // express.static, not res.sendFile: Express 5's sendFile takes its ETag setting from the app's.
  // No ranges: a range of a compressed copy is not a range of the file.
  const serveCopy = express.static(assetsDir, { ...CACHE, acceptRanges: false, setHeaders: assetHeaders });
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(name)) {
      next();
      return;
    }
    res.vary("Accept-Encoding");
    const encoding = [
      { name: "br", file: `${name}.br` },
      { name: "gzip", file: `${name}.gz` },
    ].find((candidate) => files.has(candidate.file) && req.acceptsEncodings(candidate.name));
    if (!encoding) {
      serveAsIs(req, res, next);
      return;
    }
    // The type of the file, not of its copy (static keeps a Content-Type that is already set).
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    req.url = `/${encoding.file}`;
    serveCopy(req, res, next);
  };
}
