import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { connectDatabase, disconnectDatabase } from "../../server/db/client";
import { startEmbeddedDatabase } from "../../server/db/embedded";
import { runMigrations } from "../../server/db/migrate";
import { TEMPLATE_DATABASE } from "./test-database";

/**
 * One PostgreSQL server for the whole run: the one DATABASE_URL names, or an embedded one in a
 * temporary DATA_DIR. A migrated template database is cloned per test file (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  const dataDir = external ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), "staffing-test-"));
  const server = external
    ? { url: external, stop: async () => {} }
    : await startEmbeddedDatabase(dataDir as string, pino({ level: "warn" }));

  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = new URL(server.url);
  template.pathname = `/${TEMPLATE_DATABASE}`;
  await runMigrations(connectDatabase(template.toString()));
  await disconnectDatabase();

  project.provide("databaseServerUrl", server.url);
  return async () => {
    await server.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}
