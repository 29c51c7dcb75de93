// Shared by the browser's live email check and POST /api/validate-email: keep it light (zod only).
import { z } from "./zod";

export const EMAIL_VERDICTS = ["Valid", "Invalid", "Risky"] as const;
export type EmailVerdict = (typeof EMAIL_VERDICTS)[number];

export type EmailChecks = {
  has_valid_address_syntax: boolean;
  has_mx_or_a_record: boolean;
  is_suspected_disposable_address: boolean;
  is_suspected_role_address: boolean;
  has_known_bounces: boolean;
  has_suspected_bounces: boolean;
};

export type EmailValidationResult = {
  email: string;
  verdict: EmailVerdict;
  /** 0 (undeliverable) to 1 (looks deliverable). */
  score: number;
  isValid: boolean;
  /** A likely intended address when the domain looks like a typo of a common provider. */
  suggestion?: string;
  checks: EmailChecks;
};

/** The body of POST /api/validate-email: { success: true, result } or { success: false, error }. */
export type EmailValidationResponse =
  | { success: true; result: EmailValidationResult }
  | { success: false; error: string };

/** SPEC §5's words for each verdict, exactly. */
export const EMAIL_CHECK_MESSAGES = {
  valid: "Email address is valid.",
  invalidFormat: "Invalid email format",
  domainMissing: "Email domain does not exist",
  invalid: "Email address is invalid.",
  disposable: "Temporary email addresses are not allowed",
  knownBounces: "This email address has a history of bouncing",
  roleAddress: "Please use a personal email address instead of a role-based email",
  risky: "Email address appears risky - please verify it's correct.",
  unavailable: "Unable to validate email address.",
  validating: "Validating email...",
} as const;

export const EMAIL_CHECK_SOURCE_DEFAULT = "website";
export const EMAIL_MAX_LENGTH = 254;

/** SPEC §5's local pattern: non-space text, @, then a domain with a dot. */
const EMAIL_SYNTAX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function hasEmailSyntax(email: string): boolean {
  return EMAIL_SYNTAX.test(email);
}

/** The message shown for a check's outcome; a missing result (failed call) is 'Unable to validate'. */
export function verdictMessage(result: EmailValidationResult | null | undefined): string {
  if (!result) return EMAIL_CHECK_MESSAGES.unavailable;
  const { verdict, checks } = result;
  if (verdict === "Valid") return EMAIL_CHECK_MESSAGES.valid;
  if (verdict === "Invalid") {
    if (!checks.has_valid_address_syntax) return EMAIL_CHECK_MESSAGES.invalidFormat;
    if (!checks.has_mx_or_a_record) return EMAIL_CHECK_MESSAGES.domainMissing;
    return EMAIL_CHECK_MESSAGES.invalid;
  }
  if (verdict === "Risky") {
    if (checks.is_suspected_disposable_address) return EMAIL_CHECK_MESSAGES.disposable;
    if (checks.has_known_bounces) return EMAIL_CHECK_MESSAGES.knownBounces;
    if (checks.is_suspected_role_address) return EMAIL_CHECK_MESSAGES.roleAddress;
    return EMAIL_CHECK_MESSAGES.risky;
  }
  return EMAIL_CHECK_MESSAGES.unavailable;
}

export const EMAIL_CHECK_INPUT_MESSAGES = {
  email: "Please enter an email address to check",
  emailTooLong: "Email addresses are at most 254 characters",
  source: "Source must be a short label such as contact_form",
} as const;

/** POST /api/validate-email's body. */
export const emailCheckInputSchema = z.object({
  email: z
    .string({ message: EMAIL_CHECK_INPUT_MESSAGES.email })
    .trim()
    .min(1, { message: EMAIL_CHECK_INPUT_MESSAGES.email })
    .max(EMAIL_MAX_LENGTH, { message: EMAIL_CHECK_INPUT_MESSAGES.emailTooLong }),
  source: z
    .string({ message: EMAIL_CHECK_INPUT_MESSAGES.source })
    .trim()
    .regex(/^[\w-]{1,50}$/, { message: EMAIL_CHECK_INPUT_MESSAGES.source })
    .default(EMAIL_CHECK_SOURCE_DEFAULT),
});

export type EmailCheckInput = z.infer<typeof emailCheckInputSchema>;
