import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../../config";
import { blogPosts } from "../../db/schema";
import { seedDemoContent } from "../../db/seed";
import { NotFound } from "../../errors";
import { getPublishedPost, listPublishedPosts, listTags, relatedPosts } from "./posts";

const { db } = setupTestDatabase();
// The demo seed stores the demo candidate's resume: in a temporary DATA_DIR, not the working copy's.
const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-posts-"));
setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

function post(slug: string, publishedAt: Date | null, tags: string[], status: "draft" | "published") {
  return {
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    body: `## Section\n\nBody of ${slug}.`,
    authorName: "Test Author",
    category: "Testing",
    tags,
    readingMinutes: 3,
    status,
    publishedAt,
  };
}

beforeAll(async () => {
  // The eight demo posts (published 3–90 days ago) plus the cases the demo content lacks.
  await seedDemoContent(db(), pino({ level: "silent" }));
  await db()
    .insert(blogPosts)
    .values([
      post("draft-post", daysAgo(1), ["employers"], "draft"),
      post("scheduled-post", new Date(Date.now() + DAY_MS), ["employers"], "published"),
      post("old-post", daysAgo(400), ["employers", "payroll"], "published"),
    ]);
});

describe("listPublishedPosts", () => {
  it("lists public posts newest first, six to a page, with the total", async () => {
    const first = await listPublishedPosts({ page: 1 });
    expect(first.total).toBe(9);
    expect(first.pageCount).toBe(2);
    expect(first.posts.map((p) => p.slug)).toEqual([
      "south-florida-hiring-trends",
      "resume-that-passes-ats",
      "contract-to-hire-explained",
      "interview-tips-that-work",
      "how-we-use-ai-in-screening",
      "healthcare-staffing-south-florida",
    ]);
    expect(first.posts[0]).toMatchObject({
      coverImage: "/blog/south-florida-hiring-trends.svg",
      coverAlt: expect.stringMatching(/skyline/),
      authorName: "Elena Marquez",
      readingMinutes: expect.any(Number),
    });
    const second = await listPublishedPosts({ page: 2 });
    expect(second.posts.map((p) => p.slug)).toEqual([
      "salary-negotiation-for-job-seekers",
      "onboarding-that-keeps-new-hires",
      "old-post",
    ]);
  });

  it("never lists drafts or posts scheduled for later", async () => {
    const all = await listPublishedPosts({ page: 1, pageSize: 50 });
    const slugs = all.posts.map((p) => p.slug);
    expect(slugs).not.toContain("draft-post");
    expect(slugs).not.toContain("scheduled-post");
  });

  it("filters by tag", async () => {
    const tagged = await listPublishedPosts({ page: 1, tag: "employers" });
    expect(tagged.posts.map((p) => p.slug)).toEqual([
      "south-florida-hiring-trends",
      "contract-to-hire-explained",
      "onboarding-that-keeps-new-hires",
      "old-post",
    ]);
    expect(tagged.total).toBe(4);
    expect(tagged.tag).toBe("employers");
  });

  it("gives an empty first page for an unknown tag, and NotFound past the last page", async () => {
    const unknown = await listPublishedPosts({ page: 1, tag: "no-such-tag" });
    expect(unknown).toMatchObject({ posts: [], total: 0, pageCount: 0 });
    await expect(listPublishedPosts({ page: 3 })).rejects.toBeInstanceOf(NotFound);
    await expect(listPublishedPosts({ page: 2, tag: "no-such-tag" })).rejects.toBeInstanceOf(NotFound);
    await expect(listPublishedPosts({ page: 0 })).rejects.toBeInstanceOf(NotFound);
  });
});

describe("listTags", () => {
  it("counts tags on public posts only, most used first", async () => {
    const tags = await listTags();
    expect(tags[0]).toEqual({ tag: "employers", count: 4 });
    expect(tags).toContainEqual({ tag: "career advice", count: 3 });
    expect(tags).toContainEqual({ tag: "South Florida", count: 2 });
    expect(tags).toContainEqual({ tag: "payroll", count: 1 });
    const counts = tags.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe("getPublishedPost", () => {
  it("returns a public post with its Markdown body", async () => {
    const found = await getPublishedPost("resume-that-passes-ats");
    expect(found.title).toBe("How to Write a Resume That Gets Past Applicant Tracking Systems");
    expect(found.body).toMatch(/^## Keep the layout plain$/m);
    expect(found.updatedAt).toBeInstanceOf(Date);
  });

  it("is NotFound for drafts, scheduled posts and unknown slugs", async () => {
    for (const slug of ["draft-post", "scheduled-post", "nope"]) {
      await expect(getPublishedPost(slug)).rejects.toBeInstanceOf(NotFound);
    }
  });
});

describe("relatedPosts", () => {
  it("ranks posts sharing more tags first, then the newest, never the post itself or drafts", async () => {
    const related = await relatedPosts({
      slug: "contract-to-hire-explained",
      tags: ["employers", "payroll"],
    });
    // old-post shares both tags; the others share "employers" and come newest first.
    expect(related.map((p) => p.slug)).toEqual([
      "old-post",
      "south-florida-hiring-trends",
      "onboarding-that-keeps-new-hires",
    ]);
  });

  it("fills up with the newest posts when no tag is shared", async () => {
    const related = await relatedPosts({ slug: "south-florida-hiring-trends", tags: [] }, 2);
    expect(related.map((p) => p.slug)).toEqual(["resume-that-passes-ats", "contract-to-hire-explained"]);
  });

  it("prefers the post sharing two tags over newer posts sharing one", async () => {
    const related = await relatedPosts({
      slug: "x",
      tags: ["South Florida", "healthcare staffing", "career advice"],
    });
    expect(related[0]?.slug).toBe("healthcare-staffing-south-florida");
  });
});

describe("blog_posts constraints", () => {
  it("only accepts cover images from /blog, with alt text", async () => {
    const insert = (coverImage: string, coverAlt: string | null) =>
      db()
        .insert(blogPosts)
        .values({ ...post(`c-${Math.random()}`, null, [], "draft"), coverImage, coverAlt });
    await expect(insert("javascript:alert(1)", "x")).rejects.toThrow();
    await expect(insert("https://evil.example/a.svg", "x")).rejects.toThrow();
    await expect(insert("/blog/../secret.svg", "x")).rejects.toThrow();
    await expect(insert("/blog/cover.svg", null)).rejects.toThrow();
    await expect(insert("/blog/cover.svg", "  ")).rejects.toThrow();
    await expect(insert("/blog/cover-2.webp", "A cover")).resolves.toBeDefined();
    await db().execute(sql`DELETE FROM blog_posts WHERE slug LIKE 'c-%'`);
  });
});
