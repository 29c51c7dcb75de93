import type { clientCompanies, employerUsers } from "../schema";
import { DEMO_STAFF } from "./workforce-data";

/**
 * The demo employer (README, "Employer pages"): an approved client company and its owner, verified,
 * for trying the employer portal. A published password is harmless only because this is demo data:
 * SEED_DEMO=false skips it.
 */
export const DEMO_EMPLOYER = {
  company: {
    // The same name as the demo jobs' and placement's client, so the next phase links them by name.
    legalName: "Mangrove Health Partners",
    industry: "Healthcare",
    sizeBand: "201-500",
    street: "1450 Brickell Avenue, Suite 900",
    city: "Miami",
    state: "FL",
    zip: "33131",
    website: "https://mangrovehealth.example/",
  },
  owner: {
    firstName: "Denise",
    lastName: "Carter",
    jobTitle: "Director of Revenue Cycle",
    workPhone: "(305) 555-0142",
    email: "denise.carter@mangrovehealth.example",
    password: "Sunshine-Employer-2026",
  },
} as const;

export function demoEmployerCompanyRow(now: Date): typeof clientCompanies.$inferInsert {
  return { ...DEMO_EMPLOYER.company, status: "approved", decidedAt: now, decidedBy: DEMO_STAFF.email };
}

export function demoEmployerOwnerRow(
  clientCompanyId: string,
  passwordHash: string,
  now: Date,
): typeof employerUsers.$inferInsert {
  const { password: _password, ...person } = DEMO_EMPLOYER.owner;
  return { ...person, clientCompanyId, role: "owner", passwordHash, emailVerifiedAt: now };
}
