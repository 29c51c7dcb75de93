import { eq } from "drizzle-orm";
import type { ReviewSubmission } from "../../../common/reviews";
import { db } from "../../db/client";
import { companies, companyReviews } from "../../db/schema";
import { NotFound } from "../../errors";
import { COMPANY_NOT_FOUND } from "../companies";
import { type ReviewRecord, reviewColumns } from "./moderation";

/**
 * Stores a client's review as pending: it is invisible on the site until an admin approves it.
 * An unknown company is NotFound (company_reviews has no foreign key yet, so we check here).
 */
export async function submitReview(review: ReviewSubmission): Promise<ReviewRecord> {
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
