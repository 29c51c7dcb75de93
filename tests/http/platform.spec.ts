import { expect, test } from "@playwright/test";

// Raw HTTP checks against the built server (no browser): what a crawler or curl sees.
test.describe("server-rendered platform", () => {
  test("the home page's HTML carries the hero title before any JavaScript runs", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toMatch(/<h1[^>]*>Connect With Top Talent &amp; Opportunities<\/h1>/);
  });

  test("an unknown page answers 404 with '404 Page Not Found'", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });

  test("/healthz answers 200 with the database up", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  test("hashed assets are cached forever and pages are compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset as string);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    for (const encoding of ["br", "gzip"]) {
      const page = await request.get("/", { headers: { "accept-encoding": encoding } });
      expect(page.headers()["content-encoding"]).toBe(encoding);
    }
  });

  test("the first paint's font is preloaded and every script hint is low priority", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<link[^>]+rel="preload"[^>]+href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2"[^>]+as="font"/,
    );
    const hints = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(hints.length).toBeGreaterThan(2);
    for (const hint of hints) expect(hint).toContain('fetchpriority="low"');
  });
});
