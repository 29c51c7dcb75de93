import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";

setupTestDatabase();
const app = setupTestApp();

describe("http platform", () => {
  it("answers /healthz with 200 while the database is up", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("sends an enforced nonce-based CSP and the baseline security headers", async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("sends no referrer from the pages whose URL carries an emailed token", async () => {
    for (const path of [
      "/candidate/reset-password?token=abc",
      "/Candidate/Verify/?email=a%40b.co&token=x",
      "/employer/reset-password?token=abc",
      "/employer/verify?email=a%40b.co&token=x",
      "/employer/invitation?token=abc",
      "/schedule-consultation/reschedule/r.abc",
      "/schedule-consultation/cancel/c.abc",
    ]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
    const login = await fetch(`${app.url}/candidate/login`);
    expect(login.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const booking = await fetch(`${app.url}/schedule-consultation`);
    expect(booking.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("uses a different nonce for every response", async () => {
    const nonceOf = async () =>
      (await fetch(`${app.url}/healthz`)).headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("answers unknown API paths with 404 in the JSON error shape", async () => {
    const response = await fetch(`${app.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such API endpoint." });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await fetch(`${app.url}/api/no-such-endpoint`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Send the request body as application/json." });
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await fetch(`${app.url}/api/no-such-endpoint`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("refuses an oversize JSON body with 413", async () => {
    const response = await fetch(`${app.url}/api/no-such-endpoint`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request body is too large." });
  });

  it("keeps a sane incoming request id", async () => {
    const response = await fetch(`${app.url}/healthz`, { headers: { "x-request-id": "trace-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-123");
  });
});
