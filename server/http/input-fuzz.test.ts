import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "../../common/zod";
import { testAdmin } from "../../tests/support/admin-test-client";
import { ANY_ID, declaredRoutePatterns } from "../../tests/support/declared-routes";
import { startTestDnsServer } from "../../tests/support/dns-server";
import { type Probe, sendProbes } from "../../tests/support/fuzz-requests";
import {
  MALFORMED_BODIES,
  MALFORMED_PATH_VALUES,
  MALFORMED_QUERIES,
} from "../../tests/support/malformed-input";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { apiRouters } from "../api/routers";
import { startAdminSession } from "../modules/admin-auth";

/**
 * Every route the API router declares, sent malformed paths, queries and bodies as nobody, as a
 * signed-in candidate and as an admin: no answer may be a 5xx, and none may hang. The fixed cases
 * (tests/support/malformed-input.ts) are joined by bodies fast-check builds from the field names of
 * the shared schemas, so the bodies look like what each route reads.
 */

// A resolver that knows no name: the email check answers at once instead of asking the internet.
const dns = await startTestDnsServer({});
const database = setupTestDatabase();
const app = setupTestApp({ DNS_SERVERS: dns.address, RATE_LIMIT_SCALE: "1000" });
afterAll(() => dns.close());

const IN_FLIGHT = 6;
const GENERATED_BODIES_PER_ROUTE = 6;

type Identity = "anonymous" | "candidate" | "admin";
type Credentials = { token?: string; cookie?: string };

const routes = declaredRoutePatterns(apiRouters);

/** The field names every shared schema reads: the keys a fuzzed body is made of. */
const SCHEMA_KEYS = schemaKeysOf(
  import.meta.glob(["../../common/*.ts", "!../../common/*.test.ts"], { eager: true }),
);

function schemaKeysOf(modules: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module as Record<string, unknown>)) {
      if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) keys.add(key);
    }
  }
  return [...keys].sort();
}

const fuzzValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("x\u0000y", "\uD800", "", " ", "a".repeat(5000), "-1", "1e309", "2026-02-30", "__proto__"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const fuzzBody = fc.dictionary(fc.constantFrom(...SCHEMA_KEYS), fuzzValue, { maxKeys: 12 });

/** Each path parameter in turn takes each malformed value, the others a well-formed id. */
function pathVariants(pattern: string): { path: string; label: string }[] {
  const params = pattern.match(/:[A-Za-z]+/g) ?? [];
  const filled = (except?: string, value?: string) =>
    pattern.replace(/:[A-Za-z]+/g, (param) => (param === except ? (value as string) : ANY_ID));
  const variants = [{ path: filled(), label: "well-formed ids" }];
  for (const param of params) {
    for (const value of MALFORMED_PATH_VALUES) {
      variants.push({ path: filled(param, value), label: `${param} = ${value.slice(0, 30)}` });
    }
  }
  return variants;
}

function probesFor(method: string, pattern: string): Probe[] {
  const base = pattern.replace(/:[A-Za-z]+/g, ANY_ID);
  const probes: Probe[] = pathVariants(pattern).map(({ path, label }) => ({ method, path, label }));
  for (const query of MALFORMED_QUERIES)
    probes.push({ method, path: `${base}?${query}`, label: `query ${query.slice(0, 40)}` });
  if (method !== "GET") {
    for (const [label, body] of Object.entries(MALFORMED_BODIES))
      probes.push({ method, path: base, body, label });
    const generated = fc.sample(fuzzBody, GENERATED_BODIES_PER_ROUTE);
    for (const [index, value] of generated.entries()) {
      probes.push({
        method,
        path: base,
        body: { contentType: "application/json", data: JSON.stringify(value) },
        label: `generated body ${index}: ${JSON.stringify(value).slice(0, 80)}`,
      });
    }
  }
  return probes;
}

/** Fresh sessions per route: a fuzzed sign-out or account deletion must not blind the next route. */
let candidateNumber = 0;
async function credentialsFor(identity: Identity): Promise<Credentials> {
  if (identity === "admin") return { cookie: (await startAdminSession(testAdmin)).cookie };
  if (identity === "anonymous") return {};
  candidateNumber += 1;
  const { token } = await insertSignedInCandidate(database.db(), {
    email: `fuzz.${candidateNumber}@example.com`,
  });
  return { token };
}

async function fuzzRoutes(identity: Identity): Promise<{ failures: string[]; sent: number }> {
  const failures: string[] = [];
  let sent = 0;
  for (const [method, pattern] of routes) {
    const { token, cookie } = await credentialsFor(identity);
    const headers: Record<string, string> = { Origin: new URL(app.config.APP_URL).origin };
    if (token) headers.authorization = `Bearer ${token}`;
    if (cookie) headers.cookie = cookie;
    const result = await sendProbes(app.url, probesFor(method, pattern), headers, IN_FLIGHT);
    failures.push(...result.failures);
    sent += result.sent;
  }
  return { failures, sent };
}

describe("the API under malformed input", () => {
  it("reads the routes and the schema field names it fuzzes", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual(["POST", "/api/contact"]);
    expect(routes).toContainEqual(["GET", "/api/admin/pay-runs/:id"]);
    expect(SCHEMA_KEYS).toEqual(expect.arrayContaining(["email", "firstName", "message", "password"]));
  });

  it.each<Identity>(["anonymous", "candidate", "admin"])(
    "answers every route below 500 and never hangs, as %s",
    async (identity) => {
      const { failures, sent } = await fuzzRoutes(identity);
      expect(sent).toBeGreaterThan(routes.length * 20);
      expect(failures).toEqual([]);
    },
    600_000,
  );
});
