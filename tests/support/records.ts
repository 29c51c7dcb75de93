import type { Database } from "../../server/db/client";
import { applications, candidates, jobs } from "../../server/db/schema";
import { startCandidateSession } from "../../server/modules/candidates/sessions";

type JobInsert = typeof jobs.$inferInsert;
type CandidateInsert = typeof candidates.$inferInsert;
type ApplicationInsert = typeof applications.$inferInsert;

/** An open job's columns: ICU Nurse at Harbor Health in Miami, unless `values` say otherwise. */
export function jobValues(values: Partial<JobInsert> = {}): JobInsert {
  return {
    title: "ICU Nurse",
    company: "Harbor Health",
    city: "Miami",
    state: "FL",
    workplaceType: "on-site",
    employmentType: "full-time",
    industry: "Healthcare",
    description: "Nights, 3x12.",
    status: "open",
    ...values,
  };
}

/** Inserts a job (jobValues' defaults) and returns its row. */
export async function insertJob(db: Database, values: Partial<JobInsert> = {}) {
  const [row] = await db.insert(jobs).values(jobValues(values)).returning();
  if (!row) throw new Error("job insert failed");
  return row;
}

/**
 * A verified candidate account made directly in the database, with a (not remembered) session:
 * its row and bearer token.
 */
export async function insertSignedInCandidate(
  db: Database,
  values: Partial<CandidateInsert> & { email: string },
) {
  const [candidate] = await db
    .insert(candidates)
    .values({
      firstName: "Ana",
      lastName: "Tester",
      phone: "3055550100",
      passwordHash: "not-a-real-hash",
      consentTermsAt: new Date(),
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  if (!candidate) throw new Error("candidate insert failed");
  const { token } = await startCandidateSession(db, candidate.id, { rememberMe: false });
  return { candidate, id: candidate.id, token };
}

/** Inserts an application sent through /apply (consent given now) and returns its row. */
export async function insertApplication(
  db: Database,
  values: Partial<ApplicationInsert> &
    Pick<ApplicationInsert, "jobId" | "fullName" | "email" | "resumeFileId">,
) {
  const [row] = await db
    .insert(applications)
    .values({ phone: "3055550100", consentTermsAt: new Date(), source: "apply", ...values })
    .returning();
  if (!row) throw new Error("application insert failed");
  return row;
}
