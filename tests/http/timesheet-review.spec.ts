import { expect, test } from "@playwright/test";

// /timesheets/review as a supervisor's mail client or a token guesser sees it: raw HTTP, no browser.

const ADDRESS = { "x-forwarded-for": "100.81.7.9" };

test.describe("/timesheets/review link checks", () => {
  test("a made-up token is a 404 page that is never cached or indexed", async ({ request }) => {
    const response = await request.get("/timesheets/review?token=not-a-real-token", {
      headers: { "x-forwarded-for": "100.81.7.8" },
    });
    expect(response.status()).toBe(404);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("This link is not valid");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test("one address may try 60 links in 15 minutes; the 61st is refused with 429", async ({ request }) => {
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      const response = await request.get(`/timesheets/review?token=guess-${attempt}`, { headers: ADDRESS });
      expect({ attempt, status: response.status() }).toEqual({ attempt, status: 404 });
    }
    const refused = await request.get("/timesheets/review?token=guess-61", { headers: ADDRESS });
    expect(refused.status()).toBe(429);
    expect(refused.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("Too many attempts");
    const posted = await request.post("/timesheets/review?token=guess-62", {
      headers: ADDRESS,
      form: { decision: "approve" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(429);
  });
});
