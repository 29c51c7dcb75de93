import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database, Executor } from "./client";

/** Any constant shared by every app instance; serialises migrations across concurrent starts. */
const MIGRATION_LOCK_ID = 7_214_001;

export const migrationsFolder = resolveMigrationsFolder();

/** Applies pending migrations while holding a session advisory lock, so two starts never both migrate. */
export async function runMigrations(database: Database) {
  const client = await database.$client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * The migrations of this build that the database has not applied, by tag ("0020_workforce"). Drizzle
 * records each applied migration in drizzle.__drizzle_migrations with its journal timestamp; a
 * database never migrated has no such table, so everything is pending.
 */
export async function pendingMigrations(executor: Executor): Promise<string[]> {
  const applied = new Set((await appliedMigrationTimes(executor)).map(Number));
  return journalEntries()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}

async function appliedMigrationTimes(executor: Executor): Promise<string[]> {
  const { rows: table } = await executor.execute<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table[0]?.present) return [];
  const { rows } = await executor.execute<{ created_at: string }>(
    sql`SELECT created_at FROM drizzle.__drizzle_migrations`,
  );
  return rows.map((row) => row.created_at);
}

type JournalEntry = { tag: string; when: number };
let journal: JournalEntry[] | undefined;

/** The build's migration journal, read once: it cannot change while the process runs. */
function journalEntries(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/** Found by walking up from this file, so it works from source and from the bundled build. */
function resolveMigrationsFolder() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "server/db/migrations");
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("server/db/migrations not found above the running code.");
    dir = parent;
  }
}
