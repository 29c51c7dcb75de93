import { Suspense } from "react";
import { Await } from "react-router";
import type { CompanyReviews } from "../../../common/reviews";
import { SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

/** SPEC §9: the home page shows three reviews. */
export const HOME_REVIEWS_SHOWN = 3;

export const REVIEWS_TEXT = {
  loading: "Loading reviews...",
  empty: "No reviews available at this time.",
  noText: "No review text provided.",
} as const;

/** The rating, count and newest reviews; null (unreadable) or no reviews gives SPEC's empty state. */
export function ReviewsSummary({ data }: { data: CompanyReviews | null }) {
  if (!data || data.totalReviews === 0 || data.reviews.length === 0) {
    return <p className="mt-10 text-center text-slate-600">{REVIEWS_TEXT.empty}</p>;
  }
  const count = data.totalReviews;
  return (
    <>
      <div className="mt-10 flex flex-col items-center gap-2 text-center">
        <p className="font-bold text-4xl text-slate-900" data-testid="overall-rating">
          {data.rating.toFixed(1)}
        </p>
        <StarRating rating={data.rating} className="text-2xl" />
        <p className="text-slate-600 text-sm">{`Based on ${count} ${count === 1 ? "review" : "reviews"}`}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {data.reviews.slice(0, HOME_REVIEWS_SHOWN).map((review, index) => (
          <li
            // Reviews have no id in Google Places' shape; the order is stable (newest first).
            // biome-ignore lint/suspicious/noArrayIndexKey: no stable id in the response
            key={index}
            className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <article aria-label={`Review by ${review.author_name}`} className="flex h-full flex-col">
              <StarRating rating={review.rating} className="text-base" />
              <p className={review.text ? "mt-4 flex-1 text-slate-700" : "mt-4 flex-1 text-slate-600 italic"}>
                {review.text?.trim() || REVIEWS_TEXT.noText}
              </p>
              <p className="mt-6 font-semibold text-slate-900">{review.author_name}</p>
              <p className="text-slate-600 text-sm">{review.relative_time_description}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Home section 5 (SPEC §2, §3, §4, §9). The loader hands over the reviews as a promise: the shell
 * streams with the loading text and the reviews follow (crawlers wait for them, onAllReady).
 */
export function ReviewsSection({
  reviews,
}: {
  reviews: Promise<CompanyReviews | null> | CompanyReviews | null;
}) {
  return (
    <section aria-labelledby="reviews-heading" data-slot="reviews" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="reviews-heading" eyebrow="Client reviews" title="What Our Clients Say">
          Every placement ends with a check-in, and what hiring managers and candidates tell us shapes how our
          recruiters work.
        </SectionHeading>
        <Suspense fallback={<p className="mt-10 text-center text-slate-600">{REVIEWS_TEXT.loading}</p>}>
          <Await resolve={reviews} errorElement={<ReviewsSummary data={null} />}>
            {(data) => <ReviewsSummary data={data} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
