import fs from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { connectToEmbedded, freePort, postmasterPid, spawnApp, startApp } from "../support/app-process";

const dataDirs: string[] = [];

async function newDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-process-"));
  dataDirs.push(dir);
  return dir;
}

test.afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function writeMarker(dataDir: string, key: string) {
  const client = await connectToEmbedded(dataDir);
  await client.query(
    "insert into rate_limit_counters (key, count, window_ends_at) values ($1, 1, now() + interval '1 day')",
    [key],
  );
  await client.end();
}

async function markerExists(dataDir: string, key: string) {
  const client = await connectToEmbedded(dataDir);
  const { rowCount } = await client.query("select 1 from rate_limit_counters where key = $1", [key]);
  await client.end();
  return rowCount === 1;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe("embedded database durability", () => {
  test("a committed row survives a clean restart", async () => {
    const dataDir = await newDataDir();
    const port = String(await freePort());
    const first = await startApp({ DATA_DIR: dataDir, PORT: port });
    await writeMarker(dataDir, "clean-restart");
    const postgresPid = await postmasterPid(dataDir);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);

    const second = await startApp({ DATA_DIR: dataDir, PORT: port });
    expect(await markerExists(dataDir, "clean-restart")).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  test("a committed row survives kill -9 of the app and of PostgreSQL itself", async () => {
    const dataDir = await newDataDir();
    const port = String(await freePort());
    const first = await startApp({ DATA_DIR: dataDir, PORT: port });
    await writeMarker(dataDir, "after-kill-app");
    first.child.kill("SIGKILL");
    await first.exited;

    // The orphaned PostgreSQL is stopped and the app starts again on the same DATA_DIR.
    const second = await startApp({ DATA_DIR: dataDir, PORT: port });
    expect(await markerExists(dataDir, "after-kill-app")).toBe(true);
    await writeMarker(dataDir, "after-power-loss");
    const postgresPid = await postmasterPid(dataDir);
    second.child.kill("SIGKILL");
    process.kill(postgresPid, "SIGKILL");
    await second.exited;

    // Crash recovery replays the WAL: both committed rows are there.
    const third = await startApp({ DATA_DIR: dataDir, PORT: port });
    expect(await markerExists(dataDir, "after-kill-app")).toBe(true);
    expect(await markerExists(dataDir, "after-power-loss")).toBe(true);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  });

  test("a second process on the same DATA_DIR exits with a clear error and leaves the first running", async () => {
    const dataDir = await newDataDir();
    const first = await startApp({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const second = spawnApp({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is already in use by another running process`);

    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  test("/healthz and /readyz answer 503 when the database is down", async () => {
    const dataDir = await newDataDir();
    const app = await startApp({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    process.kill(await postmasterPid(dataDir), "SIGKILL");
    await expect.poll(async () => (await fetch(`${app.url}/healthz`)).status, { timeout: 10_000 }).toBe(503);
    const readiness = await fetch(`${app.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "unavailable", database: "down" });
    app.child.kill("SIGKILL");
    await app.exited;
  });
});

test.describe("process lifecycle", () => {
  test("a bad configuration value exits non-zero with one line naming the variable", async () => {
    const app = spawnApp({ PORT: "eighty", DATA_DIR: await newDataDir() });
    expect(await app.exited).toBe(1);
    expect(app.output().trim()).toBe("Invalid configuration: PORT must be a number");
  });

  test("SIGTERM finishes a request that is in flight before exiting", async () => {
    const dataDir = await newDataDir();
    const app = await startApp({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const inFlight = startHalfSentRequest(app.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    app.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    inFlight.finish();
    expect(await inFlight.response).toEqual(NOT_FOUND_ANSWER);
    expect(await app.exited).toBe(0);
  });

  test("SIGTERM with a drain: /readyz is 503 at once while requests are served, then new connections are refused, the request in flight completes and the exit is 0", async () => {
    const dataDir = await newDataDir();
    const app = await startApp({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SHUTDOWN_DRAIN_SECONDS: "2",
    });
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const inFlight = startHalfSentRequest(app.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    app.child.kill("SIGTERM");

    // Draining: still answering, but telling the load balancer to stop sending traffic.
    await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 1500 }).toBe(503);
    expect(await (await fetch(`${app.url}/readyz`)).json()).toEqual({ status: "shutting down" });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    // After the drain the port closes while the request in flight still waits for its body.
    await expect
      .poll(
        () =>
          fetch(`${app.url}/healthz`).then(
            () => "answered",
            (error: Error) => String(error.cause),
          ),
        {
          timeout: 5000,
        },
      )
      .toContain("ECONNREFUSED");
    inFlight.finish();
    expect(await inFlight.response).toEqual(NOT_FOUND_ANSWER);
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain("shutting down: /readyz is 503, draining");
  });
});

const NOT_FOUND_ANSWER = { status: 404, body: JSON.stringify({ error: "No such API endpoint." }) };

/** A POST whose body is only half sent: it stays in flight until finish() sends the rest. */
function startHalfSentRequest(url: string) {
  const body = JSON.stringify({ half: "sent now", rest: "sent after the signal" });
  let finish = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${url}/api/no-such-endpoint`,
      { method: "POST", headers: { "content-type": "application/json", "content-length": body.length } },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    finish = () => req.end(body.slice(10));
  });
  return { response, finish: () => finish() };
}
