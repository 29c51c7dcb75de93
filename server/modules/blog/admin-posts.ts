import type { IncomingMessage } from "node:http";
import { asc, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db, type Executor } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { Invalid, NotFound } from "../../errors";
import { requiredText, serialId, slugField, withUniqueSlug } from "../../kernel/input-fields";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { parseInput } from "../../kernel/parse-input";
import { deleteStoredFile, receiveUpload, WEB_IMAGE_TYPES } from "../../storage";
import { type AdminActor, recordAudit } from "../audit";
import { BLOG_COVER_MAX_BYTES, BLOG_COVER_PURPOSE, blogCoverFileId, blogCoverPath } from "./covers";

export const BLOG_POST_NOT_FOUND = "We couldn't find that post.";
export const BLOG_SLUG_TAKEN = "Another post already uses this slug. Choose a different one.";
export const BLOG_POST_SORTS = ["updated", "published", "title", "status"] as const;
export type BlogPostSort = (typeof BLOG_POST_SORTS)[number];

/** Every column: the console edits them all, and the audit log records them before and after. */
const columns = getTableColumns(blogPosts);
export type AdminBlogPost = typeof blogPosts.$inferSelect;
export type AdminBlogPostRow = Pick<
  AdminBlogPost,
  "id" | "slug" | "title" | "category" | "status" | "coverImage" | "publishedAt" | "updatedAt"
>;

export const blogPostInputSchema = z
  .object({
    title: requiredText("Title", 200),
    slug: slugField,
    excerpt: requiredText("Excerpt", 500),
    body: requiredText("Body", 20_000),
    authorName: requiredText("Author", 120),
    category: requiredText("Category", 60),
    tags: z
      .array(z.string().trim().max(40, "Each tag must be at most 40 characters."))
      .max(12, "At most 12 tags.")
      .default([])
      .transform((tags) => [...new Set(tags.filter(Boolean))]),
    coverAlt: z
      .string()
      .trim()
      .max(300, "The cover description must be at most 300 characters.")
      .optional()
      .transform((value) => value || null),
  })
  .strict();
type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const blogPostStatusSchema = z
  .object({ status: z.enum(["draft", "published"], { error: "Choose draft or published." }) })
  .strict();
const coverAltSchema = z.object({ coverAlt: requiredText("Cover description", 300) });

/** About 200 words a minute, at least one. */
const readingMinutesOf = (body: string) =>
  Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 200));

function sortOf(sort: BlogPostSort, dir: "asc" | "desc"): SQL[] {
  const order = dir === "asc" ? asc : desc;
  const by = {
    updated: blogPosts.updatedAt,
    published: blogPosts.publishedAt,
    title: blogPosts.title,
    status: blogPosts.status,
  }[sort];
  return [order(by), order(blogPosts.id)];
}

/** One page of posts, drafts and published alike, searched by title or slug. */
export async function listAdminBlogPosts(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminBlogPostRow> & { q: string; sort: BlogPostSort; dir: "asc" | "desc" }> {
  const { page, q, sort, dir } = pageQuery(params, BLOG_POST_SORTS);
  const pattern = likeContains(q);
  const where = q ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern)) : undefined;
  const orderBy = sortOf(sort, dir);
  const { rows, total } = await pageByIds(blogPosts, { where, orderBy, page }, (pageIds) =>
    db()
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        category: blogPosts.category,
        status: blogPosts.status,
        coverImage: blogPosts.coverImage,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(inArray(blogPosts.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows, total, page, pageSize: PAGE_SIZE, q, sort, dir };
}

export async function getAdminBlogPost(id: string, executor: Executor = db()): Promise<AdminBlogPost> {
  const key = serialId(id);
  const [post] =
    key === null ? [] : await executor.select(columns).from(blogPosts).where(eq(blogPosts.id, key));
  if (!post) throw new NotFound(BLOG_POST_NOT_FOUND);
  return post;
}

async function lockPost(tx: Executor, id: string): Promise<AdminBlogPost> {
  const key = serialId(id);
  const [post] =
    key === null ? [] : await tx.select(columns).from(blogPosts).where(eq(blogPosts.id, key)).for("update");
  if (!post) throw new NotFound(BLOG_POST_NOT_FOUND);
  return post;
}

/** A new post, saved as a draft: it shows on /blog only once published. */
export function createBlogPost(
  actor: AdminActor,
  { coverAlt: _ignored, ...values }: BlogPostInput,
): Promise<AdminBlogPost> {
  return withUniqueSlug(
    () =>
      db().transaction(async (tx) => {
        const [post] = await tx
          .insert(blogPosts)
          .values({ ...values, readingMinutes: readingMinutesOf(values.body), status: "draft" })
          .returning(columns);
        if (!post) throw new Error("The blog post insert returned no row.");
        await recordAudit(tx, actor, {
          action: "blog_post.created",
          entityType: "blog_post",
          entityId: String(post.id),
          before: null,
          after: post,
        });
        return post;
      }),
    BLOG_SLUG_TAKEN,
  );
}

function changePost(
  actor: AdminActor,
  id: string,
  action: string,
  change: (before: AdminBlogPost) => Partial<typeof blogPosts.$inferInsert>,
): Promise<AdminBlogPost> {
  return withUniqueSlug(
    () =>
      db().transaction(async (tx) => {
        const before = await lockPost(tx, id);
        const [after] = await tx
          .update(blogPosts)
          .set({ ...change(before), updatedAt: new Date() })
          .where(eq(blogPosts.id, before.id))
          .returning(columns);
        if (!after) throw new NotFound(BLOG_POST_NOT_FOUND);
        await recordAudit(tx, actor, {
          action,
          entityType: "blog_post",
          entityId: String(before.id),
          before,
          after,
        });
        return after;
      }),
    BLOG_SLUG_TAKEN,
  );
}

/** Edits the text (and the cover's description); a published post changes on the site at once. */
export function updateBlogPost(actor: AdminActor, id: string, values: BlogPostInput): Promise<AdminBlogPost> {
  return changePost(actor, id, "blog_post.updated", (before) => {
    if (before.coverImage && !values.coverAlt) {
      const message = "Describe the cover for people who can't see it.";
      throw new Invalid(message, { coverAlt: message });
    }
    return {
      ...values,
      coverAlt: before.coverImage ? values.coverAlt : null,
      readingMinutes: readingMinutesOf(values.body),
    };
  });
}

/** Publish (on /blog at once, dated now unless it already has a past date) or take back to draft. */
export function setBlogPostStatus(
  actor: AdminActor,
  id: string,
  { status }: z.output<typeof blogPostStatusSchema>,
): Promise<AdminBlogPost> {
  const action = status === "published" ? "blog_post.published" : "blog_post.unpublished";
  return changePost(actor, id, action, (before) => {
    const now = new Date();
    const keepDate = before.publishedAt !== null && before.publishedAt <= now;
    return { status, publishedAt: status === "published" && !keepDate ? now : before.publishedAt };
  });
}

/**
 * A new cover from a multipart upload (`file` plus `coverAlt`): JPEG, PNG or WebP judged by its
 * bytes (415 otherwise), at most 5 MB (413). A refused description deletes the stored file again.
 */
export async function uploadBlogCover(
  actor: AdminActor,
  id: string,
  req: IncomingMessage,
): Promise<AdminBlogPost> {
  await getAdminBlogPost(id);
  const { file, fields } = await receiveUpload(req, {
    purpose: BLOG_COVER_PURPOSE,
    maxBytes: BLOG_COVER_MAX_BYTES,
    allowedTypes: WEB_IMAGE_TYPES,
    fields: ["coverAlt"],
  });
  let replaced: string | null = null;
  let post: AdminBlogPost;
  try {
    const { coverAlt } = parseInput(coverAltSchema, fields);
    post = await changePost(actor, id, "blog_post.cover_changed", (before) => {
      replaced = before.coverImage;
      return { coverImage: blogCoverPath(file.id, file.contentType), coverAlt };
    });
  } catch (error) {
    await deleteStoredFile(file.id).catch(() => {});
    throw error;
  }
  await deleteUploadedCover(replaced);
  return post;
}

/** Takes the cover off a post (the post is then shown without an image); its uploaded file goes too. */
export async function removeBlogCover(actor: AdminActor, id: string): Promise<AdminBlogPost> {
  let removed: string | null = null;
  const post = await changePost(actor, id, "blog_post.cover_removed", (before) => {
    removed = before.coverImage;
    return { coverImage: null, coverAlt: null };
  });
  await deleteUploadedCover(removed);
  return post;
}

/**
 * Deletes a post, drafts and published alike (gone from /blog at once); the audit entry keeps the
 * whole post as it was. Its uploaded cover is deleted once the deletion has committed.
 */
export async function deleteBlogPost(actor: AdminActor, id: string): Promise<{ deleted: true; id: number }> {
  const before = await db().transaction(async (tx) => {
    const post = await lockPost(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, post.id));
    await recordAudit(tx, actor, {
      action: "blog_post.deleted",
      entityType: "blog_post",
      entityId: String(post.id),
      before: post,
      after: null,
    });
    return post;
  });
  await deleteUploadedCover(before.coverImage);
  return { deleted: true, id: before.id };
}

/**
 * After the change has committed: the stored file behind an uploaded cover the post no longer shows
 * (the static covers in public/blog are left alone). A failure only leaves an orphan file behind.
 */
async function deleteUploadedCover(coverImage: string | null): Promise<void> {
  const fileId = coverImage ? blogCoverFileId(coverImage) : null;
  if (fileId) await deleteStoredFile(fileId).catch(() => {});
}
