import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run queries: the database or a transaction inside it. */
export type Executor = Database | Transaction;

let current: Database | undefined;

/** poolSize: the most connections this process opens (DATABASE_POOL_SIZE). */
export function connectDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", () => {});
  current = drizzle(pool, { schema }) as Database;
  return current;
}

/** The process-wide database, set once at start-up (and per test file in tests). */
export function db(): Database {
  if (!current) throw new Error("The database is not connected yet.");
  return current;
}

export async function disconnectDatabase() {
  const pool = current?.$client;
  current = undefined;
  await pool?.end();
}
