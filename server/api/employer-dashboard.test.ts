import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmployerDashboard } from "../../common/employer-dashboard";
import { addDays, todayInFlorida } from "../../common/timesheets";
import {
  callAsEmployer,
  insertClientCompany,
  insertSignedInEmployer,
  insertSubmittedWeek,
  placeContractorWith,
  type SignedInEmployer,
} from "../../tests/support/employer-records";
import { insertApplication, insertJob } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidateSubmissions, interviews, invoices, jobOrders, storedFiles } from "../db/schema";

const { db } = setupTestDatabase();
const app = setupTestApp();

const HOUR = 3_600_000;
let invoiceSequence = 0;

/** An order of the company with a published job, and an application to that job. */
async function orderWithApplicant(companyId: string, status: "submitted" | "sourcing" | "interviewing") {
  const job = await insertJob(db(), { clientCompanyId: companyId, title: `Nurse ${status}` });
  const [order] = await db()
    .insert(jobOrders)
    .values({
      clientCompanyId: companyId,
      title: job.title,
      orderType: "contract",
      workplaceType: "on-site",
      status,
      jobId: job.id,
    })
    .returning();
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `test/${randomBytes(6).toString("hex")}`,
      originalName: "resume.pdf",
      contentType: "application/pdf",
      sizeBytes: 1,
      sha256: "0".repeat(64),
      purpose: "resume",
    })
    .returning();
  if (!order || !file) throw new Error("order insert failed");
  const application = await insertApplication(db(), {
    jobId: job.id,
    fullName: `Applicant ${randomBytes(2).toString("hex")}`,
    email: `${randomBytes(4).toString("hex")}@example.com`,
    resumeFileId: file.id,
  });
  return { order, application };
}

async function submitted(
  companyId: string,
  orderId: string,
  applicationId: string,
  status = "awaiting_decision",
) {
  await db()
    .insert(candidateSubmissions)
    .values({
      applicationId,
      jobOrderId: orderId,
      clientCompanyId: companyId,
      recruiterEmail: "recruiter@sunshinestaffing.example",
      status: status as "awaiting_decision",
    });
}

async function interview(
  applicationId: string,
  startsInHours: number,
  status: "scheduled" | "requested" | "cancelled",
) {
  await db()
    .insert(interviews)
    .values({
      applicationId,
      startsAt: new Date(Date.now() + startsInHours * HOUR),
      timeZone: "America/New_York",
      format: "video",
      status,
    });
}

async function invoice(
  companyId: string,
  total: string,
  dueDate: string,
  status: "open" | "paid",
  amountPaid = "0",
) {
  invoiceSequence += 1;
  await db()
    .insert(invoices)
    .values({
      clientCompanyId: companyId,
      year: 2026,
      sequence: invoiceSequence,
      number: `2026-${String(invoiceSequence).padStart(6, "0")}`,
      kind: "contract_week",
      issueDate: addDays(dueDate, -30),
      dueDate,
      paymentTermsDays: 30,
      total,
      amountPaid,
      status,
      issuedBy: "system",
    });
}

/** The company's work in progress: `scale` copies of everything that counts, and some that does not. */
async function activity(companyId: string, scale: number) {
  const today = todayInFlorida();
  for (let copy = 0; copy < scale; copy++) {
    const a = await orderWithApplicant(companyId, "submitted");
    const b = await orderWithApplicant(companyId, "sourcing");
    await submitted(companyId, a.order.id, a.application.id);
    await submitted(companyId, b.order.id, b.application.id, "rejected");
    await interview(a.application.id, 24 + copy, "scheduled");
    await interview(b.application.id, 48 + copy, "requested");
    await interview(a.application.id, -24, "scheduled");
    await interview(b.application.id, 72, "cancelled");
    const { placementId } = await placeContractorWith(companyId, { startDate: "2026-08-31" });
    await insertSubmittedWeek(placementId, "2026-09-07", [8, 8, 8, 8, 8, 0, 0]);
    await insertSubmittedWeek(placementId, "2026-09-14", [10, 10, 10, 10, 6.5, 0, 0]);
    await invoice(companyId, "2720.00", addDays(today, 10), "open", "720.00");
    await invoice(companyId, "1360.50", addDays(today, -3), "open");
    await invoice(companyId, "999.00", addDays(today, -40), "paid", "999.00");
  }
  await db()
    .insert(jobOrders)
    .values({ clientCompanyId: companyId, title: "Draft", orderType: "contract", workplaceType: "remote" });
}

let owner: SignedInEmployer;
let hiringManager: SignedInEmployer;
let approver: SignedInEmployer;
let billing: SignedInEmployer;
let newcomer: SignedInEmployer;

const dashboardOf = async (employer: SignedInEmployer) => {
  const { status, body } = await callAsEmployer(app, employer, "GET", "/employers/dashboard");
  expect(status).toBe(200);
  return body as unknown as EmployerDashboard;
};

beforeAll(async () => {
  const mangrove = await insertClientCompany({ legalName: "Mangrove Health Partners" });
  const beacon = await insertClientCompany({ legalName: "Beacon Logistics LLC" });
  const quiet = await insertClientCompany({ legalName: "Quiet Harbor Clinics" });
  await activity(mangrove.id, 1);
  await activity(beacon.id, 3);
  owner = await insertSignedInEmployer(mangrove.id, "owner");
  hiringManager = await insertSignedInEmployer(mangrove.id, "hiring_manager");
  approver = await insertSignedInEmployer(mangrove.id, "timesheet_approver");
  billing = await insertSignedInEmployer(mangrove.id, "billing");
  newcomer = await insertSignedInEmployer(quiet.id, "owner");
});

describe("GET /api/employers/dashboard", () => {
  it("counts only the company's own open orders, candidates, interviews, weeks and invoices", async () => {
    const dashboard = await dashboardOf(owner);
    expect(dashboard.orders).toEqual({
      open: 2,
      byStatus: { submitted: 1, accepted: 0, sourcing: 1, interviewing: 0 },
    });
    expect(dashboard.candidates).toMatchObject({ awaitingDecision: 1 });
    expect(dashboard.interviews?.upcoming).toBe(2);
    expect(dashboard.interviews?.next.map((next) => next.status)).toEqual(["scheduled", "requested"]);
    expect(dashboard.timesheets).toEqual({ waiting: 2, hours: 86.5, oldestWeekStart: "2026-09-07" });
    expect(dashboard.invoices).toEqual({
      open: 2,
      openAmount: "3360.50",
      overdue: 1,
      overdueAmount: "1360.50",
    });
    // A submitted order and a timesheet approver: two of the five setup steps.
    expect(dashboard.onboarding.steps.filter((step) => step.done).map((step) => step.step)).toEqual([
      "approvers",
      "first_order",
    ]);
  });

  it("shows each card only to the roles that may use its page", async () => {
    const manager = await dashboardOf(hiringManager);
    expect(manager.candidates).not.toBeNull();
    expect(manager.interviews).not.toBeNull();
    expect(manager.timesheets).toBeNull();
    expect(manager.invoices).toBeNull();
    const approving = await dashboardOf(approver);
    expect(approving.timesheets?.waiting).toBe(2);
    expect([approving.candidates, approving.interviews, approving.invoices]).toEqual([null, null, null]);
    const paying = await dashboardOf(billing);
    expect(paying.invoices?.open).toBe(2);
    expect([paying.candidates, paying.interviews, paying.timesheets]).toEqual([null, null, null]);
    expect(paying.orders.open).toBe(2);
  });

  it("gives a company with nothing yet zeros everywhere, and nobody signed in 401", async () => {
    const dashboard = await dashboardOf(newcomer);
    expect(dashboard).toMatchObject({
      orders: { open: 0 },
      candidates: { awaitingDecision: 0, oldestSubmittedAt: null },
      interviews: { upcoming: 0, next: [] },
      timesheets: { waiting: 0, hours: 0, oldestWeekStart: null },
      invoices: { open: 0, openAmount: "0.00", overdue: 0, overdueAmount: "0.00" },
      onboarding: { done: 0 },
    });
    expect((await callAsEmployer(app, null, "GET", "/employers/dashboard")).status).toBe(401);
  });
});
