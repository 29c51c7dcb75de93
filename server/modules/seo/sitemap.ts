import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { SERVICES } from "../../../common/services";
import { db } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { listPublicAssessments } from "../assessments";
import { openJobsForSitemap } from "../jobs";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Public marketing pages: the site's shape, changed by deploys rather than by data. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/services",
  ...SERVICES.map((service) => `/services/${service.slug}`),
  "/contact",
  "/employer",
  "/copilot",
  "/copilot/demo",
  "/jobs",
  "/apply",
  "/upload-resume",
  "/resume-builder",
  "/schedule-consultation",
  "/candidate-database",
  "/assessment",
  "/blog",
  "/webinars",
  "/company-review",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/sms-terms",
];

/**
 * Every public page, every open job (filled and closed ones drop out), every published blog post and
 * every public assessment.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, jobs, assessments] = await Promise.all([
    publishedPosts(),
    openJobsForSitemap(),
    listPublicAssessments(),
  ]);
  const lastChanged: Record<string, Date | undefined> = {
    "/blog": posts[0]?.updatedAt,
    "/jobs": latest(jobs.map((job) => job.updatedAt)),
  };
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastModified: lastChanged[path] })),
    ...jobs.map((job) => ({ path: `/jobs/${job.id}`, lastModified: job.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...assessments.map((assessment) => ({ path: `/assessment/${assessment.slug}` })),
  ];
}

function latest(dates: Date[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (newest, date) => (newest && newest >= date ? newest : date),
    undefined,
  );
}

/** Published posts that are already out, newest first. */
function publishedPosts() {
  return db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.status, "published"),
        isNotNull(blogPosts.publishedAt),
        lte(blogPosts.publishedAt, sql`now()`),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt));
}

/** The sitemaps.org XML for the entries, with absolute URLs under appUrl. */
export function renderSitemap(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${appUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
