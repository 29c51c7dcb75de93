import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../server/db/embedded";
import { percentile } from "./lib/percentile";

/**
 * Runs `run` with a database URL: DATABASE_URL when set, otherwise an embedded PostgreSQL started in
 * a temporary directory (named after `prefix`) that is stopped and deleted afterwards.
 */
export async function withBenchDatabase<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.DATABASE_URL;
  if (given) return run(given);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  let embedded: EmbeddedDatabase | undefined;
  try {
    embedded = await startEmbeddedDatabase(dataDir, pino({ level: "silent" }));
    return await run(embedded.url);
  } finally {
    await embedded?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Calls `call` warmUp times unmeasured, then `runs` times one at a time, timing each; returns the
 * median and p95 in milliseconds, every timing (ascending) and what the measured calls answered, in order.
 */
export async function timeRuns<T>(
  warmUp: number,
  runs: number,
  call: (index: number) => Promise<T>,
): Promise<{ p50: number; p95: number; timings: number[]; results: T[] }> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const timings: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    results.push(await call(i));
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), timings, results };
}
