import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { db } from "../db/client";

/** Liveness and readiness in one: 200 when the database answers within 2 s, else 503. */
export const healthCheck: RequestHandler = async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  try {
    await withTimeout(db().execute(sql`select 1`), 2000);
    res.json({ status: "ok", database: "up" });
  } catch (error) {
    req.log?.warn({ err: error }, "health check failed");
    res.status(503).json({ status: "unavailable", database: "down" });
  }
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
