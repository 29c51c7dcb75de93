import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { recordBounce } from "./bounces";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * How long a claimed message stays invisible to other workers. Longer than a batch can take
 * (SMTP timeouts included); if this process dies mid-send the message comes back after it.
 */
const CLAIM_LEASE = sql`interval '10 minutes'`;

/**
 * Claims due pending messages for this worker. SKIP LOCKED lets several app instances claim at
 * once without waiting on or double-claiming each other's rows; pushing next_attempt_at past the
 * lease keeps them claimed after this short transaction ends, so no lock is held during SMTP.
 */
export async function claimDueMessages(database: Database, limit: number): Promise<OutboxRow[]> {
  const due = database
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await database
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function recordSent(database: Database, id: string, messageId: string): Promise<void> {
  await database
    .update(mailOutbox)
    .set({
      status: "sent",
      messageId,
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Without an SMTP server the message is kept for the dev mailbox instead of being sent. */
export async function recordStored(database: Database, id: string): Promise<void> {
  await database.update(mailOutbox).set({ status: "stored" }).where(eq(mailOutbox.id, id));
}

/** Counts the failed attempt and schedules the next one, or gives up (the row is kept). */
export async function recordFailedAttempt(
  database: Database,
  id: string,
  failure: { reason: string; retryInMs: number; giveUp: boolean },
): Promise<void> {
  await database
    .update(mailOutbox)
    .set({
      status: failure.giveUp ? "failed" : "pending",
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: failure.reason.slice(0, 1000),
      nextAttemptAt: sql`now() + ${failure.retryInMs} * interval '1 millisecond'`,
    })
    .where(eq(mailOutbox.id, id));
}

/** A permanent rejection of the recipient: the message stops, and the address is remembered. */
export async function recordBounced(database: Database, row: OutboxRow, reason: string): Promise<void> {
  await database.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ status: "bounced", attempts: sql`${mailOutbox.attempts} + 1`, lastError: reason.slice(0, 1000) })
      .where(eq(mailOutbox.id, row.id));
    await recordBounce(tx, { email: row.toAddress, kind: "hard", reason });
  });
}

/** Hands claimed messages that were not tried back to the queue, due after `delayMs`. */
export async function releaseClaims(database: Database, ids: string[], delayMs = 0): Promise<void> {
  if (ids.length === 0) return;
  await database
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "pending")));
}
