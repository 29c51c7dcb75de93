import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import {
  CANDIDATE_PROFILE_STALE_TIME,
  candidateProfileQueryOptions,
  createQueryClient,
  SITE_SETTINGS_STALE_TIME,
} from "./query-client";

let server: Server;
let baseUrl: string;

// `/unauthorized` answers 401 with a body; anything else answers 200 with the requested path as JSON.
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/unauthorized") {
      res.writeHead(401);
      res.end("sign in");
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ method: req.method, url: req.url }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

describe("createQueryClient defaults", () => {
  it("keeps data fresh 60 s and discards it after 5 min", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.gcTime).toBe(300_000);
  });

  it("retries queries and mutations once", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(1);
    expect(mutations?.retry).toBe(1);
  });

  it("never refetches on an interval or on window focus", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it("returns a new client each time so server requests never share a cache", () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe("the default query function", () => {
  it("GETs the first element of the query key and parses JSON", async () => {
    const data = await createQueryClient().fetchQuery({ queryKey: [`${baseUrl}/api/jobs`, "ignored"] });
    expect(data).toEqual({ method: "GET", url: "/api/jobs" });
  });

  it("throws on 401 rather than returning null", async () => {
    const query = createQueryClient().fetchQuery({ queryKey: [`${baseUrl}/unauthorized`], retry: false });
    await expect(query).rejects.toThrow(new ApiError(401, "401: sign in", null));
  });
});

describe("per-feature cache rules", () => {
  it("keeps site settings fresh for 5 minutes", () => {
    expect(SITE_SETTINGS_STALE_TIME).toBe(5 * 60_000);
  });

  it("caches the candidate profile 5 minutes without retrying", () => {
    expect(CANDIDATE_PROFILE_STALE_TIME).toBe(5 * 60_000);
    expect(candidateProfileQueryOptions).toEqual({ staleTime: 5 * 60_000, retry: false });
  });
});
