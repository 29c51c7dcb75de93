import { eq } from "drizzle-orm";
import { CONTACT_HONEYPOT_FIELD } from "../../../common/contact";
import { db } from "../../db/client";
import { companies } from "../../db/schema";
import { NotFound } from "../../errors";
import { clientAddressKey, enforceRateLimit } from "../../rate-limit";
import { COMPANY_NOT_FOUND } from "../companies";
import { parseReviewSubmission, submitReview } from "./moderation";

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

export type ReviewVisitorSubmission = {
  companyId: number;
  /** What the visitor sent: { authorName, rating, text?, website? }. Any other key is ignored. */
  body: unknown;
  /** The client's address (req.ip or the action's context.clientIp), for the rate limit. */
  ip?: string;
};

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

/**
 * A visitor's review from the API or the page: validated (Invalid with each field's message), counted
 * against REVIEW_LIMIT_PER_IP (TooManyRequests), then stored as pending. A filled honeypot gets the
 * same answer and stores nothing; it is checked after validation and the limit, so a bot cannot tell
 * the trap from a person's answer.
 */
export async function receiveVisitorReview({
  companyId,
  body,
  ip,
}: ReviewVisitorSubmission): Promise<ReceivedReview> {
  const fields = isRecord(body) ? body : {};
  const review = parseReviewSubmission({
    companyId,
    authorName: fields.authorName,
    rating: fields.rating,
    text: fields.text,
  });
  if (ip) await enforceRateLimit(REVIEW_LIMIT_PER_IP, clientAddressKey(ip));
  if (!isFilled(fields[REVIEW_HONEYPOT_FIELD])) await submitReview(review);
  return { authorName: review.authorName, rating: review.rating, text: review.text, status: "pending" };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFilled(trap: unknown): boolean {
  return trap !== undefined && trap !== null && trap !== "";
}
