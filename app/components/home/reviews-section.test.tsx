import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CompanyReviews } from "../../../common/reviews";
import { ReviewsSection, ReviewsSummary } from "./reviews-section";

const review = (author: string, text: string | null, rating = 5) => ({
  author_name: author,
  rating,
  relative_time_description: "2 weeks ago",
  text,
});

const data: CompanyReviews = {
  rating: 4.5,
  totalReviews: 8,
  reviews: [
    review("Daniela Ortiz", "Great recruiters."),
    review("Tomás Herrera", null),
    review("Renee Castillo", "   ", 4),
    review("Kevin Tran", "A fourth review is not shown."),
  ],
};

describe("ReviewsSummary", () => {
  it("shows the rating, the count and the newest three reviews, with the missing-text fallback", () => {
    const html = renderToStaticMarkup(<ReviewsSummary data={data} />);
    expect(html).toContain(">4.5</p>");
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain("Based on 8 reviews");
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain("Great recruiters.");
    expect(html.match(/No review text provided\./g)).toHaveLength(2);
    expect(html).not.toContain("Kevin Tran");
    expect(html).toContain("2 weeks ago");
    expect(html).toContain('aria-label="Rated 4 out of 5"');
  });

  it("says 'review' for a single review", () => {
    const html = renderToStaticMarkup(
      <ReviewsSummary data={{ rating: 5, totalReviews: 1, reviews: [review("Ana", "Good")] }} />,
    );
    expect(html).toContain("Based on 1 review<");
  });

  it("shows the empty state for no reviews or unreadable reviews", () => {
    for (const empty of [null, { rating: 0, totalReviews: 0, reviews: [] }]) {
      const html = renderToStaticMarkup(<ReviewsSummary data={empty} />);
      expect(html).toContain("No reviews available at this time.");
      expect(html).not.toContain("<li");
    }
  });
});

describe("ReviewsSection", () => {
  it("renders resolved data inside the section", () => {
    const html = renderToStaticMarkup(<ReviewsSection reviews={data} />);
    expect(html).toContain("What Our Clients Say");
    expect(html).toContain("Based on 8 reviews");
  });

  it("shows the loading text while the reviews are pending", () => {
    const html = renderToStaticMarkup(<ReviewsSection reviews={new Promise(() => {})} />);
    expect(html).toContain("Loading reviews...");
  });
});
