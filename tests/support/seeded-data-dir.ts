import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, startApp } from "./app-process";

/** Set by the Playwright run's global setup; every worker inherits it. */
const TEMPLATE_ENV = "E2E_SEEDED_DATA_DIR";

/**
 * Starts the built server once on a new DATA_DIR, so its embedded PostgreSQL is created, migrated and
 * seeded, then stops it cleanly: the directory is the template every isolated app copies (copying
 * takes a fraction of a new initdb, migrations and seed). Returns a function removing it.
 */
export async function prepareSeededDataDir(): Promise<() => Promise<void>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-seeded-"));
  const port = String(await freePort());
  const app = await startApp({
    DATA_DIR: dataDir,
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
  });
  app.child.kill("SIGTERM");
  const code = await app.exited;
  if (code !== 0) throw new Error(`the template app did not stop cleanly (${code}):\n${app.output()}`);
  process.env[TEMPLATE_ENV] = dataDir;
  return () => fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * A new DATA_DIR for an isolated app: a copy of the run's seeded template when there is one (inside
 * `playwright test`), otherwise empty (the app then creates and seeds its database itself).
 */
export async function newDataDir(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-isolated-"));
  const template = process.env[TEMPLATE_ENV];
  // cp -a keeps the owner: as root, the database files belong to the postgres user, who must own them.
  if (template) await promisify(execFile)("cp", ["-a", `${template}/.`, dataDir]);
  return dataDir;
}
