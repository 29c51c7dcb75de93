import type { EmployerRole } from "../../common/employer-options";
import type { Database } from "../../server/db/client";
import { clientCompanies, employerUsers, jobOrders, storedFiles } from "../../server/db/schema";
import { startAccountSession } from "../../server/kernel/account-sessions";
import { EMPLOYER_SESSIONS } from "../../server/modules/employer-accounts/users";
import type { ApiJson } from "./admin-test-client";
import { insertApplication, insertJob } from "./records";
import type { TestApp } from "./test-app";

/** An approved client company made directly in the database. */
export async function insertClientCompany(db: Database, legalName: string) {
  const [company] = await db
    .insert(clientCompanies)
    .values({
      legalName,
      industry: "Healthcare",
      sizeBand: "51-200",
      street: "1 Main St",
      city: "Miami",
      state: "FL",
      zip: "33101",
      status: "approved",
      decidedAt: new Date(),
      decidedBy: "staff@example.com",
    })
    .returning();
  if (!company) throw new Error("client company insert failed");
  return company;
}

/**
 * A verified employer user of the company with a live session: its row and the Cookie header
 * (`employer_session=…`) the portal's requests carry.
 */
export async function insertSignedInEmployer(
  db: Database,
  companyId: string,
  values: { email: string; role?: EmployerRole; timeZone?: string; firstName?: string },
) {
  const [user] = await db
    .insert(employerUsers)
    .values({
      clientCompanyId: companyId,
      email: values.email.toLowerCase(),
      firstName: values.firstName ?? "Denise",
      lastName: "Carter",
      jobTitle: "HR Director",
      workPhone: "3055550100",
      role: values.role ?? "owner",
      timeZone: values.timeZone ?? "America/New_York",
      passwordHash: "not-a-real-hash",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("employer user insert failed");
  const { token } = await startAccountSession(db, EMPLOYER_SESSIONS, user.id, { rememberMe: false });
  return { user, cookie: `employer_session=${token}` };
}

/**
 * An order the company placed, accepted and published as an open job (the job-orders module's
 * work, done here directly): the order and its job.
 */
export async function insertPublishedOrder(db: Database, companyId: string, title = "Registered Nurse") {
  const job = await insertJob(db, { title, company: "Client", clientCompanyId: companyId });
  const [order] = await db
    .insert(jobOrders)
    .values({
      clientCompanyId: companyId,
      title,
      orderType: "contract",
      workplaceType: "on-site",
      city: "Miami",
      state: "FL",
      status: "accepted",
      submittedAt: new Date(),
      acceptedAt: new Date(),
      acceptedBy: "olivia.park@sunshinestaffing.example",
      jobId: job.id,
    })
    .returning();
  if (!order) throw new Error("job order insert failed");
  return { order, job };
}

/** An application to the job with a resume row (no bytes unless the test stores them under storageKey). */
export async function insertApplicationWithResume(
  db: Database,
  values: { jobId: string; fullName: string; email: string; candidateId?: string; storageKey?: string },
) {
  const [file] = await db
    .insert(storedFiles)
    .values({
      storageKey: values.storageKey ?? `missing/${crypto.randomUUID()}`,
      originalName: `${values.fullName.replace(/\s+/g, "-")}-resume.pdf`,
      contentType: "application/pdf",
      sizeBytes: 1000,
      sha256: "-",
      purpose: "resume",
    })
    .returning();
  if (!file) throw new Error("stored file insert failed");
  return insertApplication(db, {
    jobId: values.jobId,
    fullName: values.fullName,
    email: values.email,
    resumeFileId: file.id,
    candidateId: values.candidateId,
    skills: ["ICU", "BLS"],
    recentTitle: "Staff Nurse",
  });
}

/**
 * A request to `/api/path` as the employer whose Cookie header is given (none: a stranger), with the
 * site's own Origin and a JSON body; the reply's status and parsed JSON (null when empty).
 */
export async function employerRequest(
  app: TestApp,
  method: string,
  urlPath: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { origin: new URL(app.config.APP_URL).origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${app.url}/api${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("json") && text ? JSON.parse(text) : null;
  return { status: response.status, body: json as ApiJson, text, headers: response.headers };
}
