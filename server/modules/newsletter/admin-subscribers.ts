import { and, asc, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { emailSubscribers } from "../../db/schema";
import { NotFound } from "../../errors";
import { csvLines } from "../../kernel/csv";
import { isUuid } from "../../kernel/ids";
import { likePrefix } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";

export const SUBSCRIBER_NOT_FOUND = "We couldn't find that subscriber.";
export const SUBSCRIBER_STATUSES = ["subscribed", "unsubscribed"] as const;
type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

const columns = {
  id: emailSubscribers.id,
  email: emailSubscribers.email,
  status: emailSubscribers.status,
  source: emailSubscribers.source,
  subscribedAt: emailSubscribers.subscribedAt,
  unsubscribedAt: emailSubscribers.unsubscribedAt,
};
export type AdminSubscriber = { [Key in keyof typeof columns]: (typeof emailSubscribers.$inferSelect)[Key] };

function filters(q: string, status: SubscriberStatus | ""): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(emailSubscribers.status, status));
  // Addresses are stored lower-cased: a prefix search ("maria", "maria@ex") on lower(email).
  if (q) conditions.push(sql`lower(${emailSubscribers.email}) LIKE ${likePrefix(q.toLowerCase())}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function statusOf(params: URLSearchParams | Record<string, unknown>): SubscriberStatus | "" {
  const raw = params instanceof URLSearchParams ? params.get("status") : params.status;
  return (SUBSCRIBER_STATUSES as readonly string[]).includes(String(raw)) ? (raw as SubscriberStatus) : "";
}

/** Newsletter subscribers, newest first, searched by address prefix. */
export async function listAdminSubscribers(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminSubscriber> & { q: string; status: string; sort: string; dir: "asc" | "desc" }> {
  const { page, q, sort, dir } = pageQuery(params, ["subscribed", "email"] as const);
  const status = statusOf(params);
  const where = filters(q, status);
  const order = dir === "asc" ? asc : desc;
  const by = sort === "email" ? sql`lower(${emailSubscribers.email})` : emailSubscribers.subscribedAt;
  const orderBy = [order(by), order(emailSubscribers.id)];
  const { rows, total } = await pageByIds(emailSubscribers, { where, orderBy, page }, (pageIds) =>
    db()
      .select(columns)
      .from(emailSubscribers)
      .where(inArray(emailSubscribers.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows, total, page, pageSize: PAGE_SIZE, q, status, sort, dir };
}

const CSV_BATCH = 1000;

/**
 * Every matching subscriber as CSV lines, read in keyset batches by id so memory stays flat at any
 * size; the caller streams each chunk to the response.
 */
export async function* subscribersCsv(
  params: URLSearchParams | Record<string, unknown>,
): AsyncGenerator<string> {
  const { q } = pageQuery(params, ["subscribed"] as const);
  const where = filters(q, statusOf(params));
  yield "email,status,source,subscribed_at,unsubscribed_at\r\n";
  let after: string | null = null;
  for (;;) {
    const batch: AdminSubscriber[] = await db()
      .select(columns)
      .from(emailSubscribers)
      .where(after ? and(where, gt(emailSubscribers.id, after)) : where)
      .orderBy(asc(emailSubscribers.id))
      .limit(CSV_BATCH);
    if (batch.length === 0) return;
    yield csvLines(
      batch.map((row) => [
        row.email,
        row.status,
        row.source,
        row.subscribedAt.toISOString(),
        row.unsubscribedAt?.toISOString() ?? "",
      ]),
    );
    after = batch[batch.length - 1]?.id ?? null;
    if (batch.length < CSV_BATCH) return;
  }
}

/** Unsubscribes an address on the subscriber's behalf (a request by phone or email, say). */
export async function unsubscribeSubscriber(actor: AdminActor, id: string): Promise<AdminSubscriber> {
  return db().transaction(async (tx) => {
    const [before] = isUuid(id)
      ? await tx.select(columns).from(emailSubscribers).where(eq(emailSubscribers.id, id)).for("update")
      : [];
    if (!before) throw new NotFound(SUBSCRIBER_NOT_FOUND);
    if (before.status === "unsubscribed") return before;
    const [after] = await tx
      .update(emailSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(emailSubscribers.id, id))
      .returning(columns);
    if (!after) throw new NotFound(SUBSCRIBER_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "subscriber.unsubscribed",
      entityType: "subscriber",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
