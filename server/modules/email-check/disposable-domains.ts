import { createRequire } from "node:module";

type DomainSets = { exact: Set<string>; withSubdomains: Set<string> };
let domains: DomainSets | undefined;

/** The maintained list is ~120k names: read it on the first check rather than at start-up. */
function disposableDomains(): DomainSets {
  if (!domains) {
    const require = createRequire(import.meta.url);
    domains = {
      exact: new Set<string>(require("disposable-email-domains/index.json")),
      withSubdomains: new Set<string>(require("disposable-email-domains/wildcard.json")),
    };
  }
  return domains;
}

/** True for a listed throwaway-mail domain, or any subdomain of one listed as a wildcard. */
export function isDisposableDomain(domain: string): boolean {
  const { exact, withSubdomains } = disposableDomains();
  if (exact.has(domain)) return true;
  const labels = domain.split(".");
  return labels.some((_, index) => withSubdomains.has(labels.slice(index).join(".")));
}
