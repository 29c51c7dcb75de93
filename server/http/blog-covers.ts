import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { type RequestHandler, Router } from "express";
import { BLOG_COVER_PURPOSE, blogCoverFileId } from "../modules/blog";
import { fileStore, findStoredFile, StoredFileMissing } from "../storage";

/**
 * Uploaded blog covers at /blog/cover-<id>.<ext>, streamed from the file store. Only files stored as
 * covers are served here; any other id (a resume's, say) falls through to the site's 404.
 */
const sendCover: RequestHandler = async (req, res, next) => {
  try {
    const id = blogCoverFileId(req.path);
    const file = id ? await findStoredFile(id) : undefined;
    if (!file || file.purpose !== BLOG_COVER_PURPOSE) return next();
    const body = fileStore().get(file.storageKey);
    await once(body, "readable");
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Content-Length", String(file.sizeBytes));
    res.setHeader("X-Content-Type-Options", "nosniff");
    // The address names the bytes (a new upload gets a new id), so it may be cached for long.
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    await pipeline(body, res).catch(() => res.destroy());
  } catch (error) {
    // A cover whose bytes are gone is the site's 404 page, like an unknown one.
    next(error instanceof StoredFileMissing ? undefined : error);
  }
};

export function createBlogCoverRouter(): Router {
  const router = Router();
  router.get(/^\/blog\/cover-[0-9a-f-]{36}\.(jpg|png|webp)$/, sendCover);
  return router;
}
