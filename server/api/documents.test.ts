import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDocument, ContractorDocument } from "../../common/documents";
import { setupAdminTestClient } from "../../tests/support/admin-test-client";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, candidateDocuments, mailOutbox, placements, storedFiles } from "../db/schema";
import { DOCUMENT_UPLOAD_LIMIT } from "../modules/documents";
import { PNG_BYTES, pdfBytes } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-documents-"));
const database = setupTestDatabase();
const { db } = database;
const app = setupTestApp({ DATA_DIR: dataDir });
const { call } = setupAdminTestClient(database, app, "maria.gonzalez@example.com");
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const people = { ana: { id: "", token: "" }, ben: { id: "", token: "" } };

beforeAll(async () => {
  const ana = await insertSignedInCandidate(db(), { email: "ana.contractor@example.com", firstName: "Ana" });
  const ben = await insertSignedInCandidate(db(), { email: "ben.contractor@example.com", firstName: "Ben" });
  people.ana = { id: ana.id, token: ana.token };
  people.ben = { id: ben.id, token: ben.token };
});

type Person = keyof typeof people;
const bearer = (who: Person) => ({ authorization: `Bearer ${people[who].token}` });

function upload(who: Person, file: { bytes: Buffer; name: string; type?: string } | null, fields = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" });
    form.append("file", blob, file.name);
  }
  return fetch(`${app.url}/api/candidates/documents`, { method: "POST", headers: bearer(who), body: form });
}

async function listOf(who: Person): Promise<ContractorDocument[]> {
  const response = await fetch(`${app.url}/api/candidates/documents`, { headers: bearer(who) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { documents: ContractorDocument[] }).documents;
}

const download = (who: Person, id: string) =>
  fetch(`${app.url}/api/candidates/documents/${id}/file`, { headers: bearer(who) });
const remove = (who: Person, id: string) =>
  fetch(`${app.url}/api/candidates/documents/${id}`, { method: "DELETE", headers: bearer(who) });

async function storedBlobCount(): Promise<number> {
  const entries = await readdir(path.join(dataDir, "uploads"), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function latestMailTo(email: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe("contractor uploads", () => {
  it("judges the file by its content: a PNG named .pdf is stored as a PNG", async () => {
    const response = await upload("ana", { bytes: PNG_BYTES, name: "w4.pdf" }, { type: "w4" });
    expect(response.status).toBe(201);
    const document = (await response.json()) as ContractorDocument;
    expect(document).toMatchObject({
      type: "w4",
      typeLabel: "W-4",
      status: "uploaded",
      fileName: "w4.pdf",
      contentType: "image/png",
      sizeBytes: PNG_BYTES.length,
      requestedAt: null,
    });
    expect(document.uploadedAt).not.toBeNull();
  });

  it("refuses text named .pdf (415) and a file over 10 MB (413), keeping nothing", async () => {
    const rowsBefore = await db().select().from(storedFiles);
    const blobsBefore = await storedBlobCount();
    const text = await upload(
      "ana",
      { bytes: Buffer.from("just some text\n".repeat(50)), name: "id.pdf" },
      { type: "id" },
    );
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe("Upload a PDF, JPEG or PNG file.");
    const big = await upload("ana", { bytes: pdfBytes(10 * 1024 * 1024), name: "big.pdf" }, { type: "i9" });
    expect(big.status).toBe(413);
    expect(await db().select().from(storedFiles)).toHaveLength(rowsBefore.length);
    expect(await storedBlobCount()).toBe(blobsBefore);
  });

  it("answers 400 without a file or without a type (and deletes the file sent without a type)", async () => {
    const noFile = await upload("ana", null, { type: "w4" });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).fields).toHaveProperty("file");
    const rowsBefore = (await db().select().from(storedFiles)).length;
    const noType = await upload("ana", { bytes: pdfBytes(), name: "form.pdf" });
    expect(noType.status).toBe(400);
    expect((await noType.json()).fields).toHaveProperty("type");
    const badType = await upload("ana", { bytes: pdfBytes(), name: "form.pdf" }, { type: "passport" });
    expect(badType.status).toBe(400);
    expect(await db().select().from(storedFiles)).toHaveLength(rowsBefore);
  });

  it("limits uploads per account (429 after the hourly allowance)", async () => {
    const cara = await insertSignedInCandidate(db(), { email: "cara.uploader@example.com" });
    const send = () => {
      const form = new FormData();
      form.append("type", "other");
      form.append("file", new Blob([new Uint8Array(PNG_BYTES)], { type: "image/png" }), "x.png");
      return fetch(`${app.url}/api/candidates/documents`, {
        method: "POST",
        headers: { authorization: `Bearer ${cara.token}` },
        body: form,
      });
    };
    for (let sent = 0; sent < DOCUMENT_UPLOAD_LIMIT.limit; sent += 1) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses anonymous callers", async () => {
    expect((await fetch(`${app.url}/api/candidates/documents`)).status).toBe(401);
  });
});

describe("own documents only", () => {
  it("lists, downloads and deletes a contractor's own files; another's ids are 404", async () => {
    const created = (await (
      await upload("ana", { bytes: pdfBytes(100), name: "Direct déposit.pdf" }, { type: "direct_deposit" })
    ).json()) as ContractorDocument;
    expect((await listOf("ana")).map((document) => document.id)).toContain(created.id);
    expect((await listOf("ben")).map((document) => document.id)).not.toContain(created.id);

    const file = await download("ana", created.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("attachment;");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes(100));

    expect((await download("ben", created.id)).status).toBe(404);
    expect((await remove("ben", created.id)).status).toBe(404);
    expect((await download("ana", "not-a-uuid")).status).toBe(404);
    expect(
      (await upload("ben", { bytes: pdfBytes(), name: "x.pdf" }, { requestId: created.id })).status,
    ).toBe(404);

    const blobsBefore = await storedBlobCount();
    expect((await remove("ana", created.id)).status).toBe(204);
    expect((await listOf("ana")).map((document) => document.id)).not.toContain(created.id);
    expect(await storedBlobCount()).toBe(blobsBefore - 1);
    expect((await download("ana", created.id)).status).toBe(404);
  });
});

describe("requests and review", () => {
  const adminList = async (query: string) => {
    const response = await call("admin", "GET", `/api/admin/documents${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { rows: AdminDocument[]; total: number; status: string };
  };

  it("staff request a document: it is 'requested' for the contractor, who is emailed a link", async () => {
    const response = await call("admin", "POST", "/api/admin/documents/requests", {
      candidateEmail: "ANA.contractor@example.com",
      type: "i9",
      note: "Please include both sides of your ID.",
    });
    expect(response.status).toBe(201);
    const request = (await response.json()) as AdminDocument;
    expect(request).toMatchObject({
      status: "requested",
      type: "i9",
      note: "Please include both sides of your ID.",
      fileName: null,
      candidate: { id: people.ana.id, email: "ana.contractor@example.com" },
    });
    const documents = await listOf("ana");
    expect(documents[0]).toMatchObject({ id: request.id, status: "requested", typeLabel: "I-9" });
    expect((await download("ana", request.id)).status).toBe(404);
    expect((await remove("ana", request.id)).status).toBe(409);

    const mail = await latestMailTo("ana.contractor@example.com");
    expect(mail?.subject).toBe("Please upload your I-9");
    expect(mail?.textBody).toContain(`${app.config.APP_URL}/candidate/documents`);
    expect(mail?.textBody).toContain("Please include both sides of your ID.");

    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, request.id));
    expect(audit?.action).toBe("document.requested");
  });

  it("refuses a request for an unknown account or type with 400 fields", async () => {
    const response = await call("admin", "POST", "/api/admin/documents/requests", {
      candidateEmail: "nobody@example.com",
      type: "w9",
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fields)).toEqual(["type"]);
    const unknown = await call("admin", "POST", "/api/admin/documents/requests", {
      candidateEmail: "nobody@example.com",
      type: "w4",
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields).toHaveProperty("candidateEmail");
  });

  it("uploading fulfils the request; staff reject with a note, the contractor re-uploads, staff accept", async () => {
    const [request] = (await adminList("?status=requested&q=ana.contractor")).rows;
    if (!request) throw new Error("no request");
    const fulfilled = await upload("ana", { bytes: pdfBytes(10), name: "i9.pdf" }, { requestId: request.id });
    expect(fulfilled.status).toBe(201);
    expect(await fulfilled.json()).toMatchObject({ id: request.id, type: "i9", status: "uploaded" });
    expect(
      (await upload("ana", { bytes: pdfBytes(), name: "again.pdf" }, { requestId: request.id })).status,
    ).toBe(409);

    const queue = await adminList("?status=uploaded&q=Ana");
    expect(queue.rows.map((row) => row.id)).toContain(request.id);
    const staffFile = await call("admin", "GET", `/api/admin/documents/${request.id}/file`);
    expect(staffFile.status).toBe(200);
    expect(Buffer.from(await staffFile.arrayBuffer())).toEqual(pdfBytes(10));

    expect((await call("admin", "POST", `/api/admin/documents/${request.id}/reject`, {})).status).toBe(400);
    const rejected = await call("admin", "POST", `/api/admin/documents/${request.id}/reject`, {
      note: "The scan is cut off at the bottom.",
    });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({
      status: "rejected",
      note: "The scan is cut off at the bottom.",
    });
    const rejectMail = await latestMailTo("ana.contractor@example.com");
    expect(rejectMail?.subject).toBe("Your I-9 needs another look");
    expect(rejectMail?.textBody).toContain("The scan is cut off at the bottom.");
    expect((await call("admin", "POST", `/api/admin/documents/${request.id}/accept`)).status).toBe(409);

    expect(
      (await upload("ana", { bytes: pdfBytes(20), name: "i9-full.pdf" }, { requestId: request.id })).status,
    ).toBe(201);
    const accepted = await call("admin", "POST", `/api/admin/documents/${request.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      status: "accepted",
      fileName: "i9-full.pdf",
      reviewedBy: "olivia.park@sunshinestaffing.example",
    });
    expect((await latestMailTo("ana.contractor@example.com"))?.subject).toBe("Your I-9 was accepted");
    expect((await remove("ana", request.id)).status).toBe(409);

    const actions = await db()
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, request.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "document.accepted",
      "document.rejected",
      "document.requested",
    ]);
  });

  it("deleting the upload of a request sends it back to 'requested'", async () => {
    const made = (await (
      await call("admin", "POST", "/api/admin/documents/requests", {
        candidateEmail: "ben.contractor@example.com",
        type: "certification",
      })
    ).json()) as AdminDocument;
    expect(
      (await upload("ben", { bytes: PNG_BYTES, name: "cpr.png" }, { requestId: made.id, type: "w4" })).status,
    ).toBe(201);
    expect((await remove("ben", made.id)).status).toBe(204);
    const [row] = await db()
      .select()
      .from(candidateDocuments)
      .where(and(eq(candidateDocuments.id, made.id), eq(candidateDocuments.candidateId, people.ben.id)));
    expect(row).toMatchObject({ status: "requested", type: "certification", fileId: null, uploadedAt: null });
  });

  it("pages, filters by status and searches by contractor", async () => {
    const all = await adminList("");
    expect(all.total).toBeGreaterThanOrEqual(3);
    const accepted = await adminList("?status=accepted");
    expect(accepted.rows.every((row) => row.status === "accepted")).toBe(true);
    const ben = await adminList("?q=ben.contractor");
    expect(ben.rows.every((row) => row.candidate.email === "ben.contractor@example.com")).toBe(true);
    expect((await adminList("?q=nobody-at-all")).total).toBe(0);
    await db().insert(placements).values({
      candidateId: people.ben.id,
      contractorName: "Ben Tester",
      client: "Harbor Health",
      roleTitle: "CNA",
      startDate: "2026-01-05",
      payRate: "22",
      billRate: "30",
    });
    const picker = await call("admin", "GET", "/api/admin/documents/contractors?q=contractor");
    // Placed contractors first.
    expect(
      ((await picker.json()) as { contractors: { email: string }[] }).contractors.map((c) => c.email),
    ).toEqual(["ben.contractor@example.com", "ana.contractor@example.com"]);
  });

  it("staff endpoints refuse anonymous callers (401) and candidates' tokens (403)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const targets: [string, string, unknown?][] = [
      ["GET", "/api/admin/documents"],
      ["GET", "/api/admin/documents/contractors?q=ana"],
      ["POST", "/api/admin/documents/requests", { candidateEmail: "ana.contractor@example.com", type: "w4" }],
      ["POST", `/api/admin/documents/${id}/accept`],
      ["POST", `/api/admin/documents/${id}/reject`, { note: "x" }],
      ["GET", `/api/admin/documents/${id}/file`],
    ];
    for (const [method, target, body] of targets) {
      expect((await call("anonymous", method, target, body)).status).toBe(401);
      expect((await call("candidate", method, target, body)).status).toBe(403);
    }
    expect((await call("admin", "POST", `/api/admin/documents/${id}/accept`)).status).toBe(404);
  });
});
