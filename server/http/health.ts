import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { db } from "../db/client";
import { pendingMigrations } from "../db/migrate";

/** How long a probe waits for the database before calling it down. */
const DATABASE_TIMEOUT_MS = 2000;

/** Set by the process when it begins to shut down (server/main.ts). */
export type ShutdownState = { shuttingDown: boolean };

/** Liveness: 200 when the database answers within 2 s, else 503. */
export const healthCheck: RequestHandler = async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  try {
    await withTimeout(db().execute(sql`select 1`));
    res.json({ status: "ok", database: "up" });
  } catch (error) {
    req.log?.warn({ err: error }, "health check failed");
    res.status(503).json({ status: "unavailable", database: "down" });
  }
};

/**
 * Readiness, for a load balancer: 200 only while the database answers and has every migration of
 * this build applied, and the process is not shutting down; otherwise 503 saying which.
 */
export function readinessCheck(shutdown: ShutdownState): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (shutdown.shuttingDown) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(db()));
    } catch (error) {
      req.log?.warn({ err: error }, "readiness check: database unreachable");
      res.status(503).json({ status: "unavailable", database: "down" });
      return;
    }
    if (pending.length > 0) {
      res.status(503).json({ status: "unavailable", database: "up", migrations: "pending", pending });
      return;
    }
    res.json({ status: "ready", database: "up", migrations: "applied" });
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${DATABASE_TIMEOUT_MS} ms`)),
      DATABASE_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
