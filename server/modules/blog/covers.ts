import { UUID_SOURCE } from "../../kernel/ids";

/** What an uploaded cover's stored file is kept for (stored_files.purpose). */
export const BLOG_COVER_PURPOSE = "blog-cover";
/** Largest cover upload: a 1200×630 photo needs far less. */
export const BLOG_COVER_MAX_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
const COVER_PATH = new RegExp(`^/blog/cover-(${UUID_SOURCE})\\.(jpg|png|webp)$`);

/**
 * The public address of an uploaded cover: /blog/cover-<stored file id>.<ext>, the shape the
 * blog_posts_cover_image_path check allows next to the static covers in public/blog.
 */
export function blogCoverPath(fileId: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`No cover extension for ${contentType}.`);
  return `/blog/cover-${fileId.toLowerCase()}.${extension}`;
}

/** The stored file id behind an uploaded cover's address, or null for any other path. */
export function blogCoverFileId(path: string): string | null {
  return COVER_PATH.exec(path)?.[1] ?? null;
}
