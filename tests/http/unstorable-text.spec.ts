import { expect, test } from "@playwright/test";

/**
 * The pages the scanners answered with 500 for a NUL in the address: now a plain 400 page that
 * names the parameter, with the site's security headers, and never the error page.
 */
test.describe("a NUL in a page's address", () => {
  for (const [url, what] of [
    ["/jobs?location=x%00y", "The “location” value in the address"],
    ["/blog?tag=x%00y", "The “tag” value in the address"],
    ["/blog/x%00y", "The address"],
    ["/jobs.data?location=x%00y", "The “location” value in the address"],
  ] as const) {
    test(`GET ${url} is a 400 page naming what is wrong`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["content-security-policy"]).toContain("nonce-");
      const html = await response.text();
      expect(html).toContain("<h1>400 Bad Request</h1>");
      expect(html).toContain(`${what} contains a character that isn't allowed`);
      expect(html).not.toContain("Something went wrong");
    });
  }

  test("a well-formed address with the same words still works", async ({ request }) => {
    expect((await request.get("/jobs?location=Miami")).status()).toBe(200);
    expect((await request.get("/blog?tag=careers")).status()).toBe(200);
  });
});

test.describe("a page's form sent as something else", () => {
  test("is a 415 page in words, and a broken form a 400 page", async ({ request, baseURL }) => {
    const asJson = await request.post("/company-review", {
      headers: { origin: baseURL as string },
      data: { authorName: "Ana", rating: 5, text: "Great" },
    });
    expect(asJson.status()).toBe(415);
    const page = await asJson.text();
    expect(page).toContain("This request couldn");
    expect(page).toContain("Please send this form from the page itself.");

    const truncated = await request.post("/webinars", {
      headers: { origin: baseURL as string, "content-type": "multipart/form-data; boundary=x" },
      data: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c',
    });
    expect(truncated.status()).toBe(400);
    expect(await truncated.text()).toContain("The form could not be read. Please try again.");
  });
});
