import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Request } from "express";

/** Picks who a limit counts against; undefined skips the limit for this request. */
export type RateLimitSubject = (req: Request) => string | undefined;

/** Counts per client address (req.ip honours the app's "trust proxy" setting). */
export const byIp: RateLimitSubject = (req) => (req.ip ? clientAddressKey(req.ip) : undefined);

/**
 * Counts per account named in the request, e.g. byAccount((req) => req.body?.email) for a login form,
 * so guessing one account's password from many addresses is still limited.
 */
export function byAccount(extract: (req: Request) => unknown): RateLimitSubject {
  return (req) => {
    const value = extract(req);
    if (typeof value !== "string") return undefined;
    const account = value.trim().toLowerCase();
    return account === "" ? undefined : account;
  };
}

/**
 * One client usually owns a whole IPv6 /64, so counting single IPv6 addresses would let it rotate
 * past any limit; IPv4-mapped addresses count as the IPv4 address they are.
 */
export function clientAddressKey(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

/** SHA-256 of the client address (as clientAddressKey counts it): enough to spot abuse without keeping the address. */
export function hashedClientAddress(ip: string | undefined): string | null {
  return ip ? createHash("sha256").update(clientAddressKey(ip)).digest("base64url") : null;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.split("%", 1)[0]?.split("::") ?? [];
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => "0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}
