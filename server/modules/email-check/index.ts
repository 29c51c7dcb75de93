export { assertDeliverable, checkEmail, EmailCheckUnavailable, splitAddress } from "./check-email";
export { isDisposableDomain } from "./disposable-domains";
export {
  clearMailRecordCache,
  DNS_TIMEOUT_MS,
  DnsLookupUnavailable,
  lookupMailRecord,
  type MailRecordStatus,
  NEGATIVE_TTL_MS,
  POSITIVE_TTL_MS,
} from "./dns-lookup";
export { editDistance, suggestProviderDomain } from "./provider-typos";
export { isRoleLocalPart } from "./role-addresses";

/** Checks per client address; the live check fires at most once per 300 ms of typing. */
export const EMAIL_CHECK_LIMIT_PER_IP = { name: "email-check-ip", limit: 30, windowSeconds: 60 };
