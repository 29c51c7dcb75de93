import { Readable } from "node:stream";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_MESSAGES } from "../../common/candidate-submissions";
import { EMPLOYER_ROLE_REFUSAL } from "../../common/employer-options";
import { setupApiCaller, testAdmin } from "../../tests/support/admin-test-client";
import {
  callAsEmployer,
  insertApplicationWithResume,
  insertClientCompany,
  insertPublishedOrder,
  insertSignedInEmployer,
} from "../../tests/support/employer-records";
import { insertJob } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  applicationStageEvents,
  applications,
  candidateSubmissions,
  mailOutbox,
  storedFiles,
  submissionDecisions,
} from "../db/schema";
import { fileStore } from "../storage";
import { newStorageKey } from "../storage/storage-key";
import { pdfBytes } from "../storage/testing/sample-files";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { asAdmin } = setupApiCaller(app);

const people = { owner: "", billing: "", approver: "", otherOwner: "" };
let orderId = "";
let jobId = "";

beforeAll(async () => {
  const mangrove = await insertClientCompany({ legalName: "Mangrove Health Partners" });
  const beacon = await insertClientCompany({ legalName: "Beacon Logistics" });
  people.owner = (
    await insertSignedInEmployer(mangrove.id, "owner", { email: "denise@mangrove.example" })
  ).cookie;
  people.billing = (
    await insertSignedInEmployer(mangrove.id, "billing", { email: "bill@mangrove.example" })
  ).cookie;
  people.approver = (
    await insertSignedInEmployer(mangrove.id, "timesheet_approver", { email: "tim@mangrove.example" })
  ).cookie;
  people.otherOwner = (
    await insertSignedInEmployer(beacon.id, "owner", { email: "omar@beacon.example" })
  ).cookie;
  const published = await insertPublishedOrder(mangrove.id, "ICU Nurse");
  orderId = published.order.id;
  jobId = published.job.id;
});

let run = 0;
/** A fresh application to the order's job, submitted by the recruiter with a note: its ids. */
async function submitted(note = "Five years of ICU nights; ready in two weeks.") {
  run += 1;
  const application = await insertApplicationWithResume({
    jobId,
    fullName: `Maria Gonzalez ${run}`,
    email: `maria.${run}@example.com`,
  });
  const response = await asAdmin("POST", `/admin/applications/${application.id}/submit-to-client`, { note });
  expect(response.status).toBe(201);
  return { applicationId: application.id, submissionId: String(response.body.id) };
}

const asEmployer = (cookie: string, method: string, path: string, body?: unknown) =>
  callAsEmployer(app, { cookie }, method, path, body);
const decide = (cookie: string, submissionId: string, body: unknown) =>
  asEmployer(cookie, "POST", `/employers/candidates/${submissionId}/decision`, body);

async function stageEvents(applicationId: string) {
  return db()
    .select()
    .from(applicationStageEvents)
    .where(eq(applicationStageEvents.applicationId, applicationId))
    .orderBy(applicationStageEvents.createdAt);
}

async function lastMailTo(address: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe("a recruiter submits a candidate to the client's order", () => {
  it("creates the submission, moves the application to submitted as the recruiter, audits and tells the client", async () => {
    const { applicationId, submissionId } = await submitted();
    const [row] = await db()
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, submissionId));
    expect(row).toMatchObject({
      jobOrderId: orderId,
      recruiterEmail: testAdmin.email,
      status: "awaiting_decision",
    });
    const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(application?.status).toBe("submitted");
    expect((await stageEvents(applicationId)).at(-1)).toMatchObject({
      toStage: "submitted",
      actor: "recruiter",
      actorEmail: testAdmin.email,
    });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entityId, applicationId),
          eq(adminAuditLog.action, "application.submitted_to_client"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect((await lastMailTo("denise@mangrove.example"))?.subject).toBe("New candidate for ICU Nurse");
    // Billing users don't decide on candidates, so they are not asked to.
    expect(await lastMailTo("bill@mangrove.example")).toBeUndefined();
  });

  it("refuses a second submission of the same application with a clear 409", async () => {
    const { applicationId } = await submitted();
    const again = await asAdmin("POST", `/admin/applications/${applicationId}/submit-to-client`, {
      note: "Again",
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SUBMISSION_MESSAGES.alreadySubmitted);
  });

  it("needs a note, an application on an order's job, and a known application", async () => {
    const application = await insertApplicationWithResume({
      jobId,
      fullName: "No Note",
      email: "no.note@example.com",
    });
    const blank = await asAdmin("POST", `/admin/applications/${application.id}/submit-to-client`, {
      note: " ",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.note).toMatch(/Write a note/);

    const plainJob = await insertJob(db(), { title: "Warehouse Associate" });
    const unlinked = await insertApplicationWithResume({
      jobId: plainJob.id,
      fullName: "Not Ordered",
      email: "not.ordered@example.com",
    });
    const refused = await asAdmin("POST", `/admin/applications/${unlinked.id}/submit-to-client`, {
      note: "Fit",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SUBMISSION_MESSAGES.notLinkedToOrder);

    const unknown = await asAdmin("POST", `/admin/applications/${crypto.randomUUID()}/submit-to-client`, {
      note: "Fit",
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the employer's candidates list", () => {
  it("lists the company's submissions with the summary, the note and the resume link; newest first", async () => {
    const first = await submitted("First note");
    const second = await submitted("Second note");
    const list = await asEmployer(people.owner, "GET", "/employers/candidates");
    expect(list.status).toBe(200);
    const rows = list.body as unknown as {
      id: string;
      recruiterNote: string;
      candidate: { skills: string[] };
    }[];
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(second.submissionId)).toBeLessThan(ids.indexOf(first.submissionId));
    expect(rows.find((row) => row.id === first.submissionId)).toMatchObject({
      recruiterNote: "First note",
      order: { id: orderId, title: "ICU Nurse" },
      candidate: { recentTitle: "Staff Nurse", skills: ["ICU", "BLS"] },
      resume: { href: `/api/employers/candidates/${first.submissionId}/resume` },
    });
  });

  it("filters by status and order, and shows another company nothing", async () => {
    const { submissionId } = await submitted();
    await decide(people.owner, submissionId, { decision: "request_info", note: "Night shifts?" });
    const asked = await asEmployer(
      people.owner,
      "GET",
      `/employers/candidates?status=info_requested&order=${orderId}`,
    );
    const askedIds = (asked.body as unknown as { id: string }[]).map((row) => row.id);
    expect(askedIds).toContain(submissionId);
    const waiting = await asEmployer(people.owner, "GET", "/employers/candidates?status=awaiting_decision");
    expect((waiting.body as unknown as { id: string }[]).map((row) => row.id)).not.toContain(submissionId);
    const otherCompany = await asEmployer(people.otherOwner, "GET", "/employers/candidates");
    expect(otherCompany.body).toEqual([]);
  });

  it("is for owners and hiring managers: other roles get 403, strangers 401", async () => {
    const billing = await asEmployer(people.billing, "GET", "/employers/candidates");
    expect(billing.status).toBe(403);
    expect(billing.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
    expect((await callAsEmployer(app, null, "GET", "/employers/candidates")).status).toBe(401);
  });

  it("downloads the resume for the company only; a file whose bytes are gone is a clear 404", async () => {
    const { submissionId, applicationId } = await submitted();
    const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
    const storageKey = newStorageKey();
    const bytes = pdfBytes(2048);
    await fileStore().put(storageKey, Readable.from([bytes]));
    await db()
      .update(storedFiles)
      .set({ storageKey, sizeBytes: bytes.length })
      .where(eq(storedFiles.id, application?.resumeFileId ?? ""));

    const path = `/employers/candidates/${submissionId}/resume`;
    const found = await fetch(`${app.url}/api${path}`, { headers: { cookie: people.owner } });
    expect(found.status).toBe(200);
    expect(Buffer.from(await found.arrayBuffer())).toEqual(bytes);
    expect((await asEmployer(people.otherOwner, "GET", path)).status).toBe(404);
    expect((await asEmployer(people.billing, "GET", path)).status).toBe(403);

    await fileStore().delete(storageKey);
    const gone = await asEmployer(people.owner, "GET", path);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe("This file is no longer available.");
  });
});

describe("the employer's decisions", () => {
  it("approves for interview: the application moves to interview as the employer, the recruiter is emailed", async () => {
    const { submissionId, applicationId } = await submitted();
    const approved = await decide(people.owner, submissionId, { decision: "approve_for_interview" });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved_for_interview");
    expect((await stageEvents(applicationId)).at(-1)).toMatchObject({
      fromStage: "submitted",
      toStage: "interview",
      actor: "employer",
    });
    const mail = await lastMailTo(testAdmin.email);
    expect(mail?.subject).toMatch(/approved for an interview: ICU Nurse$/);
  });

  it("rejects with a listed reason and words: not selected, as the employer; the recruiter reads why", async () => {
    const { submissionId, applicationId } = await submitted();
    const rejected = await decide(people.owner, submissionId, {
      decision: "reject",
      reasonCode: "pay_expectations",
      note: "Asked for $20 over the range.",
    });
    expect(rejected.status).toBe(200);
    expect((await stageEvents(applicationId)).at(-1)).toMatchObject({
      toStage: "not_selected",
      actor: "employer",
    });
    const [decision] = await db()
      .select()
      .from(submissionDecisions)
      .where(eq(submissionDecisions.submissionId, submissionId));
    expect(decision).toMatchObject({ decision: "reject", reasonCode: "pay_expectations" });
    const mail = await lastMailTo(testAdmin.email);
    expect(mail?.textBody).toContain("Pay expectations too high");
    expect(mail?.textBody).toContain("Asked for $20 over the range.");
  });

  it("requests more information: the application stays submitted, the question reaches the recruiter, a decision may follow", async () => {
    const { submissionId, applicationId } = await submitted();
    const asked = await decide(people.owner, submissionId, {
      decision: "request_info",
      note: "Can she work weekends?",
    });
    expect(asked.body.status).toBe("info_requested");
    const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(application?.status).toBe("submitted");
    expect((await lastMailTo(testAdmin.email))?.textBody).toContain("Can she work weekends?");
    expect((await stageEvents(applicationId)).at(-1)).toMatchObject({
      fromStage: "submitted",
      toStage: "submitted",
      kind: "info_requested",
      actor: "employer",
    });
    const seen = await asAdmin("GET", `/admin/applications/${applicationId}`);
    expect((seen.body.history as { label: string }[]).at(-1)).toMatchObject({
      label: "Client asked for more information",
      actor: "employer",
    });
    const approved = await decide(people.owner, submissionId, { decision: "approve_for_interview" });
    expect(approved.status).toBe(200);
    expect((await stageEvents(applicationId)).at(-1)).toMatchObject({
      toStage: "interview",
      actor: "employer",
    });
  });

  it("refuses a second decision once decided (409)", async () => {
    const { submissionId } = await submitted();
    await decide(people.owner, submissionId, { decision: "approve_for_interview" });
    const again = await decide(people.owner, submissionId, { decision: "reject", reasonCode: "location" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SUBMISSION_MESSAGES.decided);
  });

  it("names each missing field: a reason, words for 'other', the question", async () => {
    const { submissionId } = await submitted();
    const noReason = await decide(people.owner, submissionId, { decision: "reject" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.reasonCode).toBe(SUBMISSION_MESSAGES.reasonRequired);
    const other = await decide(people.owner, submissionId, { decision: "reject", reasonCode: "other" });
    expect(other.body.fields?.note).toBe(SUBMISSION_MESSAGES.otherNeedsText);
    const question = await decide(people.owner, submissionId, { decision: "request_info", note: "  " });
    expect(question.body.fields?.note).toBe(SUBMISSION_MESSAGES.infoNoteRequired);
    const unknown = await decide(people.owner, submissionId, { decision: "maybe" });
    expect(unknown.status).toBe(400);
    const [row] = await db()
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, submissionId));
    expect(row?.status).toBe("awaiting_decision");
  });

  it("keeps to the company and the role: another company's id is 404, a timesheet approver 403, a cross-site post 403", async () => {
    const { submissionId } = await submitted();
    const body = { decision: "approve_for_interview" };
    const stranger = await decide(people.otherOwner, submissionId, body);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe(SUBMISSION_MESSAGES.notFound);
    const approver = await decide(people.approver, submissionId, body);
    expect(approver.status).toBe(403);
    expect(approver.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
    const crossSite = await fetch(`${app.url}/api/employers/candidates/${submissionId}/decision`, {
      method: "POST",
      headers: { cookie: people.owner, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify(body),
    });
    expect(crossSite.status).toBe(403);
    const [row] = await db()
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, submissionId));
    expect(row?.status).toBe("awaiting_decision");
  });
});
