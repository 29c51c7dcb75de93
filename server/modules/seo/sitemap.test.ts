import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { blogPosts, jobs } from "../../db/schema";
import { ensureAssessmentBanks } from "../assessments";
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
    expect(paths).toContain("/employer");
    expect(paths).toContain("/copilot");
    expect(paths).toContain("/copilot/demo");
    expect(paths).toContain("/jobs");
    expect(paths).toContain("/apply");
    expect(paths).toContain("/upload-resume");
    expect(paths).toContain("/resume-builder");
    expect(paths).toContain("/schedule-consultation");
    expect(paths).toContain("/candidate-database");
    expect(paths).toContain("/blog/out");
    expect(paths).not.toContain("/blog/draft");
    expect(paths).not.toContain("/blog/scheduled");
  });

  it("lists /assessment and each public assessment", async () => {
    await ensureAssessmentBanks();
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain("/assessment");
    expect(paths).toContain("/assessment/assurant-customer-service");
  });
});

const job = {
  company: "Harbor Health",
  city: "Miami",
  state: "FL",
  workplaceType: "on-site" as const,
  employmentType: "full-time" as const,
  industry: "Healthcare" as const,
  description: "D",
};

describe("sitemapEntries for jobs", () => {
  it("lists /jobs and every open job with when it last changed, and no filled, closed or draft job", async () => {
    const inserted = await database
      .db()
      .insert(jobs)
      .values([
        { ...job, title: "Open", status: "open", updatedAt: new Date("2026-11-01T10:00:00Z") },
        { ...job, title: "Newer", status: "open", updatedAt: new Date("2026-11-20T10:00:00Z") },
        { ...job, title: "Filled", status: "filled", updatedAt: new Date("2026-11-21T10:00:00Z") },
        { ...job, title: "Closed", status: "closed" },
        { ...job, title: "Draft", status: "draft" },
      ])
      .returning({ id: jobs.id, title: jobs.title });
    const idOf = (title: string) => inserted.find((row) => row.title === title)?.id;
    const entries = await sitemapEntries();
    const lastModified = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;

    expect(lastModified(`/jobs/${idOf("Open")}`)).toEqual(new Date("2026-11-01T10:00:00Z"));
    expect(lastModified(`/jobs/${idOf("Newer")}`)).toEqual(new Date("2026-11-20T10:00:00Z"));
    expect(lastModified("/jobs")).toEqual(new Date("2026-11-20T10:00:00Z"));
    const paths = entries.map((entry) => entry.path);
    for (const title of ["Filled", "Closed", "Draft"]) expect(paths).not.toContain(`/jobs/${idOf(title)}`);
    expect(paths.filter((path) => path.startsWith("/jobs/"))).toHaveLength(2);
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
