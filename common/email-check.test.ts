import { describe, expect, it } from "vitest";
import {
  EMAIL_CHECK_INPUT_MESSAGES,
  type EmailChecks,
  type EmailValidationResult,
  type EmailVerdict,
  emailCheckInputSchema,
  hasEmailSyntax,
  verdictMessage,
} from "./email-check";

const passing: EmailChecks = {
  has_valid_address_syntax: true,
  has_mx_or_a_record: true,
  is_suspected_disposable_address: false,
  is_suspected_role_address: false,
  has_known_bounces: false,
  has_suspected_bounces: false,
};

function result(verdict: EmailVerdict, checks: Partial<EmailChecks> = {}): EmailValidationResult {
  return { email: "x@example.com", verdict, score: 0.5, isValid: true, checks: { ...passing, ...checks } };
}

describe("hasEmailSyntax (SPEC §5 pattern)", () => {
  it.each(["jane@example.com", "j.doe+jobs@mail.example.org", "a@b.c"])("accepts %s", (email) => {
    expect(hasEmailSyntax(email)).toBe(true);
  });

  it.each(["", "jane", "jane@", "@example.com", "jane@example", "ja ne@example.com", "jane@@example.com"])(
    "refuses %j",
    (email) => {
      expect(hasEmailSyntax(email)).toBe(false);
    },
  );
});

describe("verdictMessage", () => {
  it.each<[string, EmailValidationResult | null, string]>([
    ["valid", result("Valid"), "Email address is valid."],
    [
      "bad syntax",
      result("Invalid", { has_valid_address_syntax: false, has_mx_or_a_record: false }),
      "Invalid email format",
    ],
    ["no mail record", result("Invalid", { has_mx_or_a_record: false }), "Email domain does not exist"],
    ["other invalid", result("Invalid"), "Email address is invalid."],
    [
      "disposable",
      result("Risky", { is_suspected_disposable_address: true, is_suspected_role_address: true }),
      "Temporary email addresses are not allowed",
    ],
    [
      "known bounces",
      result("Risky", { has_known_bounces: true, is_suspected_role_address: true }),
      "This email address has a history of bouncing",
    ],
    [
      "role",
      result("Risky", { is_suspected_role_address: true, has_suspected_bounces: true }),
      "Please use a personal email address instead of a role-based email",
    ],
    [
      "other risky",
      result("Risky", { has_suspected_bounces: true }),
      "Email address appears risky - please verify it's correct.",
    ],
    ["no result", null, "Unable to validate email address."],
    ["unknown verdict", result("Unknown" as EmailVerdict), "Unable to validate email address."],
  ])("%s", (_case, input, message) => {
    expect(verdictMessage(input)).toBe(message);
  });
});

describe("emailCheckInputSchema", () => {
  it("trims the email and defaults the source to website", () => {
    expect(emailCheckInputSchema.parse({ email: "  jane@example.com " })).toEqual({
      email: "jane@example.com",
      source: "website",
    });
    expect(emailCheckInputSchema.parse({ email: "jane@example.com", source: "contact_form" }).source).toBe(
      "contact_form",
    );
  });

  it.each<[string, unknown, string, string]>([
    ["missing email", {}, "email", EMAIL_CHECK_INPUT_MESSAGES.email],
    ["blank email", { email: "   " }, "email", EMAIL_CHECK_INPUT_MESSAGES.email],
    ["numeric email", { email: 42 }, "email", EMAIL_CHECK_INPUT_MESSAGES.email],
    [
      "oversize email",
      { email: `${"a".repeat(250)}@x.com` },
      "email",
      EMAIL_CHECK_INPUT_MESSAGES.emailTooLong,
    ],
    ["odd source", { email: "a@b.co", source: "<script>" }, "source", EMAIL_CHECK_INPUT_MESSAGES.source],
    ["long source", { email: "a@b.co", source: "s".repeat(51) }, "source", EMAIL_CHECK_INPUT_MESSAGES.source],
  ])("refuses %s", (_case, input, field, message) => {
    const parsed = emailCheckInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
