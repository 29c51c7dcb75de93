import { DEV_ADMIN_DOMAIN, type StaffArea } from "../modules/admin-auth";
/** The directory the development provider pretends to be (its tokens carry it as `tid`). */
export const DEV_TENANT_ID = "00000000-0000-4000-8000-00000000dev1";

/** What the sign-in page lists: one button per account. */
export type DevAccountChoice = {
  id: string;
  /** What the sign-in page says about the account. */
  description: string;
  name: string;
  email: string;
};

/** The staff areas whose app role the account carries (the agency's admin, the copilot admin). */
export type DevAccount = DevAccountChoice & { areas: readonly StaffArea[] };

/** A Google or LinkedIn account, as the employer portal sees one (issue 18). */
export type DevEmployerAccount = DevAccountChoice & {
  givenName: string;
  familyName: string;
  emailVerified: boolean;
};

/**
 * One account per outcome worth trying: let in, refused for the role, refused for the domain; and
 * the AI hiring assistant's staff member, whose role opens /copilot/admin but not /admin.
 */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    id: "olivia-park",
    description: "Admin: has the admin role, company domain",
    name: "Olivia Park",
    email: `olivia.park@${DEV_ADMIN_DOMAIN}`,
    areas: ["admin"],
  },
  {
    id: "marcus-reed",
    description: "Staff member without the admin role",
    name: "Marcus Reed",
    email: `marcus.reed@${DEV_ADMIN_DOMAIN}`,
    areas: [],
  },
  {
    id: "nadia-brooks",
    description: "Copilot admin: has the copilot admin role (not the admin role), company domain",
    name: "Nadia Brooks",
    email: `nadia.brooks@${DEV_ADMIN_DOMAIN}`,
    areas: ["copilot-admin"],
  },
  {
    id: "jamie-lee",
    description: "Admin role, but from another company's domain",
    name: "Jamie Lee",
    email: "jamie.lee@contoso.example",
    areas: ["admin"],
  },
];

/**
 * For the employer portal's sign-in: the seeded demo employer user (signs in), someone the portal
 * does not know (registration, filled in) and an address the provider has not verified (refused).
 */
export const DEV_EMPLOYER_ACCOUNTS: readonly DevEmployerAccount[] = [
  {
    id: "denise-carter",
    description: "Employer user of Mangrove Health Partners (the demo employer)",
    name: "Denise Carter",
    givenName: "Denise",
    familyName: "Carter",
    email: "denise.carter@mangrovehealth.example",
    emailVerified: true,
  },
  {
    id: "priya-shah",
    description: "Someone without an employer account yet",
    name: "Priya Shah",
    givenName: "Priya",
    familyName: "Shah",
    email: "priya.shah@brightwaterlogistics.example",
    emailVerified: true,
  },
  {
    id: "sam-ortiz",
    description: "An email address the provider has not verified",
    name: "Sam Ortiz",
    givenName: "Sam",
    familyName: "Ortiz",
    email: "sam.ortiz@unverified.example",
    emailVerified: false,
  },
];

export function findDevAccount(id: unknown): DevAccount | undefined {
  return DEV_ACCOUNTS.find((account) => account.id === id);
}

export function findDevEmployerAccount(id: unknown): DevEmployerAccount | undefined {
  return DEV_EMPLOYER_ACCOUNTS.find((account) => account.id === id);
}

/** The claims Microsoft Entra ID puts in an ID token, for this account. */
export function devAccountClaims(account: DevAccount, roles: Record<StaffArea, string>) {
  return {
    sub: account.id,
    name: account.name,
    email: account.email,
    email_verified: true,
    preferred_username: account.email,
    roles: account.areas.map((area) => roles[area]),
    tid: DEV_TENANT_ID,
  };
}

/** The claims Google and LinkedIn put in an ID token, for this account. */
export function devEmployerAccountClaims(account: DevEmployerAccount) {
  return {
    sub: account.id,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
    email: account.email,
    email_verified: account.emailVerified,
  };
}
