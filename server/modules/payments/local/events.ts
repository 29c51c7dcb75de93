/**
 * The local provider's webhooks: events are stored with the change that caused them, then POSTed,
 * signed as Stripe signs, to the app's webhook endpoint in the order they happened. A delivery that
 * fails (no answer, or not 2xx) is retried with backoff, as Stripe retries.
 */
import { and, asc, isNull, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { db } from "../../../db/client";
import { localPaymentEvents } from "../../../db/schema";
import type { PaymentEvent } from "../provider";
import { signWebhookPayload } from "../webhook-signature";
import { localId } from "./ids";

/** What a local event carries; the id and time are given when it is stored. */
export type LocalEventBody = PaymentEvent extends infer Event
  ? Event extends PaymentEvent
    ? Omit<Event, "id" | "created">
    : never
  : never;

export const MAX_DELIVERY_ATTEMPTS = 8;
const BATCH = 20;
const TIMEOUT_MS = 10_000;

export async function queueLocalEvent(tx: Executor, body: LocalEventBody, now = new Date()): Promise<string> {
  const id = localId("evt");
  const payload = JSON.parse(JSON.stringify({ id, created: now, ...body })) as Record<string, unknown>;
  await tx.insert(localPaymentEvents).values({ id, type: body.type, payload, nextAttemptAt: now });
  return id;
}

/**
 * 5 s, then 30 s, 1 min, 2 min … doubling, at most an hour apart. The first retry is quick because
 * the usual first failure is the app itself not listening yet (the demo seed pays before the server
 * starts): the clock's first tick, 5 s after the start, then delivers it.
 */
const retryDelayMs = (attempts: number) =>
  attempts <= 1 ? 5_000 : Math.min(30_000 * 2 ** (attempts - 2), 3_600_000);

export type DeliveryTarget = { webhookUrl: string; secret: string };

/**
 * Delivers due events oldest first. Each batch is claimed FOR UPDATE SKIP LOCKED, so two callers
 * (a request and the clock) never send one event twice at once; an event is not sent while an
 * older one of the same batch is still failing, so a webhook never sees "paid" before "finalized".
 */
export async function deliverLocalEvents(
  target: DeliveryTarget,
  now = new Date(),
): Promise<{ delivered: number; failed: number }> {
  const total = { delivered: 0, failed: 0 };
  // Batch after batch until none is due or one fails (the rest then waits for the retry).
  for (;;) {
    const { delivered, failed } = await deliverBatch(target, now);
    total.delivered += delivered;
    total.failed += failed;
    if (failed > 0 || delivered < BATCH) return total;
  }
}

async function deliverBatch(
  { webhookUrl, secret }: DeliveryTarget,
  now: Date,
): Promise<{ delivered: number; failed: number }> {
  return db().transaction(async (tx) => {
    const due = await tx
      .select()
      .from(localPaymentEvents)
      .where(
        and(
          isNull(localPaymentEvents.deliveredAt),
          lte(localPaymentEvents.nextAttemptAt, now),
          lt(localPaymentEvents.attempts, MAX_DELIVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(localPaymentEvents.sequence))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let delivered = 0;
    let failed = 0;
    for (const event of due) {
      const error =
        failed > 0 ? "an earlier event is still undelivered" : await post(webhookUrl, secret, event.payload);
      const attempts = event.attempts + (failed > 0 ? 0 : 1);
      if (error) failed++;
      else delivered++;
      await tx
        .update(localPaymentEvents)
        .set(
          error
            ? {
                attempts,
                lastError: error,
                nextAttemptAt: new Date(now.getTime() + retryDelayMs(Math.max(attempts, 1))),
              }
            : { attempts, lastError: null, deliveredAt: now },
        )
        .where(sql`${localPaymentEvents.id} = ${event.id}`);
    }
    return { delivered, failed };
  });
}

async function post(url: string, secret: string, payload: unknown): Promise<string | undefined> {
  const body = JSON.stringify(payload);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signWebhookPayload(body, secret) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok ? undefined : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
