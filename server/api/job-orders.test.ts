import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_FALLBACKS } from "../../common/brand";
import { EMPLOYER_ROLE_REFUSAL } from "../../common/employer-options";
import { JOB_ORDER_MESSAGES as M } from "../../common/job-order-schemas";
import { POSTING_VALID_DAYS } from "../../common/jobs";
import { addDays, todayInFlorida } from "../../common/timesheets";
import { setupApiCaller, testAdmin } from "../../tests/support/admin-test-client";
import { insertClientCompany, insertSignedInEmployer } from "../../tests/support/employer-records";
import { lastEmailTo } from "../../tests/support/outbox-mail";
import { insertApplication } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, jobOrders, jobs, mailOutbox, storedFiles } from "../db/schema";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { asAdmin } = setupApiCaller<Json>(app);

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are read field by field in assertions.
type Json = Record<string, any>;

/** A request to /api/employers/… as the employer whose cookie is given, from this site's pages. */
async function asEmployer(cookie: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: new URL(app.config.APP_URL).origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${app.url}/api/employers/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

const inAMonth = () => {
  const date = new Date(`${todayInFlorida()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
};

/** A complete order, as the form sends it (lists as text, numbers as text). */
const completeOrder = (hiringManagerId: string) => ({
  title: "Night Shift ICU Nurse",
  positions: "2",
  orderType: "contract",
  workplaceType: "on-site",
  city: "Tampa",
  state: "fl",
  schedule: "3x12, Fri–Sun",
  shift: "night",
  startDate: inAMonth(),
  durationWeeks: "13",
  payMin: "52",
  payMax: "61.50",
  payPeriod: "hour",
  requirements: "Florida RN license\nBLS and ACLS",
  skills: "ICU, ventilator care, telemetry",
  description: "Cover nights in a 24-bed ICU during the winter season; travel stipend available.",
  urgency: "urgent",
  hiringManagerId,
});

type Employer = Awaited<ReturnType<typeof insertSignedInEmployer>>;
let harbor: { id: string; owner: Employer; manager: Employer; approver: Employer };
let beacon: { id: string; owner: Employer };

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE client_companies, jobs, applications, stored_files, mail_outbox, admin_audit_log, site_settings CASCADE`,
  );
  const company = await insertClientCompany({ legalName: "Harbor Health Partners" });
  harbor = {
    id: company.id,
    owner: await insertSignedInEmployer(company.id, "owner", { email: "dana@harbor.example" }),
    manager: await insertSignedInEmployer(company.id, "hiring_manager", {
      email: "priya@harbor.example",
      firstName: "Priya",
      lastName: "Natarajan",
    }),
    approver: await insertSignedInEmployer(company.id, "timesheet_approver", {
      email: "tom@harbor.example",
    }),
  };
  const other = await insertClientCompany({ legalName: "Beacon Logistics", industry: "Manufacturing" });
  beacon = {
    id: other.id,
    owner: await insertSignedInEmployer(other.id, "owner", { email: "omar@beacon.example" }),
  };
});

/** Harbor's hiring manager submits a complete order; its id. */
async function submittedOrder(): Promise<string> {
  const created = await asEmployer(harbor.manager.cookie, "POST", "orders", {
    ...completeOrder(harbor.manager.userId),
    submit: true,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function acceptedOrder(): Promise<string> {
  const id = await submittedOrder();
  expect((await asAdmin("POST", `/admin/requisitions/${id}/accept`)).status).toBe(200);
  return id;
}

describe("employers draft and submit orders", () => {
  it("saves a draft with only a title, refuses one without, and keeps what else is valid", async () => {
    const untitled = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      title: " ",
      orderType: "contract",
      workplaceType: "remote",
    });
    expect(untitled.status).toBe(400);
    expect(untitled.body.fields).toEqual({ title: M.title });

    const draft = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      title: "Medical Billing Specialist",
      orderType: "direct_hire",
      workplaceType: "remote",
      payMin: "55000",
      payPeriod: "year",
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: "draft",
      payMin: "55000.00",
      payMax: null,
      submittedAt: null,
    });
    const detail = await asEmployer(harbor.owner.cookie, "GET", `orders/${draft.body.id}`);
    expect(detail.body.events.map((event: Json) => [event.kind, event.actorEmail])).toEqual([
      ["created", "dana@harbor.example"],
    ]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it("names every missing or wrong field of a submission, with the form's messages", async () => {
    const incomplete = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      title: "Warehouse Associate",
      orderType: "contract",
      workplaceType: "on-site",
      submit: true,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields).toEqual({
      city: M.city,
      state: M.state,
      startDate: M.startDate,
      durationWeeks: M.durationRequired,
      payMin: M.payMin,
      payMax: M.payMax,
      skills: M.skills,
      description: M.description,
      hiringManagerId: M.hiringManager,
    });

    const wrong = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      ...completeOrder(harbor.owner.userId),
      positions: "0",
      state: "Atlantis",
      startDate: "2020-01-01",
      payMin: "70",
      payMax: "12.345",
      orderType: "temp",
      submit: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      positions: M.positions,
      state: M.state,
      payMax: M.pay,
      orderType: M.orderType,
    });
    const backwards = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      ...completeOrder(harbor.owner.userId),
      startDate: "2020-01-01",
      payMin: "70",
      submit: true,
    });
    expect(backwards.body.fields).toEqual({ startDate: M.startDatePast, payMax: M.payRange });
    const ancient = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      title: "X",
      orderType: "contract",
      workplaceType: "remote",
      startDate: "0000-01-01",
    });
    expect(ancient.body.fields).toEqual({ startDate: M.startDateFormat });
    expect(
      (await asEmployer(harbor.owner.cookie, "POST", "orders", { title: "X", submit: "yes" })).status,
    ).toBe(400);
    expect(await db().select().from(jobOrders)).toEqual([]);
  });

  it("takes as hiring manager only a live owner or hiring manager of the same company", async () => {
    for (const stranger of [beacon.owner.userId, harbor.approver.userId]) {
      const refused = await asEmployer(harbor.owner.cookie, "POST", "orders", {
        ...completeOrder(stranger),
        submit: true,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ hiringManagerId: M.hiringManagerUnknown });
    }
  });

  it("submits: the order waits for a recruiter, who is emailed, and the history says so", async () => {
    const id = await submittedOrder();
    const detail = await asEmployer(harbor.owner.cookie, "GET", `orders/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({
      status: "submitted",
      state: "FL",
      requirements: ["Florida RN license", "BLS and ACLS"],
      skills: ["ICU", "ventilator care", "telemetry"],
      payMin: "52.00",
      payMax: "61.50",
      hiringManagerName: "Priya Natarajan",
    });
    expect(detail.body.events.map((event: Json) => event.kind)).toEqual(["created", "submitted"]);
    const mail = await lastEmailTo(db(), CONTACT_FALLBACKS.email);
    expect(mail.subject).toBe("New job order: Night Shift ICU Nurse for Harbor Health Partners");
    expect(mail.textBody).toContain(`/admin/requisitions/${id}`);
  });

  it("edits a draft or a submitted order with each change before and after, and submits a draft", async () => {
    const draft = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      ...completeOrder(harbor.owner.userId),
      title: "ICU Nurse",
    });
    const id = draft.body.id;
    const submitted = await asEmployer(harbor.owner.cookie, "PATCH", `orders/${id}`, {
      ...completeOrder(harbor.owner.userId),
      positions: "3",
      submit: true,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: "submitted",
      positions: 3,
      title: "Night Shift ICU Nurse",
    });

    const incomplete = await asEmployer(harbor.owner.cookie, "PATCH", `orders/${id}`, {
      ...completeOrder(harbor.owner.userId),
      skills: "",
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields).toEqual({ skills: M.skills });

    const edited = await asEmployer(harbor.owner.cookie, "PATCH", `orders/${id}`, {
      ...completeOrder(harbor.owner.userId),
      positions: "3",
      urgency: "critical",
    });
    expect(edited.body).toMatchObject({ status: "submitted", urgency: "critical" });
    const { body } = await asEmployer(harbor.owner.cookie, "GET", `orders/${id}`);
    expect(body.events.map((event: Json) => [event.kind, event.changes])).toEqual([
      ["created", null],
      ["edited", { title: ["ICU Nurse", "Night Shift ICU Nurse"], positions: [2, 3] }],
      ["submitted", null],
      ["edited", { urgency: ["urgent", "critical"] }],
    ]);
  });

  it("lists the company's orders with status and pipeline counts, filtered by status", async () => {
    const id = await acceptedOrder();
    expect((await asAdmin("POST", `/admin/requisitions/${id}/publish`)).status).toBe(200);
    await asEmployer(harbor.owner.cookie, "POST", "orders", { ...completeOrder(harbor.owner.userId) });
    const [order] = await db().select().from(jobOrders).where(eq(jobOrders.id, id));
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey: "resumes/job-orders-test.pdf",
        originalName: "resume.pdf",
        contentType: "application/pdf",
        sizeBytes: 10,
        sha256: "0".repeat(64),
        purpose: "resume",
      })
      .returning({ id: storedFiles.id });
    const stages = ["applied", "applied", "screening", "submitted", "interview", "withdrawn"] as const;
    for (const [index, status] of stages.entries()) {
      await insertApplication(db(), {
        jobId: order?.jobId ?? null,
        fullName: "Ana Torres",
        email: `c${index}@example.com`,
        resumeFileId: file?.id ?? "",
        status,
      });
    }

    const all = await asEmployer(harbor.approver.cookie, "GET", "orders");
    expect(all.status).toBe(200);
    expect(all.body.rows.map((row: Json) => row.status)).toEqual(["draft", "sourcing"]);
    expect(all.body.rows[1].pipeline).toEqual({
      applied: 2,
      screening: 1,
      submitted: 1,
      interview: 1,
      offer: 0,
      placed: 0,
    });
    const drafts = await asEmployer(harbor.owner.cookie, "GET", "orders?status=draft");
    expect(drafts.body).toMatchObject({ total: 1, status: "draft" });
    expect((await asEmployer(beacon.owner.cookie, "GET", "orders")).body.rows).toEqual([]);
  });
});

describe("each company keeps to its own orders, and roles limit changes", () => {
  it("answers 404 for another company's order, whatever the action", async () => {
    const id = await acceptedOrder();
    const other = beacon.owner.cookie;
    expect((await asEmployer(other, "GET", `orders/${id}`)).status).toBe(404);
    expect(
      (await asEmployer(other, "PATCH", `orders/${id}`, completeOrder(beacon.owner.userId))).status,
    ).toBe(404);
    expect((await asEmployer(other, "POST", `orders/${id}/cancel`, { reason: "No" })).status).toBe(404);
    expect((await asEmployer(other, "POST", `orders/${id}/change-requests`, { note: "More" })).status).toBe(
      404,
    );
    expect((await asEmployer(other, "GET", "orders/not-an-id")).status).toBe(404);
    const [order] = await db().select().from(jobOrders);
    expect(order).toMatchObject({ status: "accepted", title: "Night Shift ICU Nurse" });
  });

  it("lets every role read but only owners and hiring managers change orders (403)", async () => {
    const id = await submittedOrder();
    const approver = harbor.approver.cookie;
    expect((await asEmployer(approver, "GET", `orders/${id}`)).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "orders", { ...completeOrder(harbor.owner.userId), submit: true }],
      ["PATCH", `orders/${id}`, completeOrder(harbor.owner.userId)],
      ["POST", `orders/${id}/cancel`, { reason: "Budget cut" }],
      ["POST", `orders/${id}/change-requests`, { note: "More" }],
    ] as const) {
      const refused = await asEmployer(approver, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
    }
    expect((await asEmployer(null, "GET", "orders")).status).toBe(401);
    expect((await asEmployer(null, "POST", "orders", { title: "X" })).status).toBe(401);
  });
});

describe("cancelling and asking for changes", () => {
  it("cancels with a reason before the order is filled, once", async () => {
    const id = await submittedOrder();
    const noReason = await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/cancel`, { reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: M.cancelReason });
    const cancelled = await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/cancel`, {
      reason: "The budget was cut",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancelReason: "The budget was cut" });
    expect(
      (await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/cancel`, { reason: "Again" })).status,
    ).toBe(409);
    expect((await asAdmin("POST", `/admin/requisitions/${id}/accept`)).status).toBe(409);
    const { body } = await asEmployer(harbor.owner.cookie, "GET", `orders/${id}`);
    expect(body.events.at(-1)).toMatchObject({
      kind: "cancelled",
      note: "The budget was cut",
      changes: { status: ["submitted", "cancelled"] },
    });
  });

  it("cancelling a published order takes its job off the board", async () => {
    const id = await submittedOrder();
    await asAdmin("POST", `/admin/requisitions/${id}/accept`);
    const { jobId } = (await asAdmin("POST", `/admin/requisitions/${id}/publish`)).body.order;
    expect(await (await fetch(`${app.url}/api/jobs/${jobId}`)).json()).toMatchObject({ status: "open" });
    const cancelled = await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/cancel`, {
      reason: "Filled it ourselves",
    });
    expect(cancelled.status).toBe(200);
    expect(await (await fetch(`${app.url}/api/jobs/${jobId}`)).json()).toMatchObject({ status: "closed" });
  });

  it("refuses edits once accepted; a change request reaches the recruiter who accepted and the history", async () => {
    const id = await submittedOrder();
    expect(
      (await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/change-requests`, { note: "x" })).status,
    ).toBe(409);
    await asAdmin("POST", `/admin/requisitions/${id}/accept`);
    const edit = await asEmployer(
      harbor.owner.cookie,
      "PATCH",
      `orders/${id}`,
      completeOrder(harbor.owner.userId),
    );
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe(M.notEditable);
    expect(
      (await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/change-requests`, {})).body.fields,
    ).toEqual({
      note: M.changeNote,
    });

    const asked = await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/change-requests`, {
      note: "We need 3 nurses now, starting a week earlier.",
    });
    expect(asked.status).toBe(200);
    expect(asked.body.events.at(-1)).toMatchObject({
      kind: "changes_requested",
      actor: "employer",
      note: "We need 3 nurses now, starting a week earlier.",
    });
    const mail = await lastEmailTo(db(), testAdmin.email);
    expect(mail.subject).toBe("Changes requested: Night Shift ICU Nurse for Harbor Health Partners");
    expect(mail.textBody).toContain("We need 3 nurses now, starting a week earlier.");
  });
});

describe("staff work requisitions", () => {
  it("lists submitted orders (never drafts) by status and company, and shows one", async () => {
    const id = await submittedOrder();
    await asEmployer(harbor.owner.cookie, "POST", "orders", {
      title: "Draft only",
      orderType: "contract",
      workplaceType: "remote",
    });
    const list = await asAdmin("GET", "/admin/requisitions");
    expect(list.status).toBe(200);
    expect(list.body.rows.map((row: Json) => [row.id, row.company.legalName])).toEqual([
      [id, "Harbor Health Partners"],
    ]);
    expect((await asAdmin("GET", `/admin/requisitions?company=${beacon.id}`)).body.rows).toEqual([]);
    expect((await asAdmin("GET", "/admin/requisitions?status=accepted")).body.rows).toEqual([]);
    expect((await asAdmin("GET", "/admin/requisitions?status=draft")).body.rows).toEqual([]);
    const one = await asAdmin("GET", `/admin/requisitions/${id}`);
    expect(one.body).toMatchObject({ company: { id: harbor.id }, order: { id }, companyStatus: "approved" });
    const [draft] = await db().select().from(jobOrders).where(eq(jobOrders.status, "draft"));
    expect((await asAdmin("GET", `/admin/requisitions/${draft?.id}`)).status).toBe(404);
    expect((await asAdmin("POST", `/admin/requisitions/${draft?.id}/accept`)).status).toBe(404);
  });

  it("cannot accept a pending company's order until the company is approved", async () => {
    const pending = await insertClientCompany({
      legalName: "Gulf Coast Clinics",
      status: "pending",
      decidedAt: null,
      decidedBy: null,
    });
    const owner = await insertSignedInEmployer(pending.id, "owner", { email: "lee@gulf.example" });
    const created = await asEmployer(owner.cookie, "POST", "orders", {
      ...completeOrder(owner.userId),
      submit: true,
    });
    expect(created.status).toBe(201);
    const detail = await asEmployer(owner.cookie, "GET", `orders/${created.body.id}`);
    expect(detail.body).toMatchObject({ companyStatus: "pending", order: { status: "submitted" } });

    const refused = await asAdmin("POST", `/admin/requisitions/${created.body.id}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(M.companyNotApproved);
    expect(
      (await asAdmin("POST", `/admin/clients/${pending.id}/decision`, { decision: "approve" })).status,
    ).toBe(200);
    expect((await asAdmin("POST", `/admin/requisitions/${created.body.id}/accept`)).status).toBe(200);
  });

  it("accepts, publishes a prefilled open job linked to the order, and moves it along; all in the history and the audit log", async () => {
    const id = await submittedOrder();
    expect((await asAdmin("POST", `/admin/requisitions/${id}/publish`)).status).toBe(409);
    const accepted = await asAdmin("POST", `/admin/requisitions/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({ status: "accepted", acceptedBy: testAdmin.email });
    expect((await asAdmin("POST", `/admin/requisitions/${id}/accept`)).status).toBe(409);

    const published = await asAdmin("POST", `/admin/requisitions/${id}/publish`);
    expect(published.status).toBe(200);
    const jobId = published.body.order.jobId;
    expect(published.body.order.status).toBe("sourcing");
    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({
      title: "Night Shift ICU Nurse",
      company: "Harbor Health Partners",
      clientCompanyId: harbor.id,
      city: "Tampa",
      state: "FL",
      workplaceType: "on-site",
      employmentType: "contract",
      industry: "Healthcare",
      priority: "High",
      salaryMin: 52,
      salaryMax: 62,
      salaryPeriod: "hour",
      requirements: ["Florida RN license", "BLS and ACLS"],
      skills: ["ICU", "ventilator care", "telemetry"],
      status: "open",
      postedAt: todayInFlorida(),
      // Job boards are told how long the posting runs (schema.org validThrough), as for every posting.
      validThrough: addDays(todayInFlorida(), POSTING_VALID_DAYS),
    });
    expect(job?.description).toContain("Cover nights in a 24-bed ICU");
    expect(job?.description).toContain("Duration: 13 weeks");
    const publicJob = await fetch(`${app.url}/api/jobs/${jobId}`);
    expect(publicJob.status).toBe(200);
    expect((await asAdmin("POST", `/admin/requisitions/${id}/publish`)).body.error).toBe(M.alreadyPublished);

    expect((await asAdmin("POST", `/admin/requisitions/${id}/status`, { status: "submitted" })).status).toBe(
      400,
    );
    expect(
      (await asAdmin("POST", `/admin/requisitions/${id}/status`, { status: "interviewing" })).status,
    ).toBe(200);
    expect((await asAdmin("POST", `/admin/requisitions/${id}/status`, { status: "filled" })).status).toBe(
      200,
    );
    // A filled order's job comes off the board, audited as the recruiter's.
    expect(await (await fetch(`${app.url}/api/jobs/${jobId}`)).json()).toMatchObject({ status: "filled" });
    const jobAudit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, jobId));
    expect(jobAudit.map((entry) => [entry.action, entry.actorEmail])).toContainEqual([
      "job.filled",
      testAdmin.email,
    ]);
    const backwards = await asAdmin("POST", `/admin/requisitions/${id}/status`, { status: "sourcing" });
    expect(backwards.status).toBe(409);
    expect(backwards.body.error).toBe(M.statusMove);
    expect(
      (await asEmployer(harbor.owner.cookie, "POST", `orders/${id}/cancel`, { reason: "x" })).status,
    ).toBe(409);

    const { body } = await asEmployer(harbor.owner.cookie, "GET", `orders/${id}`);
    expect(
      body.events.map((event: Json) => [event.kind, event.actor, event.changes?.status ?? null]),
    ).toEqual([
      ["created", "employer", null],
      ["submitted", "employer", null],
      ["accepted", "staff", ["submitted", "accepted"]],
      ["published", "staff", ["accepted", "sourcing"]],
      ["status_changed", "staff", ["sourcing", "interviewing"]],
      ["status_changed", "staff", ["interviewing", "filled"]],
    ]);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityType, "job_order"));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "job_order.accepted",
      "job_order.published",
      "job_order.status_changed",
      "job_order.status_changed",
    ]);
  });

  it("publishes a remote direct hire at the client's address as a full-time job", async () => {
    const created = await asEmployer(harbor.owner.cookie, "POST", "orders", {
      ...completeOrder(harbor.owner.userId),
      orderType: "direct_hire",
      workplaceType: "remote",
      city: "",
      state: "",
      durationWeeks: "",
      payMin: "85000",
      payMax: "95000",
      payPeriod: "year",
      urgency: "standard",
      submit: true,
    });
    expect(created.status).toBe(201);
    await asAdmin("POST", `/admin/requisitions/${created.body.id}/accept`);
    const published = await asAdmin("POST", `/admin/requisitions/${created.body.id}/publish`);
    const [job] = await db().select().from(jobs).where(eq(jobs.id, published.body.order.jobId));
    expect(job).toMatchObject({
      city: "Miami",
      state: "FL",
      workplaceType: "remote",
      employmentType: "full-time",
      priority: "Normal",
      salaryMin: 85000,
      salaryPeriod: "year",
    });
  });
});
