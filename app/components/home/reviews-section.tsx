import { SectionHeading } from "./section-heading";

/**
 * Home section 5. The visitor-engagement issue adds the overall rating, the review count and up to
 * three reviews (SPEC §2, §3, §9) below the introduction.
 */
export function ReviewsSection() {
  return (
    <section aria-labelledby="reviews-heading" data-slot="reviews" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="reviews-heading" eyebrow="Client reviews" title="What Our Clients Say">
          Every placement ends with a check-in, and what hiring managers and candidates tell us shapes how our
          recruiters work.
        </SectionHeading>
      </div>
    </section>
  );
}
