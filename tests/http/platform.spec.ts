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

  test("a form only JavaScript submits is served with its button disabled, so an early press posts nothing", async ({
    request,
  }) => {
    for (const [path, name] of [
      ["/employer/login", "Sign In"],
      ["/candidate/login", "Sign In"],
      ["/contact", "Send Message"],
    ] as const) {
      const html = await (await request.get(path)).text();
      const button = html.match(
        new RegExp(`<button[^>]*type="submit"[^>]*>(?:(?!</button>).)*${name}`, "s"),
      )?.[0];
      expect(button, `${path} has a ${name} button`).toBeTruthy();
      expect(button, `${path}'s ${name} button waits for hydration`).toMatch(/\sdisabled=""/);
    }
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

  test("scripts are served from the build's compressed copies, with the headers a script needs", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const entry = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0] as string;
    expect(entry).toBeTruthy();
    const plain = await request.get(entry, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const source = await plain.text();

    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(entry, { headers: { "accept-encoding": `${encoding}, deflate` } });
      const headers = response.headers();
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["content-type"]).toContain("javascript");
      expect(headers.vary).toContain("Accept-Encoding");
      expect(Number(headers["content-length"])).toBeLessThan(source.length / 3);
      expect(await response.text()).toBe(source);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Hashed names never change: nothing to revalidate with.
      expect(headers.etag).toBeUndefined();
      expect(headers["last-modified"]).toBeUndefined();
      // The page headers act on documents only.
      expect(headers["content-security-policy"]).toBeUndefined();
    }
    // A range of a compressed copy is not a range of the script: the whole copy comes back.
    const ranged = await request.get(entry, { headers: { "accept-encoding": "br", range: "bytes=0-10" } });
    expect(ranged.status()).toBe(200);
    expect(await ranged.text()).toBe(source);

    const missing = await request.get("/assets/no-such-file.js");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toBeTruthy();
  });

  test("the server-rendered sections and the map are in the home page's HTML once, not again in its data", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const firstPath = /<path d="([^"]+)" data-state=/.exec(html)?.[1] as string;
    expect(firstPath).toBeTruthy();
    expect(html.split(firstPath)).toHaveLength(2);
    expect(html.match(/hero-heading/g)).toHaveLength(2); // the section's aria-labelledby and the h1's id
    expect(html.match(/Privacy Policy/g)).toHaveLength(1); // the footer's legal bar

    // A client-side navigation's data request carries the markup itself.
    const data = await (await request.get("/_root.data")).text();
    expect(data).toContain(firstPath);
    expect(data).toContain("hero-heading");
  });

  test("the first paint's font is preloaded and the scripts wait for the first paint", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<link[^>]+rel="preload"[^>]+href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2"[^>]+as="font"/,
    );
    expect(html).not.toContain("modulepreload");
    // Valid markup (issue 24): every script is a classic script or a data block of a real type, and
    // none without a src is async or deferred.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag).not.toMatch(/\s(?:async|defer)\b/);
      const type = /\stype="([^"]*)"/.exec(tag)?.[1];
      if (type !== undefined) expect(["application/ld+json", "application/json"]).toContain(type);
    }
    const held =
      /<script nonce="[^"]+" type="application\/json" id="held-module-script">([^<]*)<\/script>/.exec(
        html,
      )?.[1];
    expect(JSON.parse(held ?? '""')).toMatch(/import \* as route0 from "\/assets\//);
    expect(html).toMatch(
      /<script nonce="[^"]+">\(function \(\) \{[\s\S]+?requestAnimationFrame[\s\S]+?<\/script><\/body>/,
    );
  });
});
