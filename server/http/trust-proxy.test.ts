import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { CONTACT_LIMIT_PER_IP } from "../modules/contact";

setupTestDatabase();
// This test's requests come from 127.0.0.1: one app trusts it as a proxy (the default), one does not.
const behindLocalProxy = setupTestApp();
const behindRemoteBalancer = setupTestApp({ TRUST_PROXY: "10.0.0.0/8" });

function contactFrom(appUrl: string, forwardedFor: string, n: number) {
  return fetch(`${appUrl}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      firstName: "Proxy",
      lastName: "Test",
      email: `proxy-${n}@example.com`,
      subject: "other",
      message: "Which address does the limit count?",
    }),
  });
}

describe("TRUST_PROXY", () => {
  it("counts limits per forwarded client address when the proxy is trusted", async () => {
    const limit = CONTACT_LIMIT_PER_IP.limit;
    for (let n = 0; n < limit; n++) {
      expect((await contactFrom(behindLocalProxy.url, "198.51.100.1", n)).status).toBe(201);
    }
    expect((await contactFrom(behindLocalProxy.url, "198.51.100.1", limit)).status).toBe(429);
    expect((await contactFrom(behindLocalProxy.url, "198.51.100.2", limit + 1)).status).toBe(201);
  });

  it("ignores X-Forwarded-For from an address it does not list", async () => {
    const limit = CONTACT_LIMIT_PER_IP.limit;
    // The one address counted is 127.0.0.1's, whatever the header claims.
    for (let n = 0; n < limit; n++) {
      expect((await contactFrom(behindRemoteBalancer.url, `203.0.113.${n + 1}`, 100 + n)).status).toBe(201);
    }
    expect((await contactFrom(behindRemoteBalancer.url, "203.0.113.200", 200)).status).toBe(429);
  });
});
