import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { startEmbeddedDatabase } from "../../server/db/embedded";
import { type LocalS3, startLocalS3 } from "../../server/storage/testing/local-s3";
import { type AppProcess, freePort, startApp } from "./app-process";

export type AppCluster = {
  /** The app instances, in start order; each has its own DATA_DIR and port. */
  instances: AppProcess[];
  /** Each instance's DATA_DIR, in the same order. */
  dataDirs: string[];
  /** The one PostgreSQL server every instance uses (DATABASE_URL). */
  databaseUrl: string;
  /** The one bucket every instance stores files in (STORAGE_URL). */
  bucket: LocalS3;
  /** A client of the shared database, for checks from outside the app. */
  connect(): Promise<pg.Client>;
  /** Starts one more instance like the others. */
  addInstance(): Promise<AppProcess>;
  /** SIGTERM to every live instance, then stops the database and the bucket and deletes their files. */
  stop(): Promise<void>;
};

/**
 * The reference deployment in small: `instances` copies of the built server (npm run build first)
 * started at the same moment, on one PostgreSQL server (an embedded one of its own, as DATABASE_URL)
 * and one S3-compatible bucket (s3rver, as STORAGE_URL), behind no load balancer: callers pick the
 * instance. `env` goes to every instance (SMTP_URL, RATE_LIMIT_SCALE, …).
 */
export async function startAppCluster({
  instances = 2,
  env = {},
}: {
  instances?: number;
  env?: Record<string, string>;
} = {}): Promise<AppCluster> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-cluster-"));
  // A folder of its own: PostgreSQL (run as another user under root) must reach it.
  const databaseDir = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-cluster-database-"));
  const database = await startEmbeddedDatabase(databaseDir, pino({ level: "silent" }));
  const bucket = await startLocalS3();
  const started: AppProcess[] = [];
  const dataDirs: string[] = [];

  const instanceEnv = async () => {
    const dataDir = path.join(root, `instance-${dataDirs.length + 1}`);
    dataDirs.push(dataDir);
    return {
      ...bucket.env,
      ...env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    };
  };
  const stop = async () => {
    await Promise.all(
      started.map(async (app) => {
        if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
        await app.exited;
      }),
    );
    await bucket.stop();
    await database.stop();
    await fs.rm(root, { recursive: true, force: true });
    await fs.rm(databaseDir, { recursive: true, force: true });
  };

  try {
    // Spawned together, so the instances race for the migrations and the seed as real ones would.
    const spawned = await Promise.all(Array.from({ length: instances }, instanceEnv));
    started.push(...(await Promise.all(spawned.map((appEnv) => startApp(appEnv)))));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    instances: started,
    dataDirs,
    databaseUrl: database.url,
    bucket,
    async connect() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return client;
    },
    async addInstance() {
      const app = await startApp(await instanceEnv());
      started.push(app);
      return app;
    },
    stop,
  };
}
