import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { connectDatabase, type Database, disconnectDatabase } from "../../server/db/client";

export const TEMPLATE_DATABASE = "staffing_test_template";

/**
 * Gives the calling test file its own database, cloned from the migrated template, and makes it
 * the process-wide database (db()) for the file. Returns a getter for direct queries.
 * With { migrated: false } the database starts empty (for migration tests).
 */
export function setupTestDatabase(options: { migrated?: boolean } = {}): {
  db: () => Database;
  url: () => string;
} {
  const template = options.migrated === false ? "template0" : TEMPLATE_DATABASE;
  const name = `staffing_test_${randomBytes(6).toString("hex")}`;
  let database: Database | undefined;
  let url = "";

  beforeAll(async () => {
    await withAdminClient((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const target = new URL(inject("databaseServerUrl"));
    target.pathname = `/${name}`;
    url = target.toString();
    database = connectDatabase(url);
  });

  afterAll(async () => {
    await disconnectDatabase();
    await withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  return {
    db: () => {
      if (!database) throw new Error("setupTestDatabase: the database is created in beforeAll");
      return database;
    },
    url: () => url,
  };
}

async function withAdminClient<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("databaseServerUrl") });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
