import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type AppProcess, connectToEmbedded, freePort, startApp } from "../../tests/support/app-process";

export type BuiltServer = {
  baseUrl: string;
  /** The server's own temporary DATA_DIR (its embedded database lives in DATA_DIR/postgres). */
  dataDir: string;
  /** Everything the server logged so far. */
  output: AppProcess["output"];
  /** SIGTERM, wait for the graceful shutdown, delete the DATA_DIR. */
  stop: () => Promise<void>;
};

/**
 * Starts the built server (BUILD_DIR, default build/) as `npm run serve` would, with NODE_ENV=production,
 * on a free port of 127.0.0.1 and in a fresh temporary DATA_DIR, so ./data is never touched.
 * Without a build it says so and exits 1.
 */
export async function startBuiltServer(
  script: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const entry = path.resolve(buildDir, "server/index.js");
  if (!existsSync(entry)) {
    process.stderr.write(
      `${script}: no build at ${entry}. Run \`npm run build\` first (or set BUILD_DIR to a build folder).\n`,
    );
    process.exit(1);
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-bench-"));
  const app = await startApp({
    LOG_LEVEL: "warn",
    ...env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
  }).catch(async (error: unknown) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: app.url,
    dataDir,
    output: app.output,
    stop: async () => {
      app.child.kill("SIGTERM");
      await app.exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client of the database the server uses: DATABASE_URL when set, otherwise its embedded one. */
export async function connectToServerDatabase(server: BuiltServer): Promise<pg.Client> {
  if (!process.env.DATABASE_URL) return connectToEmbedded(server.dataDir);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}
