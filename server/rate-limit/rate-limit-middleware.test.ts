import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../config";
import { apiErrorHandler } from "../http/error-handler";
import { byAccount, byIp } from "./rate-limit-keys";
import { rateLimit } from "./rate-limit-middleware";

setupTestDatabase();
let baseUrl = "";
let close = async () => {};

const withScale = (scale?: string) =>
  setAppConfig(loadConfig({ NODE_ENV: "test", ...(scale ? { RATE_LIMIT_SCALE: scale } : {}) }));

beforeAll(async () => {
  withScale();
  const app = express();
  app.use(express.json());
  app.get("/ping", rateLimit({ name: "ping", limit: 2, windowSeconds: 60, key: byIp }), (_req, res) => {
    res.json({ ok: true });
  });
  app.get("/scaled", rateLimit({ name: "scaled", limit: 2, windowSeconds: 60, key: byIp }), (_req, res) => {
    res.json({ ok: true });
  });
  app.post(
    "/login",
    rateLimit({ name: "login-ip", limit: 5, windowSeconds: 60, key: byIp }),
    rateLimit({
      name: "login-account",
      limit: 2,
      windowSeconds: 600,
      key: byAccount((req) => req.body?.email),
    }),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  app.use(apiErrorHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

const login = (email?: string) =>
  fetch(`${baseUrl}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(email === undefined ? {} : { email }),
  });

describe("rateLimit middleware", () => {
  it("reports the remaining budget, then answers 429 with Retry-After and the JSON error", async () => {
    const first = await fetch(`${baseUrl}/ping`);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("2");
    expect(first.headers.get("ratelimit-remaining")).toBe("1");
    expect((await fetch(`${baseUrl}/ping`)).status).toBe(200);

    const refused = await fetch(`${baseUrl}/ping`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toEqual({ error: "Too many requests. Please wait a moment and try again." });
  });

  it("stacks a per-account limit under a per-IP limit", async () => {
    expect((await login("Ana@example.com")).status).toBe(200);
    const second = await login("ana@EXAMPLE.com ");
    expect(second.status).toBe(200);
    expect(second.headers.get("ratelimit-limit")).toBe("2");
    expect(second.headers.get("ratelimit-remaining")).toBe("0");

    const sameAccount = await login("ANA@example.com");
    expect(sameAccount.status).toBe(429);
    expect(Number(sameAccount.headers.get("retry-after"))).toBeGreaterThan(60);

    // A different account from the same address still passes until the per-IP limit (5) is used up.
    expect((await login("bo@example.com")).status).toBe(200);
    expect((await login()).status).toBe(200);
    expect((await login("cy@example.com")).status).toBe(429);
  });

  it("multiplies every limit by RATE_LIMIT_SCALE, then answers 429", async () => {
    withScale("3");
    try {
      const statuses = [];
      for (let hit = 0; hit < 6; hit++) {
        const response = await fetch(`${baseUrl}/scaled`);
        statuses.push(response.status);
        expect(response.headers.get("ratelimit-limit")).toBe("6");
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      const refused = await fetch(`${baseUrl}/scaled`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      withScale();
    }
  });
});
