import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../config";
import journal from "../db/migrations/meta/_journal.json";
import { createApp } from "./app";
import type { ShutdownState } from "./health";

const { db } = setupTestDatabase();
const shutdown: ShutdownState = { shuttingDown: false };
let server: Server;
let url = "";

beforeAll(async () => {
  const config = setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
  server = createApp({ config, logger: pino({ level: "silent" }), shutdown }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function probe(path: "/readyz" | "/healthz") {
  const response = await fetch(`${url}${path}`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("cache-control"),
  };
}

describe("/readyz", () => {
  it("answers 200 on a reachable database with every migration applied", async () => {
    expect(await probe("/readyz")).toEqual({
      status: 200,
      body: { status: "ready", database: "up", migrations: "applied" },
      cache: "no-store",
    });
  });

  it("answers 503 naming the migration the database lacks", async () => {
    const last = journal.entries.at(-1);
    const { rows } = await db().execute<{ id: number; hash: string; created_at: string }>(
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`,
    );
    try {
      expect(await probe("/readyz")).toMatchObject({
        status: 503,
        body: { status: "unavailable", database: "up", migrations: "pending", pending: [last?.tag] },
      });
      // Liveness is not readiness: the process is fine, it only must not take traffic yet.
      expect((await probe("/healthz")).status).toBe(200);
    } finally {
      const [row] = rows;
      await db().execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row?.id}, ${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await probe("/readyz")).status).toBe(200);
  });

  it("answers 503 once the process is shutting down, while /healthz stays 200", async () => {
    shutdown.shuttingDown = true;
    try {
      expect(await probe("/readyz")).toMatchObject({ status: 503, body: { status: "shutting down" } });
      expect(await probe("/healthz")).toMatchObject({ status: 200, body: { status: "ok", database: "up" } });
    } finally {
      shutdown.shuttingDown = false;
    }
  });
});
