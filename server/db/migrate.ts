import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

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
