import { DEV_ADMIN_DOMAIN } from "../modules/admin-auth";
/** The directory the development provider pretends to be (its tokens carry it as `tid`). */
export const DEV_TENANT_ID = "00000000-0000-4000-8000-00000000dev1";

export type DevAccount = {
  id: string;
  /** What the sign-in page says about the account. */
  description: string;
  name: string;
  email: string;
  hasAdminRole: boolean;
};

/** One account per outcome worth trying: let in, refused for the role, refused for the domain. */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    id: "olivia-park",
    description: "Admin: has the admin role, company domain",
    name: "Olivia Park",
    email: `olivia.park@${DEV_ADMIN_DOMAIN}`,
    hasAdminRole: true,
  },
  {
    id: "marcus-reed",
    description: "Staff member without the admin role",
    name: "Marcus Reed",
    email: `marcus.reed@${DEV_ADMIN_DOMAIN}`,
    hasAdminRole: false,
  },
  {
    id: "jamie-lee",
    description: "Admin role, but from another company's domain",
    name: "Jamie Lee",
    email: "jamie.lee@contoso.example",
    hasAdminRole: true,
  },
];

export function findDevAccount(id: unknown): DevAccount | undefined {
  return DEV_ACCOUNTS.find((account) => account.id === id);
}

/** The claims Microsoft Entra ID puts in an ID token, for this account. */
export function devAccountClaims(account: DevAccount, adminRole: string) {
  return {
    sub: account.id,
    name: account.name,
    email: account.email,
    email_verified: true,
    preferred_username: account.email,
    roles: account.hasAdminRole ? [adminRole] : [],
    tid: DEV_TENANT_ID,
  };
}
