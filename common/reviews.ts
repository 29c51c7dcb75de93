import { z } from "./zod";

/** SPEC §9: the home page shows 3; the API returns a few more for other pages. */
export const COMPANY_REVIEWS_LIMIT = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_AUTHOR_MAX = 120;

/** SPEC §3: Google Places' review shape. `text` is null when the reviewer wrote none. */
export type CompanyReview = {
  author_name: string;
  rating: number;
  relative_time_description: string;
  text: string | null;
};

/** SPEC §3: `rating` is the average of published reviews to one decimal, 0 when there are none. */
export type CompanyReviews = { rating: number; totalReviews: number; reviews: CompanyReview[] };

export const REVIEW_MESSAGES = {
  authorName: "Please enter your name",
  authorNameTooLong: `Please shorten your name to ${REVIEW_AUTHOR_MAX} characters or fewer`,
  rating: "Please choose a rating from 1 to 5 stars",
  textTooLong: `Please shorten your review to ${REVIEW_TEXT_MAX} characters or fewer`,
  company: "Unknown company",
} as const;

/** A review as submitted on /company-review; it waits as pending until an admin approves it. */
export const reviewSubmissionSchema = z.object({
  companyId: z
    .number({ message: REVIEW_MESSAGES.company })
    .int({ message: REVIEW_MESSAGES.company })
    .positive({
      message: REVIEW_MESSAGES.company,
    }),
  authorName: z
    .string({ message: REVIEW_MESSAGES.authorName })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { message: REVIEW_MESSAGES.authorName })
        .max(REVIEW_AUTHOR_MAX, { message: REVIEW_MESSAGES.authorNameTooLong }),
    ),
  rating: z
    .number({ message: REVIEW_MESSAGES.rating })
    .int({ message: REVIEW_MESSAGES.rating })
    .min(1, { message: REVIEW_MESSAGES.rating })
    .max(5, { message: REVIEW_MESSAGES.rating }),
  // Blank text is no text: stored as null so the page shows SPEC's 'No review text provided.'
  text: z
    .string({ message: REVIEW_MESSAGES.textTooLong })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(REVIEW_TEXT_MAX, { message: REVIEW_MESSAGES.textTooLong }).nullable()),
});

export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;
