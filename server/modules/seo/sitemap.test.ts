import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { blogPosts } from "../../db/schema";
import { renderSitemap, sitemapEntries } from "./sitemap";

const database = setupTestDatabase();

const post = {
  title: "T",
  excerpt: "E",
  body: "B",
  authorName: "A",
  category: "C",
  readingMinutes: 1,
};

describe("sitemapEntries", () => {
  it("lists the public pages and only published posts that are already out", async () => {
    const now = Date.now();
    await database
      .db()
      .insert(blogPosts)
      .values([
        { ...post, slug: "out", status: "published", publishedAt: new Date(now - 86_400_000) },
        { ...post, slug: "draft", status: "draft" },
        { ...post, slug: "scheduled", status: "published", publishedAt: new Date(now + 86_400_000) },
      ]);
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/services/payroll-services");
    expect(paths).toContain("/sms-terms");
    expect(paths).toContain("/company-review");
    expect(paths).toContain("/blog/out");
    expect(paths).not.toContain("/blog/draft");
    expect(paths).not.toContain("/blog/scheduled");
  });
});

describe("renderSitemap", () => {
  it("writes absolute, escaped URLs with lastmod", () => {
    const xml = renderSitemap("https://example.com", [
      { path: "/a?b=1&c=2", lastModified: new Date("2026-01-02T03:04:05Z") },
      { path: "/" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://example.com/a?b=1&#38;c=2</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://example.com/</loc></url>");
  });
});
