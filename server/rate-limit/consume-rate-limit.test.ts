import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../config";
import { rateLimitCounters } from "../db/schema";
import { consumeRateLimit, deleteExpiredRateLimitCounters } from "./consume-rate-limit";

const database = setupTestDatabase();
const window = { limit: 3, windowSeconds: 60 };
const withScale = (scale?: string) =>
  setAppConfig(loadConfig({ NODE_ENV: "test", ...(scale ? { RATE_LIMIT_SCALE: scale } : {}) }));
withScale();
afterEach(() => {
  withScale();
});

async function consumeTimes(key: string, times: number) {
  const results = [];
  for (let hit = 0; hit < times; hit++) results.push(await consumeRateLimit(key, window));
  return results;
}

async function endWindowNow(key: string) {
  await database
    .db()
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounters.key, key));
}

describe("consumeRateLimit", () => {
  it("allows up to the limit, then refuses with the seconds left in the window", async () => {
    const results = await consumeTimes("limit-reached", 4);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts a fresh window once the old one has ended", async () => {
    await consumeTimes("rolls-over", 4);
    await endWindowNow("rolls-over");
    const [afterRollover] = await consumeTimes("rolls-over", 1);
    expect(afterRollover).toMatchObject({ allowed: true, remaining: 2 });
    expect(afterRollover?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it("rolls over with a real one-second window", async () => {
    const oneSecond = { limit: 1, windowSeconds: 1 };
    expect((await consumeRateLimit("short-window", oneSecond)).allowed).toBe(true);
    expect((await consumeRateLimit("short-window", oneSecond)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await consumeRateLimit("short-window", oneSecond)).allowed).toBe(true);
  });

  it("counts each key separately", async () => {
    await consumeTimes("first-key", 4);
    const [other] = await consumeTimes("second-key", 1);
    expect(other).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("allows exactly the limit when 50 requests race", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consumeRateLimit("race", { limit: 10, windowSeconds: 60 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    const [counter] = await database
      .db()
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, "race"));
    expect(counter?.count).toBe(50);
  });

  it("multiplies the limit by RATE_LIMIT_SCALE, rounded and never below 1", async () => {
    withScale("2");
    const scaled = await consumeTimes("scaled-up", 7);
    expect(scaled.map((result) => result.allowed)).toEqual([true, true, true, true, true, true, false]);
    expect(scaled[0]).toMatchObject({ limit: 6, remaining: 5 });

    withScale("0.1");
    const [first, second] = await consumeTimes("scaled-down", 2);
    expect(first).toMatchObject({ allowed: true, limit: 1, remaining: 0 });
    expect(second?.allowed).toBe(false);
  });
});

describe("deleteExpiredRateLimitCounters", () => {
  it("removes only counters whose window has ended", async () => {
    await consumeTimes("expired", 1);
    await consumeTimes("current", 1);
    await endWindowNow("expired");
    expect(await deleteExpiredRateLimitCounters()).toBeGreaterThanOrEqual(1);
    const keys = (await database.db().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    );
    expect(keys).toContain("current");
    expect(keys).not.toContain("expired");
  });
});
