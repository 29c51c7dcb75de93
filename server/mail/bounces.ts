import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { mailBounces } from "../db/schema";

export type BounceKind = "hard" | "soft";

/** Remembers that mail to an address bounced; repeated bounces count up on the same row. */
export async function recordBounce(
  executor: Executor,
  bounce: { email: string; reason: string; kind?: BounceKind },
): Promise<void> {
  const email = normaliseEmail(bounce.email);
  const kind = bounce.kind ?? "hard";
  const reason = bounce.reason.slice(0, 1000);
  await executor
    .insert(mailBounces)
    .values({ email, kind, reason })
    .onConflictDoUpdate({
      target: mailBounces.email,
      set: {
        // A hard bounce is never downgraded by a later soft one.
        kind: sql`case when ${mailBounces.kind} = 'hard' then 'hard' else excluded.kind end`,
        reason,
        count: sql`${mailBounces.count} + 1`,
        lastBouncedAt: sql`now()`,
      },
    });
}

/** True when mail to this address was permanently rejected before (a hard bounce). */
export async function isKnownBounce(email: string, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .select({ email: mailBounces.email })
    .from(mailBounces)
    .where(and(eq(mailBounces.email, normaliseEmail(email)), eq(mailBounces.kind, "hard")))
    .limit(1);
  return rows.length > 0;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
