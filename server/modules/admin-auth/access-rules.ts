import type { AdminSignInError } from "../../../common/admin-auth";
import type { AdminIdentity } from "./sessions";

export type AdminAccessPolicy = {
  /** The app role that must be in the ID token's `roles` claim. */
  role: string;
  /** Lower-case email domains an admin's address may be in. */
  allowedDomains: readonly string[];
  /** When set, the ID token's `tid` must equal it. */
  tenantId?: string;
};

export type AdminAccessDecision =
  | { allowed: true; identity: AdminIdentity }
  | { allowed: false; reason: AdminSignInError };

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/**
 * Decides from the verified ID token's claims: the directory (tenant), the address's domain, then
 * the app role. The address is the `email` claim, else the UPN (`preferred_username`, `upn`), as
 * Entra leaves `email` out for accounts without a mailbox.
 */
export function decideAdminAccess(
  claims: Record<string, unknown>,
  policy: AdminAccessPolicy,
): AdminAccessDecision {
  if (policy.tenantId && claims.tid !== policy.tenantId) return { allowed: false, reason: "wrong_tenant" };
  const email = accountEmail(claims);
  const domain = email ? EMAIL.exec(email)?.[1] : undefined;
  if (!email || !domain || !policy.allowedDomains.includes(domain)) {
    return { allowed: false, reason: "domain_not_allowed" };
  }
  const roles = Array.isArray(claims.roles) ? claims.roles : [];
  if (!roles.includes(policy.role)) return { allowed: false, reason: "missing_role" };
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email;
  return { allowed: true, identity: { email, name } };
}

function accountEmail(claims: Record<string, unknown>): string | undefined {
  for (const claim of ["email", "preferred_username", "upn"]) {
    const value = claims[claim];
    if (typeof value === "string" && EMAIL.test(value.trim())) return value.trim().toLowerCase();
  }
  return undefined;
}
