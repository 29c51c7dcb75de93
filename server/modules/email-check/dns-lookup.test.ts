import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  closedDnsAddress,
  EMAIL_CHECK_TEST_ZONE,
  startTestDnsServer,
  type TestDnsServer,
} from "../../../tests/support/dns-server";
import { loadConfig, setAppConfig } from "../../config";
import {
  clearMailRecordCache,
  DnsLookupUnavailable,
  lookupMailRecord,
  NEGATIVE_TTL_MS,
  POSITIVE_TTL_MS,
} from "./dns-lookup";

let dns: TestDnsServer;
const useServers = (servers: string) =>
  setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DNS_SERVERS: servers }));
const queriesFor = (domain: string) => dns.queries.filter((query) => query.startsWith(`${domain} `));

beforeAll(async () => {
  dns = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
});
afterAll(() => dns.close());
beforeEach(() => {
  clearMailRecordCache();
  dns.queries.length = 0;
  useServers(dns.address);
});

describe("lookupMailRecord", () => {
  it("finds MX records and asks nothing more", async () => {
    expect(await lookupMailRecord("staffing-good.test")).toBe("mail");
    expect(queriesFor("staffing-good.test")).toEqual(["staffing-good.test MX"]);
  });

  it("falls back to A and AAAA records when there is no MX", async () => {
    expect(await lookupMailRecord("a-only.test")).toBe("mail");
    expect(await lookupMailRecord("aaaa-only.test")).toBe("mail");
    expect(queriesFor("a-only.test").sort()).toEqual(["a-only.test A", "a-only.test AAAA", "a-only.test MX"]);
  });

  it("reports no record for NXDOMAIN, without asking for addresses", async () => {
    expect(await lookupMailRecord("missing.test")).toBe("none");
    expect(queriesFor("missing.test")).toEqual(["missing.test MX"]);
  });

  it("reports no record for a name with neither MX nor address", async () => {
    expect(await lookupMailRecord("no-records.test")).toBe("none");
  });

  it("recognises a null MX (RFC 7505) and does not fall back to addresses", async () => {
    expect(await lookupMailRecord("null-mx.test")).toBe("null-mx");
    expect(queriesFor("null-mx.test")).toEqual(["null-mx.test MX"]);
  });

  it("caches answers per domain: the second lookup does not reach the server", async () => {
    await lookupMailRecord("staffing-good.test");
    await lookupMailRecord("staffing-good.test");
    await lookupMailRecord("missing.test");
    await lookupMailRecord("missing.test");
    expect(dns.queries).toEqual(["staffing-good.test MX", "missing.test MX"]);
  });

  it("shares one lookup between concurrent checks of a domain", async () => {
    await Promise.all([lookupMailRecord("second-good.test"), lookupMailRecord("second-good.test")]);
    expect(queriesFor("second-good.test")).toHaveLength(1);
  });

  it("forgets a missing domain sooner than a found one", async () => {
    const now = Date.now();
    await lookupMailRecord("staffing-good.test", now);
    await lookupMailRecord("missing.test", now);
    const later = now + NEGATIVE_TTL_MS + 1;
    await lookupMailRecord("staffing-good.test", later);
    await lookupMailRecord("missing.test", later);
    expect(queriesFor("staffing-good.test")).toHaveLength(1);
    expect(queriesFor("missing.test")).toHaveLength(2);
    await lookupMailRecord("staffing-good.test", now + POSITIVE_TTL_MS + 1);
    expect(queriesFor("staffing-good.test")).toHaveLength(2);
  });

  it("keeps answers from different resolvers apart", async () => {
    await lookupMailRecord("staffing-good.test");
    useServers(await closedDnsAddress());
    await expect(lookupMailRecord("staffing-good.test")).rejects.toBeInstanceOf(DnsLookupUnavailable);
  });
});

describe("lookupMailRecord when DNS does not answer", () => {
  it("fails as unavailable, not as a missing domain, when the resolver is down", async () => {
    useServers(await closedDnsAddress());
    await expect(lookupMailRecord("staffing-good.test")).rejects.toMatchObject({
      domain: "staffing-good.test",
      code: expect.not.stringMatching(/^(ENOTFOUND|ENODATA)$/),
    });
  });

  it("fails as unavailable on a timeout, within the short limit", async () => {
    const started = Date.now();
    const failure = await lookupMailRecord("slow.test").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DnsLookupUnavailable);
    expect((failure as DnsLookupUnavailable).code).toBe("ETIMEOUT");
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("fails as unavailable on SERVFAIL", async () => {
    await expect(lookupMailRecord("broken.test")).rejects.toMatchObject({ code: "ESERVFAIL" });
  });

  it("does not cache failures: the next check asks again", async () => {
    await expect(lookupMailRecord("broken.test")).rejects.toBeInstanceOf(DnsLookupUnavailable);
    await expect(lookupMailRecord("broken.test")).rejects.toBeInstanceOf(DnsLookupUnavailable);
    expect(queriesFor("broken.test")).toHaveLength(2);
  });
});
