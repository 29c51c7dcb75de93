import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import pg from "pg";

export type AppProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

const SERVER_ENTRY = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");

/**
 * Starts the built server (npm run build first) as a separate process, as `npm start` would; `entry`
 * names another copy of the built server.
 */
export function spawnApp(env: Record<string, string>, entry = SERVER_ENTRY): AppProcess {
  let output = "";
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, LOG_LEVEL: "info", NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { url: `http://127.0.0.1:${env.PORT}`, child, output: () => output, exited };
}

/** Starts the server and waits until /healthz answers 200. */
export async function startApp(env: Record<string, string>, entry = SERVER_ENTRY): Promise<AppProcess> {
  const app = spawnApp(env, entry);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`server exited early:\n${app.output()}`);
    const healthy = await fetch(`${app.url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return app;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  app.child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${app.output()}`);
}

/**
 * A port for a server under test, picked at random below Linux's ephemeral range (32768 and up).
 * A port the system hands out (listen on 0) comes from that range, which every outgoing connection
 * and every embedded PostgreSQL also draws from: between this probe closing and the server binding,
 * one of them took it once (EADDRINUSE in a loaded CI run).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Connects straight to the embedded PostgreSQL of a DATA_DIR (port from postmaster.pid). */
export async function connectToEmbedded(dataDir: string): Promise<pg.Client> {
  const pidFile = await fs.readFile(path.join(dataDir, "postgres/postmaster.pid"), "utf8");
  const port = Number(pidFile.split("\n")[3]);
  const password = (await fs.readFile(path.join(dataDir, ".postgres-password"), "utf8")).trim();
  const client = new pg.Client({ host: "127.0.0.1", port, user: "app", password, database: "app" });
  await client.connect();
  return client;
}

export async function postmasterPid(dataDir: string): Promise<number> {
  const pidFile = await fs.readFile(path.join(dataDir, "postgres/postmaster.pid"), "utf8");
  return Number(pidFile.split("\n")[0]);
}
