import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "../../db/client";
import { companies, companyReviews } from "../../db/schema";
import { NotFound } from "../../errors";
import { likeContains } from "../../kernel/like";
import { offsetOf, PAGE_SIZE, type Page, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";

export const REVIEW_NOT_FOUND = "We couldn't find that review.";

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_SORTS = ["created", "rating"] as const;

export type AdminReview = {
  id: number;
  companyId: number;
  companyName: string | null;
  authorName: string;
  rating: number;
  text: string | null;
  status: ReviewStatus;
  createdAt: Date;
};

/** A review as stored, moderated and recorded in the audit log. */
export type ReviewRecord = Omit<AdminReview, "companyName">;

export const reviewColumns = {
  id: companyReviews.id,
  companyId: companyReviews.companyId,
  authorName: companyReviews.authorName,
  rating: companyReviews.rating,
  text: companyReviews.text,
  status: companyReviews.status,
  createdAt: companyReviews.createdAt,
};

/** Reviews of one status (pending by default, oldest first: first come, first moderated). */
export async function listAdminReviews(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminReview> & { q: string; status: ReviewStatus; sort: string; dir: "asc" | "desc" }> {
  const query = pageQuery(params, REVIEW_SORTS);
  const rawStatus = params instanceof URLSearchParams ? params.get("status") : params.status;
  const status = (REVIEW_STATUSES as readonly string[]).includes(String(rawStatus))
    ? (String(rawStatus) as ReviewStatus)
    : "pending";
  const dir = params instanceof URLSearchParams ? (params.get("dir") ?? "") : String(params.dir ?? "");
  const direction = dir === "desc" ? "desc" : dir === "asc" ? "asc" : status === "pending" ? "asc" : "desc";
  const conditions: SQL[] = [eq(companyReviews.status, status)];
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(
      sql`(${companyReviews.authorName} ILIKE ${pattern} OR ${companyReviews.text} ILIKE ${pattern})`,
    );
  }
  const where = and(...conditions);
  const order = direction === "asc" ? asc : desc;
  const by = query.sort === "rating" ? companyReviews.rating : companyReviews.createdAt;
  const orderBy = [order(by), order(companyReviews.id)];
  // The page's ids first (index-only on company_reviews_status_created_idx or _rating_idx), then
  // only those rows: a deep page skips index entries, not table rows.
  const pageIds = db()
    .select({ id: companyReviews.id })
    .from(companyReviews)
    .where(where)
    .orderBy(...orderBy)
    .limit(PAGE_SIZE)
    .offset(offsetOf(query.page));
  const [rows, [total]] = await Promise.all([
    db()
      .select({ ...reviewColumns, companyName: companies.name })
      .from(companyReviews)
      .leftJoin(companies, eq(companies.id, companyReviews.companyId))
      .where(inArray(companyReviews.id, pageIds))
      .orderBy(...orderBy),
    db().select({ n: count() }).from(companyReviews).where(where),
  ]);
  return {
    rows,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
    q: query.q,
    status,
    sort: query.sort,
    dir: direction,
  };
}

export const reviewDecisionSchema = z
  .object({ decision: z.enum(["approve", "reject"], { error: "Choose approve or reject." }) })
  .strict();

/** Approve publishes a review (it then shows on the home page and counts in the rating); reject hides it. */
export async function moderateReview(
  actor: AdminActor,
  id: unknown,
  { decision }: z.output<typeof reviewDecisionSchema>,
) {
  const reviewId = Number(id);
  if (!Number.isSafeInteger(reviewId) || reviewId < 1) throw new NotFound(REVIEW_NOT_FOUND);
  const status = decision === "approve" ? "published" : "hidden";
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select(reviewColumns)
      .from(companyReviews)
      .where(eq(companyReviews.id, reviewId))
      .for("update");
    if (!before) throw new NotFound(REVIEW_NOT_FOUND);
    const [after] = await tx
      .update(companyReviews)
      .set({ status })
      .where(eq(companyReviews.id, reviewId))
      .returning(reviewColumns);
    await recordAudit(tx, actor, {
      action: decision === "approve" ? "review.approved" : "review.rejected",
      entityType: "review",
      entityId: String(reviewId),
      before,
      after,
    });
    return after;
  });
}
