import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../migrate";
import { DEMO_POSTS } from "./blog-data";

const publicDir = path.resolve(migrationsFolder, "../../../public");

describe("demo blog covers", () => {
  it("are small, titled SVG files in public/blog drawn at 1200×630", () => {
    let totalBytes = 0;
    for (const post of DEMO_POSTS) {
      const file = path.join(publicDir, post.coverImage);
      const svg = readFileSync(file, "utf8");
      totalBytes += statSync(file).size;
      expect(svg, post.coverImage).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
      expect(svg, post.coverImage).toMatch(/<title[^>]*>[^<]{20,}<\/title>/);
      expect(svg, post.coverImage).not.toMatch(/<script|on[a-z]+=|href=/i);
    }
    expect(new Set(DEMO_POSTS.map((post) => post.coverImage)).size).toBe(DEMO_POSTS.length);
    expect(totalBytes).toBeLessThan(20_000);
  });

  it("match what migration 0002 gives the six posts seeded before covers existed", () => {
    const migration = readFileSync(path.join(migrationsFolder, "0002_blog_covers.sql"), "utf8");
    const backfilled = [...migration.matchAll(/\('([a-z0-9-]+)', '([^']+)', '([^']+)'\)/g)].map(
      ([, slug, coverImage, coverAlt]) => ({ slug, coverImage, coverAlt }),
    );
    expect(backfilled).toHaveLength(6);
    for (const cover of backfilled) {
      const post = DEMO_POSTS.find((candidate) => candidate.slug === cover.slug);
      expect(post && { slug: post.slug, coverImage: post.coverImage, coverAlt: post.coverAlt }).toEqual(
        cover,
      );
    }
  });
});
