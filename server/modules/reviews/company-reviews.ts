import { and, avg, count, desc, eq } from "drizzle-orm";
import { relativeTimeDescription } from "../../../common/relative-time";
import { COMPANY_REVIEWS_LIMIT, type CompanyReviews } from "../../../common/reviews";
import { db } from "../../db/client";
import { companyReviews } from "../../db/schema";
import { findCompany } from "../companies";

export type CompanyReviewsOptions = { now?: Date; limit?: number };

/**
 * A company's published reviews in Google Places' shape: the average and count over every published
 * review, and the newest `limit` of them. Pending and hidden reviews never count. Unknown company: NotFound.
 */
export async function getCompanyReviews(
  nameOrSlug: string,
  { now = new Date(), limit = COMPANY_REVIEWS_LIMIT }: CompanyReviewsOptions = {},
): Promise<CompanyReviews> {
  const company = await findCompany(nameOrSlug);
  const published = and(eq(companyReviews.companyId, company.id), eq(companyReviews.status, "published"));

  const [[summary], rows] = await Promise.all([
    db()
      .select({ average: avg(companyReviews.rating), total: count() })
      .from(companyReviews)
      .where(published),
    db()
      .select({
        authorName: companyReviews.authorName,
        rating: companyReviews.rating,
        text: companyReviews.text,
        createdAt: companyReviews.createdAt,
      })
      .from(companyReviews)
      .where(published)
      .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id))
      .limit(limit),
  ]);

  return {
    rating: summary?.average ? Math.round(Number(summary.average) * 10) / 10 : 0,
    totalReviews: summary?.total ?? 0,
    reviews: rows.map((row) => ({
      author_name: row.authorName,
      rating: row.rating,
      relative_time_description: relativeTimeDescription(row.createdAt, now),
      text: row.text,
    })),
  };
}
