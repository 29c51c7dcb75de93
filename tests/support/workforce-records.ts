import { randomBytes } from "node:crypto";
import { db } from "../../server/db/client";
import { offers, placements, storedFiles } from "../../server/db/schema";
import { insertApplication, insertJob, insertSignedInCandidate } from "./records";

export type PlacedContractorOptions = {
  email?: string;
  firstName?: string;
  lastName?: string;
  client?: string;
  roleTitle?: string;
  location?: string | null;
  supervisorName?: string | null;
  supervisorEmail?: string | null;
  /** YYYY-MM-DD; 8 weeks ago by default. */
  startDate?: string;
  endDate?: string | null;
  payRate?: string;
  billRate?: string;
  status?: "active" | "ended";
};

export type PlacedContractor = {
  candidateId: string;
  token: string;
  email: string;
  placementId: string;
  applicationId: string;
};

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A placed contractor made directly in the file's test database (setupTestDatabase() first): a
 * verified candidate account with a bearer session, a job, an application in stage "placed", an
 * accepted offer and the placement it created (active, started 8 weeks ago, unless options say otherwise).
 */
export async function createPlacedContractor(
  options: PlacedContractorOptions = {},
): Promise<PlacedContractor> {
  const database = db();
  const suffix = randomBytes(5).toString("hex");
  const email = (options.email ?? `contractor-${suffix}@example.com`).toLowerCase();
  const firstName = options.firstName ?? "Ana";
  const lastName = options.lastName ?? "Contractor";
  const { id: candidateId, token } = await insertSignedInCandidate(database, { email, firstName, lastName });
  const client = options.client ?? "Harbor Health";
  const roleTitle = options.roleTitle ?? "ICU Nurse";
  const job = await insertJob(database, { title: roleTitle, company: client, employmentType: "contract" });
  const [file] = await database
    .insert(storedFiles)
    .values({
      storageKey: `test/${suffix}.pdf`,
      originalName: "resume.pdf",
      contentType: "application/pdf",
      sizeBytes: 1,
      sha256: "0".repeat(64),
      purpose: "resume",
    })
    .returning();
  if (!file) throw new Error("stored file insert failed");
  const application = await insertApplication(database, {
    jobId: job.id,
    candidateId,
    fullName: `${firstName} ${lastName}`,
    email,
    resumeFileId: file.id,
    status: "placed",
  });
  const terms = {
    client,
    roleTitle,
    location: options.location === undefined ? "Miami, FL" : options.location,
    startDate: options.startDate ?? isoDaysAgo(56),
    endDate: options.endDate ?? null,
    payRate: options.payRate ?? "45.00",
    billRate: options.billRate ?? "68.00",
    supervisorName: options.supervisorName === undefined ? "Sam Supervisor" : options.supervisorName,
    supervisorEmail:
      options.supervisorEmail === undefined ? `supervisor-${suffix}@example.com` : options.supervisorEmail,
  };
  const [offer] = await database
    .insert(offers)
    .values({ applicationId: application.id, ...terms, status: "accepted", respondedAt: new Date() })
    .returning();
  if (!offer) throw new Error("offer insert failed");
  const [placement] = await database
    .insert(placements)
    .values({
      candidateId,
      applicationId: application.id,
      offerId: offer.id,
      jobId: job.id,
      contractorName: `${firstName} ${lastName}`,
      ...terms,
      status: options.status ?? "active",
    })
    .returning();
  if (!placement) throw new Error("placement insert failed");
  return { candidateId, token, email, placementId: placement.id, applicationId: application.id };
}
