import { and, arrayContains, count, desc, eq, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import type { BlogPostSummary, BlogTag } from "../../../common/blog";
import { db } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { NotFound } from "../../errors";
import { offsetOf } from "../../kernel/paging";

export const BLOG_PAGE_SIZE = 6;
export const RELATED_POSTS_LIMIT = 3;

/** A whole post: the summary plus its Markdown body and when it last changed. */
export type BlogPost = BlogPostSummary & { body: string; updatedAt: Date };

export type BlogPostPage = {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  tag?: string;
};

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  authorName: blogPosts.authorName,
  category: blogPosts.category,
  tags: blogPosts.tags,
  readingMinutes: blogPosts.readingMinutes,
  coverImage: blogPosts.coverImage,
  coverAlt: blogPosts.coverAlt,
  publishedAt: blogPosts.publishedAt,
};

/** Published, with a publication time that has arrived: scheduled posts stay hidden until then. */
const isPublic = and(
  eq(blogPosts.status, "published"),
  isNotNull(blogPosts.publishedAt),
  lte(blogPosts.publishedAt, sql`now()`),
) as SQL;

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/**
 * One page of public posts, newest first, optionally only those with a tag. A page past the last
 * one is NotFound; page 1 of an empty list (an unknown tag) is an empty page.
 */
export async function listPublishedPosts({
  page = 1,
  pageSize = BLOG_PAGE_SIZE,
  tag,
}: {
  page?: number;
  pageSize?: number;
  tag?: string;
}): Promise<BlogPostPage> {
  if (!Number.isInteger(page) || page < 1) throw new NotFound("There is no such page of posts.");
  const where = tag ? and(isPublic, arrayContains(blogPosts.tags, [tag])) : isPublic;
  const [totals, rows] = await Promise.all([
    db().select({ total: count() }).from(blogPosts).where(where),
    db()
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
  ]);
  const total = totals[0]?.total ?? 0;
  const pageCount = Math.ceil(total / pageSize);
  if (page > Math.max(1, pageCount)) throw new NotFound("There is no such page of posts.");
  return { posts: rows.map(toSummary), total, page, pageSize, pageCount, tag };
}

/** Every tag on a public post with how many posts carry it, most used first. */
export async function listTags(): Promise<BlogTag[]> {
  const tag = sql<string>`tag`;
  const rows = await db()
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(sql`${blogPosts}, unnest(${blogPosts.tags}) AS tag`)
    .where(isPublic)
    .groupBy(tag)
    .orderBy(sql`count(*) DESC`, sql`lower(tag)`);
  return rows;
}

/** A public post by slug; drafts, scheduled posts and unknown slugs are all NotFound. */
export async function getPublishedPost(slug: string): Promise<BlogPost> {
  const [row] = await db()
    .select({ ...summaryColumns, body: blogPosts.body, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) throw new NotFound("We couldn't find that article.");
  return { ...toSummary(row), body: row.body, updatedAt: row.updatedAt };
}

/** Other public posts sharing the most tags with this one, newest first among equals. */
export async function relatedPosts(
  post: Pick<BlogPostSummary, "slug" | "tags">,
  limit = RELATED_POSTS_LIMIT,
): Promise<BlogPostSummary[]> {
  const tags = sql`ARRAY[${sql.join(
    post.tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
  const sharedTags = sql`cardinality(ARRAY(SELECT unnest(${blogPosts.tags}) INTERSECT SELECT unnest(${tags})))`;
  const rows = await db()
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic, ne(blogPosts.slug, post.slug)))
    .orderBy(desc(sharedTags), ...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

function toSummary(
  row: Omit<BlogPostSummary, "publishedAt"> & { publishedAt: Date | null },
): BlogPostSummary {
  // isPublic guarantees a publication time; the column is nullable only for drafts.
  return { ...row, publishedAt: row.publishedAt ?? new Date(0) };
}
