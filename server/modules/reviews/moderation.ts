import { asc, eq } from "drizzle-orm";
import { type ReviewSubmission, reviewSubmissionSchema } from "../../../common/reviews";
import { db } from "../../db/client";
import { companies, companyReviews } from "../../db/schema";
import { NotFound } from "../../errors";
import { parseInput } from "../../kernel/parse-input";
import { COMPANY_NOT_FOUND } from "../companies";

export type ReviewStatus = (typeof companyReviews.$inferSelect)["status"];

export type ModeratedReview = {
  id: number;
  companyId: number;
  authorName: string;
  rating: number;
  text: string | null;
  status: ReviewStatus;
  createdAt: Date;
};

export const REVIEW_NOT_FOUND = "We couldn't find that review.";

const reviewColumns = {
  id: companyReviews.id,
  companyId: companyReviews.companyId,
  authorName: companyReviews.authorName,
  rating: companyReviews.rating,
  text: companyReviews.text,
  status: companyReviews.status,
  createdAt: companyReviews.createdAt,
};

/** The shared schema; each failing field gets its message (400 in an API, inline on the page). */
export function parseReviewSubmission(input: unknown): ReviewSubmission {
  return parseInput(reviewSubmissionSchema, input);
}

/**
 * Stores a client's review as pending: it is invisible on the site until an admin approves it.
 * An unknown company is NotFound (company_reviews has no foreign key yet, so we check here).
 */
export async function submitReview(input: unknown): Promise<ModeratedReview> {
  const review = parseReviewSubmission(input);
  const [company] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, review.companyId));
  if (!company) throw new NotFound(COMPANY_NOT_FOUND);
  const [stored] = await db()
    .insert(companyReviews)
    .values({ ...review, status: "pending" })
    .returning(reviewColumns);
  if (!stored) throw new Error("The review insert returned no row.");
  return stored;
}

/** Publishes a review (pending or hidden); it then counts in the company's rating. */
export function approveReview(id: number): Promise<ModeratedReview> {
  return setStatus(id, "published");
}

/** Takes a review off the site without deleting it; it no longer counts in the rating. */
export function hideReview(id: number): Promise<ModeratedReview> {
  return setStatus(id, "hidden");
}

/** Reviews waiting for an admin, oldest first (first come, first moderated). */
export function listPendingReviews(): Promise<ModeratedReview[]> {
  return db()
    .select(reviewColumns)
    .from(companyReviews)
    .where(eq(companyReviews.status, "pending"))
    .orderBy(asc(companyReviews.createdAt), asc(companyReviews.id));
}

async function setStatus(id: number, status: ReviewStatus): Promise<ModeratedReview> {
  const [review] = Number.isSafeInteger(id)
    ? await db()
        .update(companyReviews)
        .set({ status })
        .where(eq(companyReviews.id, id))
        .returning(reviewColumns)
    : [];
  if (!review) throw new NotFound(REVIEW_NOT_FOUND);
  return review;
}
