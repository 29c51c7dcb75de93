import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn, throwIfResNotOk } from "./api-client";
import {
  httpStatusOf,
  retryAfterOf,
  serverErrorLink,
  serverErrorMessage,
  serverFieldErrors,
} from "./api-errors";
import { CANDIDATE_DATA_KEY, CANDIDATE_TOKEN_KEY, COPILOT_TOKEN_KEY } from "./session-storage-keys";

type Echo = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/**
 * A real peer: `/respond?status=N&body=B` answers with that status and body (no body when B is absent);
 * any other path echoes the request back as JSON.
 */
function startEchoServer(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/respond") {
      const retryAfter = url.searchParams.get("retryAfter");
      res.writeHead(Number(url.searchParams.get("status")), retryAfter ? { "Retry-After": retryAfter } : {});
      res.end(url.searchParams.get("body") ?? undefined);
      return;
    }
    const echo: Echo = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(echo));
  });
  server.listen(0, "127.0.0.1");
  return once(server, "listening").then(() => server);
}

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function installLocalStorage(descriptor: PropertyDescriptor) {
  Object.defineProperty(globalThis, "localStorage", { configurable: true, ...descriptor });
}

let server: Server;
let baseUrl: string;
let storage: MemoryStorage;

beforeAll(async () => {
  server = await startEchoServer();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

beforeEach(() => {
  storage = new MemoryStorage();
  installLocalStorage({ value: storage, writable: true });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "localStorage");
  vi.restoreAllMocks();
});

async function echoOf(res: Response): Promise<Echo> {
  return (await res.json()) as Echo;
}

function storeTokens() {
  storage.setItem(COPILOT_TOKEN_KEY, "copilot-secret");
  storage.setItem(CANDIDATE_TOKEN_KEY, "candidate-secret");
}

describe("session storage keys", () => {
  it("uses the key names the candidate and copilot features share", () => {
    expect([CANDIDATE_TOKEN_KEY, CANDIDATE_DATA_KEY, COPILOT_TOKEN_KEY]).toEqual([
      "candidateToken",
      "candidateData",
      "copilotToken",
    ]);
  });
});

describe("apiRequest bodies", () => {
  it("sends a plain object as JSON with a JSON content type", async () => {
    const echo = await echoOf(await apiRequest("POST", `${baseUrl}/api/contact`, { email: "a@b.co", n: 1 }));
    expect(echo.method).toBe("POST");
    expect(echo.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(echo.body)).toEqual({ email: "a@b.co", n: 1 });
  });

  it("sends FormData as multipart with the boundary fetch chose, not as JSON", async () => {
    const form = new FormData();
    form.append("firstName", "Ada");
    const echo = await echoOf(await apiRequest("POST", `${baseUrl}/api/upload`, form));
    expect(echo.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=.+/);
    expect(echo.body).toContain('name="firstName"');
    expect(echo.body).toContain("Ada");
  });

  it("adds the call's own headers without letting them replace the content type", async () => {
    const echo = await echoOf(
      await apiRequest(
        "POST",
        `${baseUrl}/api/contact`,
        { n: 1 },
        {
          headers: { "Idempotency-Key": "key-1", "Content-Type": "text/plain" },
        },
      ),
    );
    expect(echo.headers["idempotency-key"]).toBe("key-1");
    expect(echo.headers["content-type"]).toBe("application/json");
  });

  it("sends no content type when there is no body", async () => {
    const echo = await echoOf(await apiRequest("POST", `${baseUrl}/api/ping`));
    expect(echo.headers["content-type"]).toBeUndefined();
    expect(echo.body).toBe("");
  });
});

describe("cookies", () => {
  it("asks fetch to include credentials on every request and query", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await apiRequest("GET", `${baseUrl}/api/jobs`);
    await new QueryClient().fetchQuery({
      queryKey: [`${baseUrl}/api/jobs`],
      queryFn: getQueryFn({ on401: "throw" }),
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe("include");
  });
});

describe("bearer credentials by path", () => {
  it("sends the copilot token, and only it, to copilot paths", async () => {
    storeTokens();
    const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/copilot/conversations`));
    expect(echo.headers.authorization).toBe("Bearer copilot-secret");
  });

  it("sends the candidate token, and only it, to candidates paths", async () => {
    storeTokens();
    const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/candidates/profile`));
    expect(echo.headers.authorization).toBe("Bearer candidate-secret");
  });

  it("ignores a prefix that appears only in the query string", async () => {
    storeTokens();
    const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/jobs?next=/api/candidates/profile`));
    expect(echo.headers.authorization).toBeUndefined();
  });

  it("sends no token to other paths even when both are stored", async () => {
    storeTokens();
    const echo = await echoOf(await apiRequest("POST", `${baseUrl}/api/contact`, { a: 1 }));
    expect(echo.headers.authorization).toBeUndefined();
  });

  it("sends no token when the matching one is not stored", async () => {
    storage.setItem(CANDIDATE_TOKEN_KEY, "candidate-secret");
    const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/copilot/conversations`));
    expect(echo.headers.authorization).toBeUndefined();
  });

  it("sends a token kept for the browser session only (sessionStorage)", async () => {
    const sessionOnly = new MemoryStorage();
    sessionOnly.setItem(CANDIDATE_TOKEN_KEY, "tab-secret");
    Object.defineProperty(globalThis, "sessionStorage", { configurable: true, value: sessionOnly });
    try {
      const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/candidates/profile`));
      expect(echo.headers.authorization).toBe("Bearer tab-secret");
    } finally {
      Reflect.deleteProperty(globalThis, "sessionStorage");
    }
  });

  it("still sends the request without a token when storage is missing", async () => {
    Reflect.deleteProperty(globalThis, "localStorage");
    const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/candidates/profile`));
    expect(echo.headers.authorization).toBeUndefined();
  });

  it("still sends the request without a token when storage throws", async () => {
    installLocalStorage({
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    const echo = await echoOf(await apiRequest("GET", `${baseUrl}/api/candidates/profile`));
    expect(echo.headers.authorization).toBeUndefined();
  });

  it("applies the same rules to the query function", async () => {
    storeTokens();
    const client = new QueryClient();
    const copilot = await client.fetchQuery({
      queryKey: [`${baseUrl}/api/copilot/me`],
      queryFn: getQueryFn<Echo>({ on401: "throw" }),
    });
    const candidate = await client.fetchQuery({
      queryKey: [`${baseUrl}/api/candidates/profile`],
      queryFn: getQueryFn<Echo>({ on401: "throw" }),
    });
    const other = await client.fetchQuery({
      queryKey: [`${baseUrl}/api/jobs`],
      queryFn: getQueryFn<Echo>({ on401: "throw" }),
    });
    expect(copilot.headers.authorization).toBe("Bearer copilot-secret");
    expect(candidate.headers.authorization).toBe("Bearer candidate-secret");
    expect(other.headers.authorization).toBeUndefined();
  });
});

describe("errors", () => {
  it("uses the status and the body text", async () => {
    const body = encodeURIComponent('{"error":"x"}');
    await expect(apiRequest("POST", `${baseUrl}/respond?status=400&body=${body}`, {})).rejects.toThrow(
      new ApiError(400, '400: {"error":"x"}', null),
    );
  });

  it("keeps the status, the server's message and fields, and a 429's Retry-After", async () => {
    const body = encodeURIComponent('{"error":"Slow down","fields":{"code":"Wait"}}');
    const error = await apiRequest("POST", `${baseUrl}/respond?status=429&retryAfter=42&body=${body}`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([httpStatusOf(error), retryAfterOf(error)]).toEqual([429, 42]);
    expect(serverErrorMessage(error)).toBe("Slow down");
    expect(serverFieldErrors(error)).toEqual({ code: "Wait" });
    expect(httpStatusOf(new TypeError("fetch failed"))).toBeNull();
  });

  it("names the page a refusal links to (a plan limit's), and takes only this site's paths", async () => {
    const refusal = (link: string) =>
      apiRequest(
        "POST",
        `${baseUrl}/respond?status=403&body=${encodeURIComponent(JSON.stringify({ error: "Limit", link }))}`,
      ).catch((caught: unknown) => caught);
    expect(serverErrorLink(await refusal("/copilot/client/subscribe"))).toEqual({
      to: "/copilot/client/subscribe",
      label: "Choose a plan",
    });
    expect(serverErrorLink(await refusal("/copilot/client/billing"))).toEqual({
      to: "/copilot/client/billing",
      label: "See plans and billing",
    });
    expect(serverErrorLink(await refusal("/copilot/client/payment-setup?x=1"))?.label).toBe(
      "Update your card",
    );
    expect(serverErrorLink(await refusal("/somewhere"))?.label).toBe("Go to that page");
    expect(serverErrorLink(await refusal("//evil.example/x"))).toBeUndefined();
    expect(serverErrorLink(await refusal("https://evil.example/x"))).toBeUndefined();
    expect(serverErrorLink(new TypeError("fetch failed"))).toBeUndefined();
  });

  it("falls back to the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${baseUrl}/respond?status=404`)).rejects.toThrow(
      new ApiError(404, "404: Not Found", null),
    );
  });

  it("lets an OK response through untouched", async () => {
    const res = await fetch(`${baseUrl}/respond?status=200&body=fine`);
    await expect(throwIfResNotOk(res)).resolves.toBeUndefined();
    expect(await res.text()).toBe("fine");
  });
});

describe("getQueryFn", () => {
  it("GETs the first element of the query key and parses the JSON", async () => {
    const echo = await new QueryClient().fetchQuery({
      queryKey: [`${baseUrl}/api/companies/Acme/reviews`, { page: 2 }, "extra"],
      queryFn: getQueryFn<Echo>({ on401: "throw" }),
    });
    expect(echo.method).toBe("GET");
    expect(echo.url).toBe("/api/companies/Acme/reviews");
  });

  it("resolves to null on 401 when asked to", async () => {
    const result = await new QueryClient().fetchQuery({
      queryKey: [`${baseUrl}/respond?status=401&body=nope`],
      queryFn: getQueryFn({ on401: "returnNull" }),
    });
    expect(result).toBeNull();
  });

  it("throws on 401 when asked to", async () => {
    const query = new QueryClient().fetchQuery({
      queryKey: [`${baseUrl}/respond?status=401&body=nope`],
      queryFn: getQueryFn({ on401: "throw" }),
    });
    await expect(query).rejects.toThrow(new ApiError(401, "401: nope", null));
  });

  it("still throws other failures when 401 returns null", async () => {
    const query = new QueryClient().fetchQuery({
      queryKey: [`${baseUrl}/respond?status=500`],
      queryFn: getQueryFn({ on401: "returnNull" }),
    });
    await expect(query).rejects.toThrow(new ApiError(500, "500: Internal Server Error", null));
  });
});
