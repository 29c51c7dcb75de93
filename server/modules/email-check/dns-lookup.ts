import { Resolver } from "node:dns/promises";
import { appConfig } from "../../config";

/**
 * What DNS says about a domain's mail: "mail" (MX, or A/AAAA as the RFC 5321 fallback), "null-mx"
 * (an MX of "." per RFC 7505: the domain exists but takes no mail) or "none" (no such domain, or no
 * MX and no address at all).
 */
export type MailRecordStatus = "mail" | "null-mx" | "none";

/** The resolver did not answer usefully (timeout, refused, SERVFAIL…): we do not know. */
export class DnsLookupUnavailable extends Error {
  constructor(
    readonly domain: string,
    readonly code: string,
  ) {
    super(`DNS lookup for ${domain} failed: ${code}`);
  }
}

export const DNS_TIMEOUT_MS = 1500;
/** A found record rarely disappears; a missing one may be a domain being set up right now. */
export const POSITIVE_TTL_MS = 10 * 60_000;
export const NEGATIVE_TTL_MS = 2 * 60_000;
const MAX_CACHED_DOMAINS = 10_000;

/** Only these mean "the name has no such record"; every other error code means "no answer". */
const NO_RECORD_CODES = new Set(["ENOTFOUND", "ENODATA"]);

type CachedStatus = { status: MailRecordStatus; expiresAt: number };
const cache = new Map<string, CachedStatus>();
const inFlight = new Map<string, Promise<MailRecordStatus>>();
const resolvers = new Map<string, Resolver>();

/** Empties the per-domain cache (tests; nothing in the app needs it). */
export function clearMailRecordCache(): void {
  cache.clear();
  inFlight.clear();
}

/**
 * Looks up the domain's MX records, then A and AAAA, through DNS_SERVERS when configured. Answers
 * are cached per resolver set and domain; failures are not cached, so the next check asks again.
 * Concurrent checks of one domain share a single lookup.
 */
export async function lookupMailRecord(domain: string, now = Date.now()): Promise<MailRecordStatus> {
  const servers = appConfig().DNS_SERVERS;
  const key = `${servers?.join(",") ?? "system"}|${domain}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.status;

  let pending = inFlight.get(key);
  if (!pending) {
    pending = queryMailRecord(resolverFor(servers), domain).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const status = await pending;
  remember(key, status, now);
  return status;
}

function remember(key: string, status: MailRecordStatus, now: number) {
  cache.delete(key);
  if (cache.size >= MAX_CACHED_DOMAINS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, { status, expiresAt: now + (status === "mail" ? POSITIVE_TTL_MS : NEGATIVE_TTL_MS) });
}

function resolverFor(servers: string[] | undefined): Resolver {
  const key = servers?.join(",") ?? "system";
  let resolver = resolvers.get(key);
  if (!resolver) {
    resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
    if (servers) resolver.setServers(servers);
    resolvers.set(key, resolver);
  }
  return resolver;
}

async function queryMailRecord(resolver: Resolver, domain: string): Promise<MailRecordStatus> {
  const mx = await orNoRecord(domain, resolver.resolveMx(domain));
  if (mx === "nxdomain") return "none";
  if (mx.length > 0) return mx.every((record) => record.exchange === "") ? "null-mx" : "mail";
  const [v4, v6] = await Promise.all([
    orNoRecord(domain, resolver.resolve4(domain)),
    orNoRecord(domain, resolver.resolve6(domain)),
  ]);
  const hasAddress = (answer: string[] | "nxdomain") => answer !== "nxdomain" && answer.length > 0;
  return hasAddress(v4) || hasAddress(v6) ? "mail" : "none";
}

/** [] for "exists, no such record", "nxdomain" for a missing name; anything else is unavailable. */
async function orNoRecord<T>(domain: string, query: Promise<T[]>): Promise<T[] | "nxdomain"> {
  try {
    return await query;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "UNKNOWN";
    if (!NO_RECORD_CODES.has(code)) throw new DnsLookupUnavailable(domain, code);
    return code === "ENOTFOUND" ? "nxdomain" : [];
  }
}
