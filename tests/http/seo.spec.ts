import { expect, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { E2E_BASE_URL } from "../../playwright.config";

// What search engines read: robots.txt, the sitemap, per-page meta tags and structured data.

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/services/permanent-placement",
  "/services/contract-staffing",
  "/services/executive-search",
  "/services/rpo-solutions",
  "/services/hr-consulting",
  "/services/payroll-services",
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
  "/assessment/assurant-customer-service",
  "/blog",
  "/webinars",
  "/company-review",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/sms-terms",
];

type SitemapUrl = { loc: string; lastmod?: string };

async function sitemapUrls(request: import("@playwright/test").APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
  expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = parsed.urlset.url;
  return Array.isArray(urls) ? urls : [urls];
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

test.describe("robots.txt", () => {
  test("allows the public site, keeps private areas out and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/api/", "/admin", "/candidate/", "/dev/"])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  });
});

test.describe("sitemap.xml", () => {
  test("is a valid sitemap listing every public page with absolute URLs", async ({ request }) => {
    const urls = await sitemapUrls(request);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      expect(url.loc.startsWith(`${E2E_BASE_URL}/`)).toBe(true);
      if (url.lastmod) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    }
    const paths = urls.map((url) => new URL(url.loc).pathname);
    expect(paths).toEqual(expect.arrayContaining(PUBLIC_PAGES));
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("lists every published blog post, and each listed page answers 200", async ({ request }) => {
    const paths = (await sitemapUrls(request)).map((url) => new URL(url.loc).pathname);
    const blogHtml = await (await request.get("/blog")).text();
    const postLinks = [...new Set([...blogHtml.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
    expect(postLinks.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(postLinks));
    const postEntries = (await sitemapUrls(request)).filter((url) => url.loc.includes("/blog/"));
    for (const entry of postEntries) expect(entry.lastmod).toBeTruthy();
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });
});

test.describe("meta tags", () => {
  test("every public page has its own title, description, canonical URL, Open Graph and Twitter tags", async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const path of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(
        titles.has(title as string),
        `${path} shares its title with ${titles.get(title as string)}`,
      ).toBe(false);
      titles.set(title as string, path);
      expect(metaContent(html, "name", "description")?.length ?? 0, `${path} description`).toBeGreaterThan(
        50,
      );
      expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}${path}"/>`);
      expect(metaContent(html, "property", "og:title")).toBe(title);
      expect(metaContent(html, "property", "og:url")).toBe(`${E2E_BASE_URL}${path}`);
      expect(metaContent(html, "property", "og:image")).toMatch(/^http/);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1);
    }
  });

  test("the Open Graph image exists", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const image = new URL(metaContent(html, "property", "og:image") as string);
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("structured data", () => {
  for (const path of ["/", "/contact"]) {
    test(`${path} describes the agency as an EmploymentAgency with both offices`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1] as string),
      );
      const agency = blocks.find((block) => block["@type"] === "EmploymentAgency");
      expect(agency).toMatchObject({
        "@context": "https://schema.org",
        name: "Sunshine Staffing",
        url: `${E2E_BASE_URL}/`,
        telephone: "(305) 555-0142",
        email: "info@sunshinestaffing.example",
      });
      expect(
        agency.department.map(
          (office: { address: { addressLocality: string } }) => office.address.addressLocality,
        ),
      ).toEqual(["Miami", "Fort Lauderdale"]);
      expect(agency.areaServed).toHaveLength(21);
    });
  }
});
