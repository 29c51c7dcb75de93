import { lte, sql } from "drizzle-orm";
import { appConfig } from "../config";
import { db, type Executor } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export type RateLimitWindow = { limit: number; windowSeconds: number };
export type RateLimitResult = {
  allowed: boolean;
  /** The limit in force: the policy's, multiplied by RATE_LIMIT_SCALE. */
  limit: number;
  remaining: number;
  /** Seconds until the current window ends (what Retry-After says once the limit is reached). */
  retryAfterSeconds: number;
};

/**
 * Counts one hit for key in a fixed window. A single upsert does the read-check-write atomically and
 * every time comes from PostgreSQL's clock, so the count is exact under concurrent requests and
 * across several app instances. RATE_LIMIT_SCALE applies here, so every caller gets it.
 */
export async function consumeRateLimit(
  key: string,
  { limit: policyLimit, windowSeconds }: RateLimitWindow,
  executor: Executor = db(),
): Promise<RateLimitResult> {
  const limit = scaledLimit(policyLimit);
  const windowOver = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [counter] = await executor
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${windowOver} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now()))::int`,
    });
  if (!counter) throw new Error("The rate limit upsert returned no row.");

  return {
    allowed: counter.count <= limit,
    limit,
    remaining: Math.max(0, limit - counter.count),
    retryAfterSeconds: Math.max(1, counter.secondsLeft),
  };
}

/** The policy's limit times RATE_LIMIT_SCALE, rounded, and never below 1. */
function scaledLimit(limit: number): number {
  return Math.max(1, Math.round(limit * appConfig().RATE_LIMIT_SCALE));
}

/**
 * Removes counters whose window has ended; returns how many. Expired counters are harmless (the next
 * hit resets them), so the maintenance worker's minute is often enough.
 */
export async function deleteExpiredRateLimitCounters(executor: Executor = db()): Promise<number> {
  const deleted = await executor
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
