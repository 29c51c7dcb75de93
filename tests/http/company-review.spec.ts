import { type APIRequestContext, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";

// /company-review as a browser without JavaScript (or curl) sees it: a plain form POST to the action.

const PENDING_MESSAGE =
  "Thank you! Your review has been received and will appear on our site once our team approves it.";

/** An address of its own per test (the per-IP review limit would otherwise span tests). */
function visitor(label: string): Record<string, string> {
  const id = [...label].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 0);
  return { "x-forwarded-for": `100.80.${Math.floor(id / 250)}.${id % 250}` };
}

function postReview(
  request: APIRequestContext,
  form: Record<string, string>,
  headers: Record<string, string>,
) {
  return request.post("/company-review", { form, headers, maxRedirects: 0 });
}

async function publishedAuthors(request: APIRequestContext): Promise<string[]> {
  const body = await (await request.get("/api/companies/sunshine-staffing/reviews")).json();
  return (body as { reviews: { author_name: string }[] }).reviews.map((review) => review.author_name);
}

test.describe("/company-review without JavaScript", () => {
  test("serves the page with one h1, its own meta tags and a form that posts to itself", async ({
    request,
  }) => {
    const response = await request.get("/company-review");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Review Sunshine Staffing<\/h1>/);
    expect(html).toContain("<title>Leave a Review | Sunshine Staffing</title>");
    expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/company-review"/>`);
    expect(html).toContain("Reviews are read by our team and appear on our site once approved.");
    const form = html.match(/<form[^>]*aria-labelledby="review-form-heading"[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/company-review"');
    expect(html).toContain('name="authorName"');
    expect(html.match(/<input[^>]*type="radio"[^>]*name="rating"[^>]*>/g)).toHaveLength(5);
    expect(html).toMatch(/<textarea[^>]*name="text"/);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Rating<\/legend>/);
  });

  test("a form POST stores the review and answers with the pending message", async ({ request }) => {
    const authorName = `Form Poster ${Date.now().toString(36)}`;
    const response = await postReview(
      request,
      { authorName, rating: "4", text: "Line one.\r\nLine two.", website: "" },
      visitor("stores"),
    );
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Review received");
    expect(html).toContain(PENDING_MESSAGE);
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).not.toContain('name="authorName"');
    expect(await publishedAuthors(request)).not.toContain(authorName);
  });

  test("an invalid POST answers 400 with each field's message and keeps the values", async ({ request }) => {
    const headers = visitor("invalid");
    const empty = await postReview(request, {}, headers);
    expect(empty.status()).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Please enter your name");
    expect(emptyHtml).toContain("Please choose a rating from 1 to 5 stars");
    expect(emptyHtml).not.toContain("Review received");

    for (const rating of ["0", "6", "2.5", "five"]) {
      const response = await postReview(
        request,
        { authorName: "Ana Torres", rating, text: "Kept." },
        headers,
      );
      expect({ rating, status: response.status() }).toEqual({ rating, status: 400 });
      const html = await response.text();
      expect(html).toContain("Please choose a rating from 1 to 5 stars");
      expect(html).not.toContain("Please enter your name");
      expect(html).toContain('value="Ana Torres"');
      expect(html).toMatch(/<textarea[^>]*>Kept\.<\/textarea>/);
    }

    const tooLong = await postReview(
      request,
      { authorName: "Ana", rating: "3", text: "x".repeat(2001) },
      headers,
    );
    expect(tooLong.status()).toBe(400);
    const html = await tooLong.text();
    expect(html).toContain("Please shorten your review to 2000 characters or fewer");
    expect(html).toMatch(/<input[^>]*value="3"[^>]*checked=""|<input[^>]*checked=""[^>]*value="3"/);
  });

  test("a filled honeypot gets the same confirmation", async ({ request }) => {
    const response = await postReview(
      request,
      { authorName: "Bot", rating: "5", website: "http://spam.example" },
      visitor("honeypot"),
    );
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(PENDING_MESSAGE);
  });

  test("refuses a sixth review from one address within the hour with 429", async ({ request }) => {
    const headers = visitor("rate-limit");
    const form = { authorName: `Frequent ${Date.now().toString(36)}`, rating: "5" };
    // Mistakes don't count against the limit.
    expect((await postReview(request, { rating: "5" }, headers)).status()).toBe(400);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await postReview(request, form, headers)).status()).toBe(200);
    const refused = await postReview(request, form, headers);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain("Too many requests. Please wait a moment and try again.");
    expect(html).toContain(`value="${form.authorName}"`);
  });
});
