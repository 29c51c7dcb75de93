import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { companies, companyReviews } from "../db/schema";
import { seedDemoContent } from "../db/seed";

const database = setupTestDatabase();
const app = setupTestApp();

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
  await database.db().execute(sql`TRUNCATE company_reviews, demo_seed_runs RESTART IDENTITY`);
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
    expect(body.reviews[0]).toMatchObject({
      author_name: "Daniela Ortiz",
      relative_time_description: "6 days ago",
    });
  });
});
