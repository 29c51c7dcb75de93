import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { EmployerRole } from "../../common/employer-options";
import { addDays } from "../../common/timesheets";
import { db } from "../../server/db/client";
import {
  clientCompanies,
  employerUsers,
  jobOrders,
  placements,
  storedFiles,
  timesheetDays,
  timesheets,
} from "../../server/db/schema";
import { startAccountSession } from "../../server/kernel/account-sessions";
import { EMPLOYER_SESSION_COOKIE } from "../../server/modules/employer-accounts";
import { EMPLOYER_SESSIONS } from "../../server/modules/employer-accounts/users";
import type { ApiJson } from "./admin-test-client";
import { insertApplication, insertJob } from "./records";
import type { TestApp } from "./test-app";
import { createPlacedContractor, type PlacedContractorOptions } from "./workforce-records";

export type SignedInEmployer = { companyId: string; userId: string; email: string; cookie: string };

type CompanyInsert = typeof clientCompanies.$inferInsert;

/**
 * A client company made directly in the file's test database (setupTestDatabase() first): approved,
 * in Miami, with a name of its own, unless `values` say otherwise.
 */
export async function insertClientCompany(values: Partial<CompanyInsert> = {}) {
  const [company] = await db()
    .insert(clientCompanies)
    .values({
      legalName: `Client ${randomBytes(3).toString("hex")} LLC`,
      industry: "Healthcare",
      sizeBand: "51-200",
      street: "200 S Biscayne Blvd",
      city: "Miami",
      state: "FL",
      zip: "33131",
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
 * A verified employer user of the company with the role, signed in: its Cookie header value for the
 * API (the password is never used, so it is not a real hash).
 */
export async function insertSignedInEmployer(
  companyId: string,
  role: EmployerRole,
  person: { firstName?: string; lastName?: string; email?: string; timeZone?: string } = {},
): Promise<SignedInEmployer> {
  const email = (person.email ?? `${role}-${randomBytes(4).toString("hex")}@client.example`).toLowerCase();
  const [user] = await db()
    .insert(employerUsers)
    .values({
      clientCompanyId: companyId,
      email,
      firstName: person.firstName ?? "Dana",
      lastName: person.lastName ?? "Whitfield",
      jobTitle: "Operations Director",
      workPhone: "(305) 555-0190",
      role,
      timeZone: person.timeZone ?? "America/New_York",
      passwordHash: "not-a-password-hash",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("employer user insert failed");
  const { token } = await startAccountSession(db(), EMPLOYER_SESSIONS, user.id, { rememberMe: false });
  return { companyId, userId: user.id, email, cookie: `${EMPLOYER_SESSION_COOKIE}=${token}` };
}

/**
 * A request to the app's API as the signed-in employer (null: nobody), with the app's own Origin
 * as the portal's pages send it; the reply's JSON body parsed (null when empty or not JSON).
 */
export async function callAsEmployer(
  app: TestApp,
  employer: Pick<SignedInEmployer, "cookie"> | null,
  method: string,
  urlPath: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { Origin: new URL(app.config.APP_URL).origin };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (employer) headers.cookie = employer.cookie;
  const response = await fetch(`${app.url}/api${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get("content-type")?.includes("json") ? JSON.parse(bytes.toString()) : null;
  return { status: response.status, headers: response.headers, body: json as ApiJson, bytes };
}

/** A contractor placed with the company (createPlacedContractor, then linked to the company as the portal needs). */
export async function placeContractorWith(companyId: string, options: PlacedContractorOptions = {}) {
  const contractor = await createPlacedContractor(options);
  await db()
    .update(placements)
    .set({ clientCompanyId: companyId })
    .where(eq(placements.id, contractor.placementId));
  return contractor;
}

/** A week (Monday `weekStart`) submitted for approval with these hours, Monday first. */
export async function insertSubmittedWeek(placementId: string, weekStart: string, dailyHours: number[]) {
  const total = dailyHours.reduce((sum, hours) => sum + hours, 0);
  const [sheet] = await db()
    .insert(timesheets)
    .values({
      placementId,
      weekStart,
      status: "submitted",
      totalHours: total.toFixed(2),
      submittedAt: new Date(),
    })
    .returning();
  if (!sheet) throw new Error("timesheet insert failed");
  await db()
    .insert(timesheetDays)
    .values(
      dailyHours.map((hours, day) => ({
        timesheetId: sheet.id,
        workDate: addDays(weekStart, day),
        hours: hours.toFixed(2),
      })),
    );
  return sheet;
}

/**
 * An order the company placed, accepted and published as an open job (the job-orders module's
 * work, done here directly): the order and its job.
 */
export async function insertPublishedOrder(companyId: string, title = "Registered Nurse") {
  const job = await insertJob(db(), { title, company: "Client", clientCompanyId: companyId });
  const [order] = await db()
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
export async function insertApplicationWithResume(values: {
  jobId: string;
  fullName: string;
  email: string;
  candidateId?: string;
  storageKey?: string;
}) {
  const [file] = await db()
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
  return insertApplication(db(), {
    jobId: values.jobId,
    fullName: values.fullName,
    email: values.email,
    resumeFileId: file.id,
    candidateId: values.candidateId,
    skills: ["ICU", "BLS"],
    recentTitle: "Staff Nurse",
  });
}
