import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { setupAdminTestClient, testAdmin } from "../../tests/support/admin-test-client";
import { insertClientCompany } from "../../tests/support/employer-records";
import { insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  applicationStageEvents,
  applications,
  candidates,
  mailOutbox,
  placements,
} from "../db/schema";
import { OFFER_EMAIL_SUBJECT } from "../modules/pipeline";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-pipeline-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
const admin = setupAdminTestClient(
  { db } as ReturnType<typeof setupTestDatabase>,
  app,
  "other.person@example.com",
);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are read field by field in assertions.
type Json = Record<string, any>;
let jobId = "";
let resume: Buffer;

beforeAll(async () => {
  resume = await readFile(path.join(FIXTURES_DIR, "01-classic-one-column.pdf"));
  const job = await insertJob(db(), {
    title: "Registered Nurse",
    company: "Tampa General",
    city: "Tampa",
    employmentType: "contract",
    description: "Care for patients.",
    postedAt: "2026-11-01",
  });
  jobId = job.id;
});

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE applications, application_stage_events, application_notes, offers, placements, mail_outbox, rate_limit_counters, admin_audit_log CASCADE`,
  );
  await db().execute(sql`DELETE FROM candidates WHERE email <> 'other.person@example.com'`);
});

/** A real application through POST /api/applications (rate limits forgotten first). */
async function applyAs(email: string, options: { job?: string; fullName?: string } = {}): Promise<string> {
  await db().execute(sql`TRUNCATE rate_limit_counters`);
  const form = new FormData();
  const fields = {
    fullName: options.fullName ?? "Ana Torres",
    email,
    phone: "(813) 555-0199",
    consentTerms: "on",
    jobId: options.job ?? jobId,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("resume", new Blob([new Uint8Array(resume)], { type: "application/pdf" }), "ana-torres.pdf");
  const response = await fetch(`${app.url}/api/applications`, { method: "POST", body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as Json).application.id;
}

/** A verified candidate account with a session, made directly. */
async function verifiedCandidate(email: string, firstName = "Ana") {
  const { id, token } = await insertSignedInCandidate(db(), {
    firstName,
    lastName: "Torres",
    email,
    phone: "8135550199",
  });
  return { id, token };
}

async function asCandidate(token: string | undefined, method: string, urlPath: string) {
  const response = await fetch(`${app.url}/api${urlPath}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json, text };
}

async function asAdmin(method: string, urlPath: string, body?: unknown) {
  const response = await admin.call("admin", method, `/api${urlPath}`, body);
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("json");
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : null) as Json, response };
}

const offerTerms = {
  client: "Tampa General Hospital",
  roleTitle: "Registered Nurse, ICU",
  location: "Tampa, FL",
  startDate: "2026-12-07",
  endDate: "2027-06-04",
  payRate: "48.50",
  billRate: "71.25",
  supervisorName: "Grace Hill",
  supervisorEmail: "grace.hill@tgh.example",
};

describe("applications join candidate accounts", () => {
  it("records the arrival as the first event and attaches earlier applications when the address is verified", async () => {
    const applicationId = await applyAs("Ana.Torres@Example.com");
    const [row] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toMatchObject({ candidateId: null, status: "applied" });
    const events = await db()
      .select()
      .from(applicationStageEvents)
      .where(eq(applicationStageEvents.applicationId, applicationId));
    expect(events).toEqual([
      expect.objectContaining({ fromStage: null, toStage: "applied", actor: "system", actorEmail: null }),
    ]);

    // Registering and verifying through the real endpoints: the application joins the account.
    const person = {
      firstName: "Ana",
      lastName: "Torres",
      email: "ANA.torres@example.com",
      phone: "(813) 555-0199",
      password: "tampa bay sunrise 42",
      consentTerms: true,
    };
    const post = (p: string, body: unknown) =>
      fetch(`${app.url}/api/candidates/${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post("register", person)).status).toBe(202);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "ana.torres@example.com"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const code = /code is (\d{6})/.exec(mail?.subject ?? "")?.[1];
    expect((await post("verify", { email: person.email, code })).status).toBe(200);
    const [account] = await db()
      .select()
      .from(candidates)
      .where(eq(candidates.email, "ana.torres@example.com"));
    const [after] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(after?.candidateId).toBe(account?.id);

    const login = await post("login", { email: person.email, password: person.password });
    const { token } = (await login.json()) as Json;
    const mine = await asCandidate(token, "GET", "/candidates/applications");
    expect(mine.status).toBe(200);
    expect(mine.body.applications).toEqual([
      {
        id: applicationId,
        job: { id: jobId, title: "Registered Nurse", company: "Tampa General", location: "Tampa, FL" },
        source: "apply",
        stage: "applied",
        stageLabel: "Applied",
        createdAt: expect.any(String),
        stageChangedAt: expect.any(String),
        history: [{ stage: "applied", label: "Applied", at: expect.any(String) }],
        offer: null,
        assessments: [],
      },
    ]);
  });

  it("links a new application to the verified account with its address at once, and not to an unverified one", async () => {
    const ana = await verifiedCandidate("ana.torres@example.com");
    const applicationId = await applyAs("ANA.TORRES@example.com");
    const [row] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.candidateId).toBe(ana.id);

    await db().insert(candidates).values({
      firstName: "Ben",
      lastName: "Ng",
      email: "ben.ng@example.com",
      phone: "8135550100",
      passwordHash: "x",
      consentTermsAt: new Date(),
    });
    const benApplication = await applyAs("ben.ng@example.com", { fullName: "Ben Ng" });
    const [ben] = await db().select().from(applications).where(eq(applications.id, benApplication));
    expect(ben?.candidateId).toBeNull();
  });
});

describe("stage changes", () => {
  it("moves an application, audited, and the candidate sees the stage and its time but never notes or recruiters", async () => {
    const ana = await verifiedCandidate("ana.torres@example.com");
    const applicationId = await applyAs("ana.torres@example.com");

    const moved = await asAdmin("POST", `/admin/applications/${applicationId}/stage`, { stage: "screening" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: applicationId, stage: "screening", stageLabel: "Screening" });
    expect(moved.body.history.map((event: Json) => [event.fromStage, event.toStage, event.actor])).toEqual([
      [null, "applied", "system"],
      ["applied", "screening", "recruiter"],
    ]);
    expect(moved.body.history[1].actorEmail).toBe(testAdmin.email);

    // The same stage again changes nothing and adds no event.
    const again = await asAdmin("POST", `/admin/applications/${applicationId}/stage`, { stage: "screening" });
    expect(again.status).toBe(200);
    expect(again.body.history).toHaveLength(2);

    const note = await asAdmin("POST", `/admin/applications/${applicationId}/notes`, {
      body: "Strong ICU background; salary expectations high.",
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      body: "Strong ICU background; salary expectations high.",
      authorEmail: testAdmin.email,
    });

    const mine = await asCandidate(ana.token, "GET", "/candidates/applications");
    const [application] = mine.body.applications;
    expect(application.stage).toBe("screening");
    expect(application.stageLabel).toBe("Screening");
    expect(application.history).toEqual([
      { stage: "applied", label: "Applied", at: expect.any(String) },
      { stage: "screening", label: "Screening", at: moved.body.stageChangedAt },
    ]);
    expect(application.stageChangedAt).toBe(moved.body.stageChangedAt);
    expect(mine.text).not.toContain("Strong ICU");
    expect(mine.text).not.toContain(testAdmin.email);
    expect(mine.text).not.toContain("recruiter");

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "application.note_added",
      "application.stage_changed",
    ]);
  });

  it("refuses bad input with 400, unknown ids with 404, and placing without an offer with 409", async () => {
    const applicationId = await applyAs("ana.torres@example.com");
    const bad = await asAdmin("POST", `/admin/applications/${applicationId}/stage`, { stage: "hired" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("stage");
    expect((await asAdmin("POST", `/admin/applications/${applicationId}/stage`, {})).status).toBe(400);
    expect((await asAdmin("POST", `/admin/applications/${applicationId}/notes`, { body: "  " })).status).toBe(
      400,
    );
    expect(
      (await asAdmin("POST", `/admin/applications/${crypto.randomUUID()}/stage`, { stage: "screening" }))
        .status,
    ).toBe(404);
    expect(
      (await asAdmin("POST", "/admin/applications/not-an-id/stage", { stage: "screening" })).status,
    ).toBe(404);
    expect((await asAdmin("GET", `/admin/applications/${crypto.randomUUID()}`)).status).toBe(404);
    expect(
      (await asAdmin("POST", `/admin/applications/${applicationId}/stage`, { stage: "placed" })).status,
    ).toBe(409);
  });
});

describe("admin lists, board and detail", () => {
  it("filters by job, general applications, stage and search, and counts the board per stage", async () => {
    const nurse = await applyAs("ana.torres@example.com");
    const general = await applyAs("ben.ng@example.com", { job: "general", fullName: "Ben Ng" });
    await asAdmin("POST", `/admin/applications/${general}/stage`, { stage: "not_selected" });

    const all = await asAdmin("GET", "/admin/applications");
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.body.rows[0]).toMatchObject({
      id: general,
      stage: "not_selected",
      hasAccount: false,
      job: null,
    });
    expect(
      (await asAdmin("GET", `/admin/applications?job=${jobId}`)).body.rows.map((r: Json) => r.id),
    ).toEqual([nurse]);
    expect(
      (await asAdmin("GET", "/admin/applications?job=general")).body.rows.map((r: Json) => r.id),
    ).toEqual([general]);
    expect(
      (await asAdmin("GET", "/admin/applications?stage=closed")).body.rows.map((r: Json) => r.id),
    ).toEqual([general]);
    expect(
      (await asAdmin("GET", "/admin/applications?stage=applied")).body.rows.map((r: Json) => r.id),
    ).toEqual([nurse]);
    expect((await asAdmin("GET", "/admin/applications?q=nurse")).body.rows.map((r: Json) => r.id)).toEqual([
      nurse,
    ]);
    expect((await asAdmin("GET", "/admin/applications?q=BEN.NG")).body.rows.map((r: Json) => r.id)).toEqual([
      general,
    ]);
    expect((await asAdmin("GET", "/admin/applications?job=nope")).body.total).toBe(0);

    const board = await asAdmin("GET", "/admin/applications/board");
    expect(board.status).toBe(200);
    const counts = Object.fromEntries(board.body.columns.map((c: Json) => [c.stage, c.count]));
    expect(counts).toMatchObject({ applied: 1, screening: 0, not_selected: 1, placed: 0 });
    expect(board.body.columns[0].cards[0]).toMatchObject({ id: nurse, fullName: "Ana Torres" });
    expect(board.body.jobs).toEqual([
      { id: jobId, title: "Registered Nurse", company: "Tampa General", applications: 1 },
    ]);
    const filtered = await asAdmin("GET", "/admin/applications/board?job=general");
    expect(filtered.body.columns.reduce((n: number, c: Json) => n + c.count, 0)).toBe(1);
  });

  it("shows the detail with history, notes, offers and interviews, and serves the resume", async () => {
    const applicationId = await applyAs("ana.torres@example.com");
    await asAdmin("POST", `/admin/applications/${applicationId}/notes`, { body: "Call on Monday." });
    const detail = await asAdmin("GET", `/admin/applications/${applicationId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      application: { id: applicationId, fullName: "Ana Torres", stage: "applied", stageLabel: "Applied" },
      job: { id: jobId, title: "Registered Nurse" },
      hasAccount: false,
      candidate: null,
      resume: { name: "ana-torres.pdf", href: `/api/admin/applications/${applicationId}/resume` },
      notes: [expect.objectContaining({ body: "Call on Monday." })],
      offers: [],
      interviews: [],
    });
    expect(detail.body.history).toHaveLength(1);
    expect(detail.body.application).not.toHaveProperty("resumeText");

    const download = await asAdmin("GET", `/admin/applications/${applicationId}/resume`);
    expect(download.status).toBe(200);
    expect(download.response.headers.get("content-type")).toBe("application/pdf");
    expect(download.response.headers.get("content-disposition")).toContain("ana-torres.pdf");
    expect((await asAdmin("GET", `/admin/applications/${crypto.randomUUID()}/resume`)).status).toBe(404);
  });
});

describe("offers and placements", () => {
  it("extends an offer, emails the candidate, and the candidate's accept creates exactly one placement", async () => {
    const ana = await verifiedCandidate("ana.torres@example.com");
    const applicationId = await applyAs("ana.torres@example.com");

    const invalid = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, {
      ...offerTerms,
      billRate: "20",
      endDate: "2026-01-01",
      supervisorEmail: "nope",
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(["billRate", "endDate", "supervisorEmail"]);
    expect((await asAdmin("POST", `/admin/applications/${applicationId}/offers`, {})).status).toBe(400);

    const created = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    expect(created.status).toBe(201);
    expect(created.body.offer).toMatchObject({ status: "extended", payRate: "48.50", billRate: "71.25" });
    expect(created.body.history.at(-1)).toMatchObject({
      fromStage: "applied",
      toStage: "offer",
      actor: "recruiter",
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, OFFER_EMAIL_SUBJECT));
    expect(mail?.toAddress).toBe("ana.torres@example.com");
    expect(mail?.textBody).toContain("/candidate/applications");
    expect(mail?.textBody).not.toContain("71.25");
    expect((await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms)).status).toBe(
      409,
    );

    const mine = await asCandidate(ana.token, "GET", "/candidates/applications");
    expect(mine.body.applications[0].stage).toBe("offer");
    expect(mine.body.applications[0].offer).toEqual({
      id: created.body.offer.id,
      client: "Tampa General Hospital",
      roleTitle: "Registered Nurse, ICU",
      location: "Tampa, FL",
      startDate: "2026-12-07",
      endDate: "2027-06-04",
      payRate: "48.50",
      status: "extended",
    });
    expect(mine.text).not.toContain("71.25");
    expect(mine.text).not.toContain("grace.hill");

    const offerId = created.body.offer.id;
    const accepted = await asCandidate(ana.token, "POST", `/candidates/offers/${offerId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.application).toMatchObject({ stage: "placed", offer: { status: "accepted" } });
    expect(accepted.body.application.history.at(-1)).toMatchObject({ stage: "placed" });
    expect((await asCandidate(ana.token, "POST", `/candidates/offers/${offerId}/accept`)).status).toBe(409);
    expect((await asAdmin("POST", `/admin/offers/${offerId}/accept`)).status).toBe(409);
    expect((await asCandidate(ana.token, "POST", `/candidates/offers/${offerId}/decline`)).status).toBe(409);

    const rows = await db().select().from(placements);
    expect(rows).toEqual([
      expect.objectContaining({
        candidateId: ana.id,
        applicationId,
        offerId,
        jobId,
        contractorName: "Ana Torres",
        client: "Tampa General Hospital",
        roleTitle: "Registered Nurse, ICU",
        payRate: "48.50",
        billRate: "71.25",
        startDate: "2026-12-07",
        endDate: "2027-06-04",
        supervisorName: "Grace Hill",
        supervisorEmail: "grace.hill@tgh.example",
        status: "active",
      }),
    ]);
    const [event] = await db()
      .select()
      .from(applicationStageEvents)
      .where(eq(applicationStageEvents.toStage, "placed"));
    expect(event).toMatchObject({ actor: "candidate", fromStage: "offer" });

    // Placed is the end: no move, no withdrawal, no new offer.
    expect(
      (await asAdmin("POST", `/admin/applications/${applicationId}/stage`, { stage: "screening" })).status,
    ).toBe(409);
    expect(
      (await asCandidate(ana.token, "POST", `/candidates/applications/${applicationId}/withdraw`)).status,
    ).toBe(409);
    expect((await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms)).status).toBe(
      409,
    );
  });

  it("gives the placement its job's client company, and none for a job without one", async () => {
    const company = await insertClientCompany({ legalName: "Tampa General Hospital" });
    const clientJob = await insertJob(db(), { title: "Charge Nurse", clientCompanyId: company.id });
    const placed = async (email: string, job: string) => {
      const applicationId = await applyAs(email, { job });
      const offer = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
      expect((await asAdmin("POST", `/admin/offers/${offer.body.offer.id}/accept`)).status).toBe(200);
      const [row] = await db().select().from(placements).where(eq(placements.applicationId, applicationId));
      return row;
    };
    expect((await placed("cara.diaz@example.com", clientJob.id))?.clientCompanyId).toBe(company.id);
    expect((await placed("dev.shah@example.com", jobId))?.clientCompanyId).toBeNull();
  });

  it("lets a recruiter record a verbal acceptance once, and withdraw an open offer once", async () => {
    const applicationId = await applyAs("ben.ng@example.com", { fullName: "Ben Ng" });
    const first = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    const withdrawn = await asAdmin("POST", `/admin/offers/${first.body.offer.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.offer.status).toBe("withdrawn");
    expect((await asAdmin("POST", `/admin/offers/${first.body.offer.id}/withdraw`)).status).toBe(409);
    expect((await asAdmin("POST", `/admin/offers/${first.body.offer.id}/accept`)).status).toBe(409);

    const second = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    expect(second.status).toBe(201);
    const accepted = await asAdmin("POST", `/admin/offers/${second.body.offer.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ stage: "placed", offer: { status: "accepted" } });
    expect(accepted.body.history.at(-1)).toMatchObject({
      toStage: "placed",
      actor: "recruiter",
      actorEmail: testAdmin.email,
    });
    expect((await asAdmin("POST", `/admin/offers/${second.body.offer.id}/accept`)).status).toBe(409);
    const rows = await db().select().from(placements);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      candidateId: null,
      contractorName: "Ben Ng",
      offerId: second.body.offer.id,
    });
    // Without an account the email asks the person to create one with this address.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, OFFER_EMAIL_SUBJECT));
    expect(mails[0]?.textBody).toContain("/candidate/registration");
    expect((await asAdmin("POST", `/admin/offers/${crypto.randomUUID()}/accept`)).status).toBe(404);
    const actions = (await db().select().from(adminAuditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["offer.extended", "offer.withdrawn", "offer.accepted"]));
  });

  it("lets the candidate decline an offer; the application stays for the recruiter", async () => {
    const ana = await verifiedCandidate("ana.torres@example.com");
    const applicationId = await applyAs("ana.torres@example.com");
    const created = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    const declined = await asCandidate(
      ana.token,
      "POST",
      `/candidates/offers/${created.body.offer.id}/decline`,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.application).toMatchObject({ stage: "offer", offer: { status: "declined" } });
    expect(
      (await asCandidate(ana.token, "POST", `/candidates/offers/${created.body.offer.id}/accept`)).status,
    ).toBe(409);
    expect(await db().select().from(placements)).toEqual([]);
  });
});

describe("the candidate's withdraw and ownership", () => {
  it("withdraws once (actor candidate), declining an open offer, and a withdrawn application stays withdrawn", async () => {
    const ana = await verifiedCandidate("ana.torres@example.com");
    const applicationId = await applyAs("ana.torres@example.com");
    const offer = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    const withdrawn = await asCandidate(
      ana.token,
      "POST",
      `/candidates/applications/${applicationId}/withdraw`,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.application).toMatchObject({
      stage: "withdrawn",
      stageLabel: "Withdrawn",
      offer: { id: offer.body.offer.id, status: "declined" },
    });
    const [event] = await db()
      .select()
      .from(applicationStageEvents)
      .where(eq(applicationStageEvents.toStage, "withdrawn"));
    expect(event).toMatchObject({ actor: "candidate", fromStage: "offer", actorEmail: null });
    expect(
      (await asCandidate(ana.token, "POST", `/candidates/applications/${applicationId}/withdraw`)).status,
    ).toBe(409);
    expect(
      (await asAdmin("POST", `/admin/applications/${applicationId}/stage`, { stage: "screening" })).status,
    ).toBe(409);
  });

  it("answers 404 for another candidate's application and offer, and 401 without a token", async () => {
    const ana = await verifiedCandidate("ana.torres@example.com");
    const ben = await verifiedCandidate("ben.ng@example.com", "Ben");
    const applicationId = await applyAs("ana.torres@example.com");
    const offer = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    const offerId = offer.body.offer.id;

    expect((await asCandidate(ben.token, "GET", "/candidates/applications")).body.applications).toEqual([]);
    expect(
      (await asCandidate(ben.token, "POST", `/candidates/applications/${applicationId}/withdraw`)).status,
    ).toBe(404);
    expect((await asCandidate(ben.token, "POST", `/candidates/offers/${offerId}/accept`)).status).toBe(404);
    expect((await asCandidate(ben.token, "POST", `/candidates/offers/${offerId}/decline`)).status).toBe(404);
    expect((await asCandidate(ben.token, "POST", "/candidates/offers/not-an-id/accept")).status).toBe(404);
    expect((await asCandidate(undefined, "GET", "/candidates/applications")).status).toBe(401);
    expect((await asCandidate(undefined, "POST", `/candidates/offers/${offerId}/accept`)).status).toBe(401);
    // Nothing changed for Ana.
    const mine = await asCandidate(ana.token, "GET", "/candidates/applications");
    expect(mine.body.applications[0]).toMatchObject({ stage: "offer", offer: { status: "extended" } });
    expect(await db().select().from(placements)).toEqual([]);
  });
});

describe("admin endpoints refuse anyone but an admin", () => {
  it("answers 401 to anonymous calls and 403 to a candidate's token, and changes nothing", async () => {
    const applicationId = await applyAs("ana.torres@example.com");
    const offer = await asAdmin("POST", `/admin/applications/${applicationId}/offers`, offerTerms);
    const offerId = offer.body.offer.id;
    const endpoints: [string, string, unknown?][] = [
      ["GET", "/api/admin/applications"],
      ["GET", "/api/admin/applications/board"],
      ["GET", `/api/admin/applications/${applicationId}`],
      ["GET", `/api/admin/applications/${applicationId}/resume`],
      ["POST", `/api/admin/applications/${applicationId}/stage`, { stage: "screening" }],
      ["POST", `/api/admin/applications/${applicationId}/notes`, { body: "x" }],
      ["POST", `/api/admin/applications/${applicationId}/offers`, offerTerms],
      ["POST", `/api/admin/offers/${offerId}/withdraw`],
      ["POST", `/api/admin/offers/${offerId}/accept`],
    ];
    for (const [method, urlPath, body] of endpoints) {
      expect((await admin.call("anonymous", method, urlPath, body)).status, `${method} ${urlPath}`).toBe(401);
      expect((await admin.call("candidate", method, urlPath, body)).status, `${method} ${urlPath}`).toBe(403);
    }
    const [row] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe("offer");
    expect(await db().select().from(placements)).toEqual([]);
  });
});
