import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { byAccount, byIp, clientAddressKey } from "./rate-limit-keys";

const request = (fields: Partial<Request>) => fields as Request;

describe("rate limit keys", () => {
  it("counts an IPv4 address, mapped or not, as itself", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as the same client", () => {
    const key = clientAddressKey("2001:db8:abcd:12::1");
    expect(key).toBe("2001:db8:abcd:12::/64");
    expect(clientAddressKey("2001:0db8:abcd:0012:ffff:1:2:3")).toBe(key);
    expect(clientAddressKey("2001:db8:abcd:13::1")).not.toBe(key);
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("skips the IP limit when the address is unknown", () => {
    expect(byIp(request({ ip: undefined }))).toBeUndefined();
    expect(byIp(request({ ip: "198.51.100.1" }))).toBe("198.51.100.1");
  });

  it("counts an account by its trimmed, lower-cased name and skips requests without one", () => {
    const byEmail = byAccount((req) => req.body?.email);
    expect(byEmail(request({ body: { email: "  Ana@Example.COM " } }))).toBe("ana@example.com");
    expect(byEmail(request({ body: { email: 42 } }))).toBeUndefined();
    expect(byEmail(request({ body: { email: "  " } }))).toBeUndefined();
    expect(byEmail(request({ body: undefined }))).toBeUndefined();
  });
});
