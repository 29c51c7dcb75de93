import { domainToASCII } from "node:url";
import {
  type EmailChecks,
  type EmailValidationResult,
  type EmailVerdict,
  hasEmailSyntax,
} from "../../../common/email-check";
import { Invalid } from "../../errors";
import { isKnownBounce } from "../../mail/bounces";
import { isDisposableDomain } from "./disposable-domains";
import { DnsLookupUnavailable, lookupMailRecord } from "./dns-lookup";
import { suggestProviderDomain } from "./provider-typos";
import { isRoleLocalPart } from "./role-addresses";

/**
 * DNS could not say whether the domain takes mail. Deliberately not a verdict: calling a domain
 * non-existent because our resolver was down would turn real customers away.
 */
export class EmailCheckUnavailable extends Error {
  constructor(cause: DnsLookupUnavailable) {
    super("Unable to validate email address.", { cause });
  }
}

/**
 * The live check on the server too, for a form whose answer goes by email: an address with no mail
 * server or at a throwaway domain is a 400 with `message` on the email field. When DNS cannot answer,
 * the address is let through (our resolver is not the visitor's fault).
 */
export async function assertDeliverable(email: string, message: string): Promise<void> {
  try {
    const result = await checkEmail(email);
    if (!result.isValid || result.checks.is_suspected_disposable_address)
      throw new Invalid(message, { email: message });
  } catch (error) {
    if (error instanceof EmailCheckUnavailable) return;
    throw error;
  }
}

/** Risky scores: the likelier the address is to fail or to reach no one in particular, the lower. */
const RISKY_SCORES = { disposable: 0.2, knownBounces: 0.3, suspectedBounces: 0.5, role: 0.6 } as const;

/**
 * Checks one address: syntax, the domain's mail records, throwaway domains, role inboxes, hard
 * bounces our own mail has had, and likely provider typos. The verdict takes the first that
 * applies: bad syntax or no mail record (Invalid), then disposable, known bounces, role address
 * and suspected bounces (Risky), else Valid. isValid means "not Invalid": a Risky address can still
 * receive mail, and the UI only warns. Throws EmailCheckUnavailable when DNS does not answer.
 */
export async function checkEmail(input: string): Promise<EmailValidationResult> {
  const email = input.trim();
  const checks: EmailChecks = {
    has_valid_address_syntax: false,
    has_mx_or_a_record: false,
    is_suspected_disposable_address: false,
    is_suspected_role_address: false,
    has_known_bounces: false,
    has_suspected_bounces: false,
  };
  const address = splitAddress(email);
  if (!address) return { email, verdict: "Invalid", score: 0, isValid: false, checks };
  checks.has_valid_address_syntax = true;

  const suggestedDomain = suggestProviderDomain(address.domain);
  const suggestion = suggestedDomain ? `${address.local}@${suggestedDomain}` : undefined;
  checks.is_suspected_disposable_address = isDisposableDomain(address.domain);
  checks.is_suspected_role_address = isRoleLocalPart(address.local);
  checks.has_suspected_bounces = suggestion !== undefined;

  const [mailRecord, knownBounce] = await Promise.all([
    lookupMailRecord(address.domain).catch((error: unknown) => {
      throw error instanceof DnsLookupUnavailable ? new EmailCheckUnavailable(error) : error;
    }),
    isKnownBounce(email),
  ]);
  checks.has_mx_or_a_record = mailRecord !== "none";
  checks.has_known_bounces = knownBounce;

  // A null MX is a record saying "no mail here": the domain exists, so the generic Invalid message.
  const risk = riskReason(checks);
  const [verdict, score]: [EmailVerdict, number] =
    mailRecord !== "mail" ? ["Invalid", 0] : risk ? ["Risky", RISKY_SCORES[risk]] : ["Valid", 1];
  return { email, verdict, score, isValid: verdict !== "Invalid", ...(suggestion && { suggestion }), checks };
}

function riskReason(checks: EmailChecks): keyof typeof RISKY_SCORES | undefined {
  if (checks.is_suspected_disposable_address) return "disposable";
  if (checks.has_known_bounces) return "knownBounces";
  if (checks.is_suspected_role_address) return "role";
  if (checks.has_suspected_bounces) return "suspectedBounces";
  return undefined;
}

/**
 * SPEC's pattern first, then what mail servers need on top of it: a local part of at most 64
 * characters without stray dots, and a domain of valid host-name labels (internationalised names
 * checked in their ASCII form) with a non-numeric top-level label. Returns the local part as
 * typed and the domain lower-cased in ASCII, or undefined.
 */
export function splitAddress(email: string): { local: string; domain: string } | undefined {
  if (!hasEmailSyntax(email)) return undefined;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = domainToASCII(
    email
      .slice(at + 1)
      .toLowerCase()
      .replace(/\.$/, ""),
  );
  if (local.length > 64 || /^\.|\.\.|\.$/.test(local)) return undefined;
  if (!domain || domain.length > 253) return undefined;
  const labels = domain.split(".");
  const validLabel = (label: string) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
  if (labels.length < 2 || !labels.every(validLabel) || /^\d+$/.test(labels.at(-1) ?? "")) return undefined;
  return { local, domain };
}
