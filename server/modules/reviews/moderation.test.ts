import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewSubmissionSchema } from "../../../common/reviews";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { Invalid, NotFound } from "../../errors";
import { parseInput } from "../../kernel/parse-input";
import { getCompanyReviews } from "./company-reviews";
import { listAdminReviews, moderateReview } from "./moderation";
import { submitReview } from "./submission";

const database = setupTestDatabase();

const moderator = { email: "moderator@sunshinestaffing.example", name: "Review Moderator" };
const approveReview = (id: number) => moderateReview(moderator, id, { decision: "approve" });
const hideReview = (id: number) => moderateReview(moderator, id, { decision: "reject" });
/** A submission as a visitor sends it, parsed as the use case parses it before storing. */
const submitRawReview = async (raw: unknown) => submitReview(parseInput(reviewSubmissionSchema, raw));
const listPendingReviews = async () => (await listAdminReviews({ status: "pending" })).rows;

const submission = {
  companyId: 1,
  authorName: "Luis Romero",
  rating: 4,
  text: "They found me a job in two weeks.",
};

beforeEach(async () => {
  await database.db().execute(sql`TRUNCATE company_reviews RESTART IDENTITY`);
});

describe("review moderation", () => {
  it("keeps a submitted review pending and off the site until an admin approves it", async () => {
    const submitted = await submitReview(submission);
    expect(submitted).toMatchObject({ ...submission, status: "pending" });
    expect(await getCompanyReviews("sunshine-staffing")).toEqual({ rating: 0, totalReviews: 0, reviews: [] });
    expect((await listPendingReviews()).map((review) => review.id)).toEqual([submitted.id]);

    expect(await approveReview(submitted.id)).toMatchObject({ id: submitted.id, status: "published" });
    expect(await listPendingReviews()).toEqual([]);
    expect(await getCompanyReviews("sunshine-staffing")).toEqual({
      rating: 4,
      totalReviews: 1,
      reviews: [
        {
          author_name: "Luis Romero",
          rating: 4,
          relative_time_description: "just now",
          text: "They found me a job in two weeks.",
        },
      ],
    });
  });

  it("takes a hidden review off the site and out of the rating", async () => {
    const kept = await submitReview({ ...submission, rating: 5 });
    const removed = await submitReview({ ...submission, rating: 1, authorName: "Spammer" });
    await approveReview(kept.id);
    await approveReview(removed.id);
    expect(await getCompanyReviews("sunshine-staffing")).toMatchObject({ rating: 3, totalReviews: 2 });

    expect(await hideReview(removed.id)).toMatchObject({ status: "hidden" });
    const after = await getCompanyReviews("sunshine-staffing");
    expect(after).toMatchObject({ rating: 5, totalReviews: 1 });
    expect(after.reviews.map((review) => review.author_name)).toEqual(["Luis Romero"]);
  });

  it("lists pending reviews oldest first, and leaves out hidden and published ones", async () => {
    const first = await submitReview({ ...submission, authorName: "First" });
    const second = await submitReview({ ...submission, authorName: "Second" });
    const third = await submitReview({ ...submission, authorName: "Third" });
    await approveReview(second.id);
    await hideReview(third.id);
    expect((await listPendingReviews()).map((review) => review.authorName)).toEqual(["First"]);
    await submitReview({ ...submission, authorName: "Fourth" });
    expect((await listPendingReviews()).map((review) => review.authorName)).toEqual(["First", "Fourth"]);
    expect(first.status).toBe("pending");
  });

  it("stores blank text as null, so the page shows 'No review text provided.'", async () => {
    const submitted = await submitRawReview({ ...submission, text: "   " });
    expect(submitted.text).toBeNull();
  });

  it("refuses invalid input with each field's message, storing nothing", async () => {
    const attempt = submitRawReview({ companyId: 1, authorName: "", rating: 6, text: "x".repeat(2001) });
    await expect(attempt).rejects.toBeInstanceOf(Invalid);
    await expect(attempt).rejects.toMatchObject({
      fields: {
        authorName: REVIEW_MESSAGES.authorName,
        rating: REVIEW_MESSAGES.rating,
        text: REVIEW_MESSAGES.textTooLong,
      },
    });
    expect(await listPendingReviews()).toEqual([]);
  });

  it("refuses a review of an unknown company", async () => {
    await expect(submitReview({ ...submission, companyId: 999 })).rejects.toBeInstanceOf(NotFound);
  });

  it("answers NotFound when approving or hiding a review that does not exist", async () => {
    await expect(approveReview(12345)).rejects.toBeInstanceOf(NotFound);
    await expect(hideReview(Number.NaN)).rejects.toBeInstanceOf(NotFound);
  });
});
