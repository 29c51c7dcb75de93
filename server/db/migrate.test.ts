import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { connectDatabase, type Database, disconnectDatabase } from "./client";
import { pendingMigrations, runMigrations } from "./migrate";
import journal from "./migrations/meta/_journal.json";

const database = setupTestDatabase({ migrated: false });

async function count(query: ReturnType<typeof sql>) {
  const result = await database.db().execute(query);
  return Number((result.rows[0] as { n: string }).n);
}

describe("runMigrations", () => {
  it("finds every migration of the journal pending on a database never migrated", async () => {
    expect(await pendingMigrations(database.db())).toEqual(journal.entries.map((entry) => entry.tag));
  });

  it("migrates an empty database once even when several instances start at the same time", async () => {
    // Separate pools stand in for separate app processes racing at start-up.
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: database.url() }));
    try {
      await Promise.all(pools.map((pool) => runMigrations(drizzle(pool) as Database)));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from information_schema.tables where table_name = 'jobs'`),
    ).toBe(1);
  });

  it("is idempotent on an up-to-date database", async () => {
    const before = await count(sql`select count(*) as n from drizzle.__drizzle_migrations`);
    await runMigrations(database.db());
    expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(before);
    expect(await pendingMigrations(database.db())).toEqual([]);
  });

  it("keeps rows written before a later run", async () => {
    await database
      .db()
      .execute(sql`insert into rate_limit_counters (key, count, window_ends_at) values ('kept', 1, now())`);
    await disconnectDatabase();
    const reconnected = connectDatabase(database.url());
    await runMigrations(reconnected);
    const rows = await reconnected.execute(sql`select key from rate_limit_counters where key = 'kept'`);
    expect(rows.rows).toHaveLength(1);
  });
});
