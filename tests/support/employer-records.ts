import type { EmployerRole } from "../../common/employer-options";
import type { Database } from "../../server/db/client";
import { clientCompanies, employerUsers } from "../../server/db/schema";
import { startAccountSession } from "../../server/kernel/account-sessions";
import { EMPLOYER_SESSION_COOKIE } from "../../server/modules/employer-accounts";
import { EMPLOYER_SESSIONS } from "../../server/modules/employer-accounts/users";

type CompanyInsert = typeof clientCompanies.$inferInsert;

/** A client company made directly in the database: approved, in Miami, unless `values` say otherwise. */
export async function insertClientCompany(db: Database, values: Partial<CompanyInsert> = {}) {
  const [company] = await db
    .insert(clientCompanies)
    .values({
      legalName: "Harbor Health Partners",
      industry: "Healthcare",
      sizeBand: "51-200",
      street: "100 Biscayne Blvd",
      city: "Miami",
      state: "FL",
      zip: "33132",
      status: "approved",
      decidedAt: new Date(),
      decidedBy: "olivia.park@sunshinestaffing.example",
      ...values,
    })
    .returning();
  if (!company) throw new Error("client company insert failed");
  return company;
}

/**
 * A verified user of the company with the role, made directly in the database, and a session:
 * its row and the Cookie header value that signs it in.
 */
export async function insertSignedInEmployer(
  db: Database,
  companyId: string,
  {
    email,
    role = "owner",
    firstName = "Dana",
    lastName = "Whitfield",
  }: {
    email: string;
    role?: EmployerRole;
    firstName?: string;
    lastName?: string;
  },
) {
  const [user] = await db
    .insert(employerUsers)
    .values({
      clientCompanyId: companyId,
      email: email.toLowerCase(),
      firstName,
      lastName,
      jobTitle: "HR Director",
      workPhone: "3055550190",
      role,
      passwordHash: "not-a-real-hash",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("employer user insert failed");
  const { token } = await startAccountSession(db, EMPLOYER_SESSIONS, user.id, { rememberMe: false });
  return { user, cookie: `${EMPLOYER_SESSION_COOKIE}=${token}` };
}
