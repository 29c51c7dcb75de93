import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { relativeTimeDescription } from "../../common/relative-time";
import { REVIEW_AUTHOR_MAX, REVIEW_MESSAGES, REVIEW_TEXT_MAX } from "../../common/reviews";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { companies, companyReviews } from "../db/schema";
import { seedDemoContent } from "../db/seed";
import { moderateReview, REVIEW_LIMIT_PER_IP, REVIEW_RECEIVED_MESSAGE } from "../modules/reviews";

// The demo seed stores the demo candidate's resume: in a temporary DATA_DIR, not the working copy's.
const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-companies-"));
const database = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function reviewsOf(company: string) {
  const response = await fetch(`${app.url}/api/companies/${company}/reviews`);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

type ReviewRow = typeof companyReviews.$inferInsert;
const review = (values: Partial<ReviewRow> & { days: number }): ReviewRow => {
  const { days, ...rest } = values;
  return { companyId: 1, authorName: "Someone", rating: 5, text: "Fine.", createdAt: daysAgo(days), ...rest };
};

beforeEach(async () => {
  await database
    .db()
    .execute(sql`TRUNCATE company_reviews, demo_seed_runs, rate_limit_counters RESTART IDENTITY`);
  await database.db().execute(sql`DELETE FROM companies WHERE id <> 1`);
});

describe("GET /api/companies/{company name}/reviews", () => {
  it("knows the agency as company 1 from the migration, even without demo content", async () => {
    const [agency] = await database.db().select().from(companies);
    expect(agency).toEqual({ id: 1, name: "Sunshine Staffing", slug: "sunshine-staffing" });
    expect(await reviewsOf("Sunshine%20Staffing")).toMatchObject({
      status: 200,
      body: { rating: 0, totalReviews: 0, reviews: [] },
    });
  });

  it("averages published reviews only, to one decimal, newest first, in Google's shape", async () => {
    await database
      .db()
      .insert(companyReviews)
      .values([
        review({ authorName: "Oldest", rating: 4, text: null, days: 400 }),
        review({ authorName: "Newest", rating: 5, text: "Great recruiters.", days: 14 }),
        review({ authorName: "Middle", rating: 4, days: 98 }),
        review({ authorName: "Pending", rating: 1, days: 1, status: "pending" }),
        review({ authorName: "Hidden", rating: 1, days: 2, status: "hidden" }),
      ]);

    const { status, body, headers } = await reviewsOf("sunshine-staffing");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      rating: 4.3,
      totalReviews: 3,
      reviews: [
        {
          author_name: "Newest",
          rating: 5,
          relative_time_description: "2 weeks ago",
          text: "Great recruiters.",
        },
        { author_name: "Middle", rating: 4, relative_time_description: "3 months ago", text: "Fine." },
        { author_name: "Oldest", rating: 4, relative_time_description: "a year ago", text: null },
      ],
    });
  });

  it("matches the name or slug in any letter case, URL-decoded", async () => {
    await database
      .db()
      .insert(companyReviews)
      .values(review({ days: 7 }));
    for (const name of [
      "Sunshine%20Staffing",
      "sunshine%20staffing",
      "SUNSHINE-STAFFING",
      "sunshine-staffing",
    ]) {
      const { status, body } = await reviewsOf(name);
      expect({ name, status, total: body.totalReviews }).toEqual({ name, status: 200, total: 1 });
      expect(body.reviews[0].relative_time_description).toBe("a week ago");
    }
  });

  it("answers 404 in the error shape for an unknown company", async () => {
    for (const name of ["Acme%20Corp", "sunshine", "%20"]) {
      expect(await reviewsOf(name)).toMatchObject({
        status: 404,
        body: { error: "We couldn't find that company." },
      });
    }
  });

  it("keeps each company's reviews apart", async () => {
    const [client] = await database
      .db()
      .insert(companies)
      .values({ name: "Brickell Health", slug: "brickell-health" })
      .returning();
    await database
      .db()
      .insert(companyReviews)
      .values([review({ days: 3, rating: 5 }), review({ companyId: client?.id, days: 3, rating: 2 })]);

    expect((await reviewsOf("Brickell%20Health")).body).toMatchObject({ rating: 2, totalReviews: 1 });
    expect((await reviewsOf("Sunshine%20Staffing")).body).toMatchObject({ rating: 5, totalReviews: 1 });
  });

  it("counts every published review but returns the newest 10", async () => {
    await database
      .db()
      .insert(companyReviews)
      .values(
        Array.from({ length: 12 }, (_, index) => review({ days: index + 1, rating: index < 6 ? 5 : 4 })),
      );
    const { body } = await reviewsOf("sunshine-staffing");
    expect(body.totalReviews).toBe(12);
    expect(body.rating).toBe(4.5);
    expect(body.reviews).toHaveLength(10);
    expect(body.reviews[0].relative_time_description).toBe("a day ago");
  });

  it("serves the agency's seeded demo reviews", async () => {
    await seedDemoContent(database.db(), pino({ level: "silent" }));
    const { body } = await reviewsOf("Sunshine%20Staffing");
    expect(body.totalReviews).toBe(8);
    expect(body.rating).toBe(4.5);
    // Seeded 6 calendar days back at 10:00 in Miami: before 10:00 today that is still "5 days ago".
    const [newest] = await database
      .db()
      .select({ createdAt: companyReviews.createdAt })
      .from(companyReviews)
      .where(sql`author_name = 'Daniela Ortiz'`);
    expect(body.reviews[0]).toEqual({
      author_name: "Daniela Ortiz",
      rating: 5,
      relative_time_description: relativeTimeDescription(newest?.createdAt ?? new Date(0)),
      text: expect.stringContaining("ICU nurse"),
    });
    expect(body.reviews[0].relative_time_description).toMatch(/^[56] days ago$/);
  });
});

describe("POST /api/companies/{company name}/reviews", () => {
  const valid = { authorName: "Marisol Vega", rating: 5, text: "They placed me in a week." };

  /** Each call is a visitor of its own unless `from` names the address (the app trusts loopback proxies). */
  let visitor = 0;
  function submit(
    body: unknown,
    { company = "sunshine-staffing", from = "", type = "application/json" } = {},
  ) {
    visitor += 1;
    return fetch(`${app.url}/api/companies/${company}/reviews`, {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": from || `192.0.2.${visitor % 250}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  async function fieldsOf(body: unknown) {
    const response = await submit(body);
    const json = await response.json();
    expect({ status: response.status, error: json.error }).toEqual({
      status: 400,
      error: "Please correct the highlighted fields.",
    });
    return json.fields as Record<string, string>;
  }

  const storedReviews = () => database.db().select().from(companyReviews);

  it("stores the review as pending: 201, not on the site until an admin approves it", async () => {
    const response = await submit({ ...valid, authorName: "  Marisol   Vega " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      review: { authorName: "Marisol Vega", rating: 5, text: "They placed me in a week.", status: "pending" },
      message: REVIEW_RECEIVED_MESSAGE,
    });
    const [stored, ...others] = await storedReviews();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ companyId: 1, authorName: "Marisol Vega", rating: 5, status: "pending" });
    expect((await reviewsOf("sunshine-staffing")).body).toEqual({ rating: 0, totalReviews: 0, reviews: [] });

    await moderateReview(
      { email: "moderator@sunshinestaffing.example", name: "Review Moderator" },
      stored?.id,
      {
        decision: "approve",
      },
    );
    expect((await reviewsOf("sunshine-staffing")).body).toEqual({
      rating: 5,
      totalReviews: 1,
      reviews: [
        {
          author_name: "Marisol Vega",
          rating: 5,
          relative_time_description: "just now",
          text: "They placed me in a week.",
        },
      ],
    });
  });

  it("accepts a review without text, stored as null (the site shows 'No review text provided.')", async () => {
    for (const text of [undefined, null, "", "   "]) {
      const response = await submit({ authorName: "No Words", rating: 3, text });
      expect(response.status).toBe(201);
      expect((await response.json()).review.text).toBeNull();
    }
    expect((await storedReviews()).map((row) => row.text)).toEqual([null, null, null, null]);
  });

  it("files the review under the company in the path, whatever companyId the body claims", async () => {
    const [client] = await database
      .db()
      .insert(companies)
      .values({ name: "Brickell Health", slug: "brickell-health" })
      .returning();
    expect((await submit({ ...valid, companyId: 1 }, { company: "Brickell%20Health" })).status).toBe(201);
    expect((await storedReviews()).map((row) => row.companyId)).toEqual([client?.id]);
  });

  it("gives each field its message, and stores nothing", async () => {
    expect(await fieldsOf({})).toEqual({
      authorName: REVIEW_MESSAGES.authorName,
      rating: REVIEW_MESSAGES.rating,
    });
    expect(await fieldsOf({ ...valid, authorName: " \n\t " })).toEqual({
      authorName: REVIEW_MESSAGES.authorName,
    });
    expect(await fieldsOf({ ...valid, authorName: "x".repeat(REVIEW_AUTHOR_MAX + 1) })).toEqual({
      authorName: REVIEW_MESSAGES.authorNameTooLong,
    });
    for (const rating of [0, 6, 2.5, -1, "5", null, true]) {
      expect({ rating, fields: await fieldsOf({ ...valid, rating }) }).toEqual({
        rating,
        fields: { rating: REVIEW_MESSAGES.rating },
      });
    }
    expect(await fieldsOf({ ...valid, text: "x".repeat(REVIEW_TEXT_MAX + 1) })).toEqual({
      text: REVIEW_MESSAGES.textTooLong,
    });
    expect(await fieldsOf({ authorName: 42, rating: "five", text: ["not", "text"] })).toEqual({
      authorName: REVIEW_MESSAGES.authorName,
      rating: REVIEW_MESSAGES.rating,
      text: REVIEW_MESSAGES.textTooLong,
    });
    expect(await storedReviews()).toEqual([]);
  });

  it("accepts the longest name and text", async () => {
    const response = await submit({
      authorName: "x".repeat(REVIEW_AUTHOR_MAX),
      rating: 1,
      text: "y".repeat(REVIEW_TEXT_MAX),
    });
    expect(response.status).toBe(201);
  });

  it("answers 4xx, never 500, for bodies that are not a review object", async () => {
    const array = await submit("[1, 2]");
    expect(array.status).toBe(400);
    expect((await array.json()).fields).toEqual({
      authorName: REVIEW_MESSAGES.authorName,
      rating: REVIEW_MESSAGES.rating,
    });
    // The JSON parser is strict: a bare string, number or null is not a request body.
    for (const body of ['"a string"', "null", "42"]) {
      const response = await submit(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
    }
    expect((await submit("{not json")).status).toBe(400);
    expect(
      (await submit("authorName=A&rating=5", { type: "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await submit({ ...valid, text: "x".repeat(200_000) })).status).toBe(413);
    const empty = await fetch(`${app.url}/api/companies/sunshine-staffing/reviews`, { method: "POST" });
    expect(empty.status).toBe(400);
    expect(await storedReviews()).toEqual([]);
  });

  it("answers 404 for an unknown company and stores nothing", async () => {
    const response = await submit(valid, { company: "Acme%20Corp" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "We couldn't find that company." });
    expect(await storedReviews()).toEqual([]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await submit({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      review: { ...valid, status: "pending" },
      message: REVIEW_RECEIVED_MESSAGE,
    });
    expect(await storedReviews()).toEqual([]);
    // Invalid input gets the person's answer too, so the trap cannot be told apart.
    expect((await submit({ website: "http://spam.example" })).status).toBe(400);
  });

  it("answers 429 with Retry-After past the per-address limit; mistakes and other addresses don't count", async () => {
    const from = "198.51.100.77";
    for (let i = 0; i < 3; i++) expect((await submit({}, { from })).status).toBe(400);
    for (let i = 0; i < REVIEW_LIMIT_PER_IP.limit; i++)
      expect((await submit(valid, { from })).status).toBe(201);
    const refused = await submit(valid, { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(
      REVIEW_LIMIT_PER_IP.windowSeconds - 60,
    );
    expect(await refused.json()).toEqual({ error: "Too many requests. Please wait a moment and try again." });
    expect((await submit({ ...valid, website: "bot" }, { from })).status).toBe(429);
    expect(await storedReviews()).toHaveLength(REVIEW_LIMIT_PER_IP.limit);
    expect((await submit(valid, { from: "198.51.100.78" })).status).toBe(201);
  });
});
