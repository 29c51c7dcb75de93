import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verdictMessage } from "../../../common/email-check";
import {
  closedDnsAddress,
  EMAIL_CHECK_TEST_ZONE,
  startTestDnsServer,
  type TestDnsServer,
} from "../../../tests/support/dns-server";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../../config";
import { recordBounce } from "../../mail/bounces";
import { checkEmail, EmailCheckUnavailable } from "./check-email";
import { clearMailRecordCache } from "./dns-lookup";

const database = setupTestDatabase();
let dns: TestDnsServer;
const useServers = (servers: string) =>
  setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DNS_SERVERS: servers }));

beforeAll(async () => {
  dns = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
  await recordBounce(database.db(), { email: "Bounced@Staffing-Good.test", reason: "550 no such user" });
  await recordBounce(database.db(), {
    email: "soft@staffing-good.test",
    reason: "452 mailbox full",
    kind: "soft",
  });
});
afterAll(() => dns.close());
beforeEach(() => {
  clearMailRecordCache();
  dns.queries.length = 0;
  useServers(dns.address);
});

const allClear = {
  has_valid_address_syntax: true,
  has_mx_or_a_record: true,
  is_suspected_disposable_address: false,
  is_suspected_role_address: false,
  has_known_bounces: false,
  has_suspected_bounces: false,
};

describe("checkEmail verdicts", () => {
  it("is Valid for a personal address at a domain with MX records", async () => {
    const result = await checkEmail("  Jane.Doe@staffing-good.test ");
    expect(result).toEqual({
      email: "Jane.Doe@staffing-good.test",
      verdict: "Valid",
      score: 1,
      isValid: true,
      checks: allClear,
    });
    expect(verdictMessage(result)).toBe("Email address is valid.");
  });

  it("is Valid for a domain with only an A record", async () => {
    const result = await checkEmail("jane@a-only.test");
    expect(result).toMatchObject({ verdict: "Valid", checks: { has_mx_or_a_record: true } });
  });

  it.each([
    "not-an-email",
    "jane@example",
    "ja ne@staffing-good.test",
    "jane..doe@staffing-good.test",
    "jane@-bad-.test",
    "jane@staffing-good.123",
    `${"a".repeat(65)}@staffing-good.test`,
  ])("is Invalid with 'Invalid email format' for %j, without a DNS query", async (email) => {
    const result = await checkEmail(email);
    expect(result).toMatchObject({ verdict: "Invalid", score: 0, isValid: false });
    expect(result.checks.has_valid_address_syntax).toBe(false);
    expect(verdictMessage(result)).toBe("Invalid email format");
    expect(dns.queries).toEqual([]);
  });

  it.each(["jane@missing.test", "jane@no-records.test"])(
    "is Invalid with 'Email domain does not exist' for %s",
    async (email) => {
      const result = await checkEmail(email);
      expect(result).toMatchObject({ verdict: "Invalid", score: 0, isValid: false });
      expect(result.checks).toMatchObject({ has_valid_address_syntax: true, has_mx_or_a_record: false });
      expect(verdictMessage(result)).toBe("Email domain does not exist");
    },
  );

  it("is Invalid with the generic message for a domain whose null MX refuses all mail", async () => {
    const result = await checkEmail("jane@null-mx.test");
    expect(result).toMatchObject({ verdict: "Invalid", score: 0, isValid: false, checks: allClear });
    expect(verdictMessage(result)).toBe("Email address is invalid.");
  });

  it("is Risky for a disposable domain from the maintained list", async () => {
    const result = await checkEmail("someone@mailinator.com");
    expect(result).toMatchObject({ verdict: "Risky", isValid: true });
    expect(result.checks.is_suspected_disposable_address).toBe(true);
    expect(result.score).toBeLessThan(1);
    expect(verdictMessage(result)).toBe("Temporary email addresses are not allowed");
  });

  it("is Risky for an address with a hard bounce on record, whatever its letter case", async () => {
    const result = await checkEmail("bounced@STAFFING-GOOD.test");
    expect(result).toMatchObject({ verdict: "Risky", checks: { ...allClear, has_known_bounces: true } });
    expect(verdictMessage(result)).toBe("This email address has a history of bouncing");
  });

  it("does not count a soft bounce as a known bounce", async () => {
    expect(await checkEmail("soft@staffing-good.test")).toMatchObject({ verdict: "Valid" });
  });

  it.each(["info@staffing-good.test", "No-Reply+alerts@staffing-good.test", "careers@a-only.test"])(
    "is Risky for the role address %s",
    async (email) => {
      const result = await checkEmail(email);
      expect(result).toMatchObject({
        verdict: "Risky",
        checks: { ...allClear, is_suspected_role_address: true },
      });
      expect(verdictMessage(result)).toBe(
        "Please use a personal email address instead of a role-based email",
      );
    },
  );

  it("is Risky with a suggestion for a likely typo of a common provider", async () => {
    const result = await checkEmail("Jane.Doe@gmial.com");
    expect(result).toMatchObject({
      verdict: "Risky",
      isValid: true,
      suggestion: "Jane.Doe@gmail.com",
      checks: { ...allClear, has_suspected_bounces: true },
    });
    expect(verdictMessage(result)).toBe("Email address appears risky - please verify it's correct.");
  });

  it("keeps the suggestion when the misspelt domain does not exist", async () => {
    const result = await checkEmail("jane@gmal.com");
    expect(result).toMatchObject({ verdict: "Invalid", suggestion: "jane@gmail.com" });
    expect(verdictMessage(result)).toBe("Email domain does not exist");
  });

  it("offers no suggestion for the provider itself", async () => {
    const result = await checkEmail("jane@gmail.com");
    expect(result.verdict).toBe("Valid");
    expect(result).not.toHaveProperty("suggestion");
  });

  it("names the strongest risk first: disposable over role", async () => {
    const result = await checkEmail("info@mailinator.com");
    expect(result.checks).toMatchObject({
      is_suspected_disposable_address: true,
      is_suspected_role_address: true,
    });
    expect(verdictMessage(result)).toBe("Temporary email addresses are not allowed");
  });
});

describe("checkEmail when DNS does not answer", () => {
  it("throws EmailCheckUnavailable instead of calling the domain non-existent (resolver down)", async () => {
    useServers(await closedDnsAddress());
    await expect(checkEmail("jane@staffing-good.test")).rejects.toBeInstanceOf(EmailCheckUnavailable);
  });

  it("throws EmailCheckUnavailable on a timeout and on SERVFAIL", async () => {
    await expect(checkEmail("jane@slow.test")).rejects.toBeInstanceOf(EmailCheckUnavailable);
    await expect(checkEmail("jane@broken.test")).rejects.toBeInstanceOf(EmailCheckUnavailable);
  });

  it("still answers bad syntax without DNS", async () => {
    useServers(await closedDnsAddress());
    expect(verdictMessage(await checkEmail("jane@"))).toBe("Invalid email format");
  });
});
