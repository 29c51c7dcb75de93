import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHECK_INPUT_MESSAGES } from "../../common/email-check";
import {
  EMAIL_CHECK_TEST_ZONE,
  startTestDnsServer,
  type TestDnsServer,
} from "../../tests/support/dns-server";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { recordBounce } from "../mail/bounces";
import { clearMailRecordCache, EMAIL_CHECK_LIMIT_PER_IP } from "../modules/email-check";

// The DNS server must be listening before setupTestApp reads DNS_SERVERS in its beforeAll.
const dns: TestDnsServer = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
const database = setupTestDatabase();
const app = setupTestApp({ DNS_SERVERS: dns.address });

beforeAll(async () => {
  clearMailRecordCache();
  await recordBounce(database.db(), { email: "bounced@staffing-good.test", reason: "550 no such user" });
});
afterAll(() => dns.close());

function validate(body: unknown) {
  return fetch(`${app.url}/api/validate-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function verdictOf(email: string) {
  const response = await validate({ email, source: "contact_form" });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.result;
}

describe("POST /api/validate-email", () => {
  it("answers { success: true, result } for a good address", async () => {
    const response = await validate({ email: "jane@staffing-good.test" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      result: {
        email: "jane@staffing-good.test",
        verdict: "Valid",
        score: 1,
        isValid: true,
        checks: {
          has_valid_address_syntax: true,
          has_mx_or_a_record: true,
          is_suspected_disposable_address: false,
          is_suspected_role_address: false,
          has_known_bounces: false,
          has_suspected_bounces: false,
        },
      },
    });
  });

  it.each([
    ["jane@a-only.test", "Valid", {}],
    ["jane@staffing-good", "Invalid", { has_valid_address_syntax: false }],
    ["jane@missing.test", "Invalid", { has_mx_or_a_record: false }],
    ["jane@null-mx.test", "Invalid", { has_mx_or_a_record: true }],
    ["jane@mailinator.com", "Risky", { is_suspected_disposable_address: true }],
    ["bounced@staffing-good.test", "Risky", { has_known_bounces: true }],
    ["support@staffing-good.test", "Risky", { is_suspected_role_address: true }],
    ["jane@gmial.com", "Risky", { has_suspected_bounces: true }],
  ])("%s → %s", async (email, verdict, checks) => {
    expect(await verdictOf(email)).toMatchObject({ verdict, checks });
  });

  it("suggests the intended provider for a typo", async () => {
    expect((await verdictOf("jane@gmial.com")).suggestion).toBe("jane@gmail.com");
  });

  it("answers { success: false, error } when DNS does not answer, never 'does not exist'", async () => {
    const response = await validate({ email: "jane@slow.test" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, error: "Unable to validate email address." });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ["a missing email", { source: "website" }, { email: EMAIL_CHECK_INPUT_MESSAGES.email }],
    [
      "a non-string email",
      { email: ["jane@staffing-good.test"] },
      { email: EMAIL_CHECK_INPUT_MESSAGES.email },
    ],
    [
      "an oversize email",
      { email: `${"a".repeat(250)}@staffing-good.test` },
      { email: EMAIL_CHECK_INPUT_MESSAGES.emailTooLong },
    ],
    [
      "a non-string source",
      { email: "jane@staffing-good.test", source: 7 },
      { source: EMAIL_CHECK_INPUT_MESSAGES.source },
    ],
    ["a body that is not an object", ["jane@staffing-good.test"], { body: expect.any(String) }],
  ])("answers 400 with fields for %s", async (_case, body, fields) => {
    const response = await validate(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please correct the highlighted fields.", fields });
  });

  it.each(['{"email":', '"jane@staffing-good.test"'])("answers 400 for the body %s", async (body) => {
    const response = await fetch(`${app.url}/api/validate-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  // Last: it uses up the per-IP allowance the tests above have been counting against.
  it(`answers 429 after ${EMAIL_CHECK_LIMIT_PER_IP.limit} checks a minute from one address`, async () => {
    const first = await validate({ email: "jane@staffing-good.test" });
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe(String(EMAIL_CHECK_LIMIT_PER_IP.limit));
    const remaining = Number(first.headers.get("ratelimit-remaining"));
    for (let sent = 0; sent < remaining; sent++) {
      expect((await validate({ email: "jane@staffing-good.test" })).status).toBe(200);
    }
    const refused = await validate({ email: "jane@staffing-good.test" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: "Too many requests. Please wait a moment and try again." });
  });
});
