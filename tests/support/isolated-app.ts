import fs from "node:fs/promises";
import type pg from "pg";
import { type AppProcess, connectToEmbedded, freePort, startApp } from "./app-process";
import { newDataDir } from "./seeded-data-dir";

export type IsolatedApp = {
  url: string;
  /** A connection to the app's own database, to change data as staff would. */
  db: pg.Client;
  stop: () => Promise<void>;
};

/** A copy of the seeded DATA_DIR (or a fresh one) starting on a busy machine. */
export const ISOLATED_APP_START_TIMEOUT_MS = 120_000;

/**
 * The built server on its own DATA_DIR, port and demo data, for tests that change data others read
 * (closing a job, demoting every featured job): the suites run in parallel against one shared
 * server, and a change there would show up in other tests mid-run. `env` adds settings (an SMTP_URL,
 * say). The DATA_DIR is a copy of the run's seeded template (seeded-data-dir.ts).
 */
export async function startIsolatedApp(env: Record<string, string> = {}): Promise<IsolatedApp> {
  const dataDir = await newDataDir();
  const port = String(await freePort());
  let app: AppProcess | undefined;
  try {
    app = await startApp({
      DATA_DIR: dataDir,
      PORT: port,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ...env,
    });
    const db = await connectToEmbedded(dataDir);
    const running = app;
    return {
      url: running.url,
      db,
      stop: async () => {
        await db.end();
        await stopApp(running);
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (app) await stopApp(app);
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** SIGTERM lets the server stop its embedded PostgreSQL before the data directory is removed. */
async function stopApp(app: AppProcess) {
  if (app.child.exitCode === null) app.child.kill("SIGTERM");
  await app.exited;
}
