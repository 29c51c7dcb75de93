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

  test("the first paint's font is preloaded and the scripts wait for the first paint", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<link[^>]+rel="preload"[^>]+href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2"[^>]+as="font"/,
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toMatch(
      /<script nonce="[^"]+" type="module-after-paint" async="">[^<]*import \* as route0 from "\/assets\//,
    );
    expect(html).toMatch(
      /<script nonce="[^"]+">\(function \(\) \{[\s\S]+?requestAnimationFrame[\s\S]+?<\/script><\/body>/,
    );
  });
});
