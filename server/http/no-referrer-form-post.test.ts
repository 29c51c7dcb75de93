import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

/** Runs the middleware on a minimal request and returns the Origin header it leaves. */
function originAfter(input: {
  method?: string;
  path: string;
  origin?: string;
  fetchSite?: string;
}): string | undefined {
  const headers: Record<string, string | undefined> = {
    origin: input.origin,
    "sec-fetch-site": input.fetchSite,
  };
  const req = {
    method: input.method ?? "POST",
    path: input.path,
    headers,
    protocol: "http",
    host: "127.0.0.1:3000",
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const res = { locals: {}, setHeader: () => undefined } as unknown as Response;
  securityHeaders({ appUrl: "http://127.0.0.1:3000" })(req, res, () => undefined);
  return req.headers.origin;
}

describe("form posts from no-referrer pages", () => {
  it("gives the review page's own null-origin form post its origin back", () => {
    expect(originAfter({ path: "/timesheets/review", origin: "null", fetchSite: "same-origin" })).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("leaves every other request as it came", () => {
    expect(originAfter({ path: "/timesheets/review", origin: "null", fetchSite: "cross-site" })).toBe("null");
    expect(originAfter({ path: "/timesheets/review", origin: "null" })).toBe("null");
    expect(originAfter({ path: "/webinars", origin: "null", fetchSite: "same-origin" })).toBe("null");
    expect(
      originAfter({ method: "GET", path: "/timesheets/review", origin: "null", fetchSite: "same-origin" }),
    ).toBe("null");
    expect(
      originAfter({ path: "/timesheets/review", origin: "https://evil.example", fetchSite: "same-origin" }),
    ).toBe("https://evil.example");
  });
});
