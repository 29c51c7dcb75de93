import { eq } from "drizzle-orm";
import { z } from "zod";
import { CONTACT_HONEYPOT_FIELD } from "../../../common/contact";
import { isHoneypotFilled } from "../../../common/honeypot";
import { reviewSubmissionSchema } from "../../../common/reviews";
import { db } from "../../db/client";
import { companies } from "../../db/schema";
import { NotFound } from "../../errors";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { COMPANY_NOT_FOUND } from "../companies";
import { submitReview } from "./submission";

/**
 * Per client address, shared by the API and the /company-review action. Only submissions that pass
 * validation count: the page checks on the server, so a person correcting a mistake must not use up
 * the allowance; what the limit guards is the moderation queue.
 */
export const REVIEW_LIMIT_PER_IP = { name: "company-review-ip", limit: 5, windowSeconds: 60 * 60 };

/** The hidden field only bots fill: the contact forms' trap, so the page reuses their HoneypotField. */
export const REVIEW_HONEYPOT_FIELD = CONTACT_HONEYPOT_FIELD;

export const REVIEW_RECEIVED_MESSAGE =
  "Thank you! Your review has been received and will appear on our site once our team approves it.";

/** What the visitor submitted, as stored; never the row's id (nothing public reads a review by id). */
export type ReceivedReview = {
  authorName: string;
  rating: number;
  text: string | null;
  status: "pending";
};

/** The company a review page is about; NotFound when it does not exist. */
export async function getReviewedCompany(id: number): Promise<{ id: number; name: string }> {
  const [company] = Number.isSafeInteger(id)
    ? await db()
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, id))
    : [];
  if (!company) throw new NotFound(COMPANY_NOT_FOUND);
  return company;
}

/** What a visitor sends from the page or the API: the review and the trap; any other key is ignored. */
const visitorReviewSchema = reviewSubmissionSchema.extend({
  [REVIEW_HONEYPOT_FIELD]: z.unknown().optional(),
});

/**
 * A visitor's review from the API or the page: validated (Invalid with each field's message), counted
 * against REVIEW_LIMIT_PER_IP (TooManyRequests), then stored as pending. A filled honeypot gets the
 * same answer and stores nothing; it is checked after validation and the limit, so a bot cannot tell
 * the trap from a person's answer.
 */
export const visitorReview: UseCase<typeof visitorReviewSchema, ReceivedReview> = {
  input: visitorReviewSchema,
  limits: [{ ...REVIEW_LIMIT_PER_IP, key: perClientAddress }],
  run: async ({ [REVIEW_HONEYPOT_FIELD]: trap, ...review }) => {
    if (!isHoneypotFilled(trap)) await submitReview(review);
    return { authorName: review.authorName, rating: review.rating, text: review.text, status: "pending" };
  },
};
