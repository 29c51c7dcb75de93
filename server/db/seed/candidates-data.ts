import type { candidates } from "../schema";

/**
 * The demo candidate, verified, for trying the candidate portal (README, "Candidate accounts API").
 * A published password is harmless only because this is demo data: SEED_DEMO=false skips it.
 */
export const DEMO_CANDIDATE = {
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "maria.gonzalez@example.com",
  phone: "(305) 555-0187",
  password: "Sunshine-Demo-2026",
} as const;

export function demoCandidateRows(passwordHash: string, now: Date): (typeof candidates.$inferInsert)[] {
  const { password: _password, ...person } = DEMO_CANDIDATE;
  return [{ ...person, passwordHash, emailVerifiedAt: now, consentTermsAt: now, consentSmsAt: now }];
}
