import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { RESUME_DOCUMENT_MAX_BYTES, type ResumeDocument } from "../../common/resume-document";
import {
  SAVED_RESUME_VERSIONS_KEPT,
  SAVED_RESUMES_MAX,
  type SavedResume,
  type SavedResumeVersion,
} from "../../common/saved-resumes";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { pdfText } from "../../tests/support/pdf-text";
import { insertSignedInCandidate } from "../../tests/support/records";
import { nurseResumeDocument, resumeDocumentOfSize } from "../../tests/support/resume-documents";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  candidates,
  profileBuilderResumes,
  savedResumes,
  savedResumeVersions,
  storedFiles,
} from "../db/schema";
import { hashPassword } from "../kernel/passwords";
import {
  BUILDER_RESUME_WRITE_LIMIT,
  RESUME_EXPORT_LIMIT_PER_IP,
  RESUME_IMPORT_LIMIT_PER_IP,
  RESUME_IMPORT_MESSAGES,
  RESUME_TOO_LARGE_MESSAGE,
  SAVED_RESUME_MESSAGES,
  TOO_MANY_SAVED_RESUMES,
} from "../modules/resume-builder";
import { resumeTextOf, UNREADABLE_RESUME_MESSAGE } from "../modules/resumes";
import { clientAddressKey, countRateLimitHit } from "../rate-limit";
import { DOCX, fileStore, PDF } from "../storage";
import { PNG_BYTES } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-resume-builder-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SAVED = "/api/candidates/builder-resumes";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type Person = { id: string; token: string };
let ana: Person;
let ben: Person;

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, candidate_sessions, saved_resumes, stored_files, rate_limit_counters CASCADE`,
  );
  ana = await insertSignedInCandidate(db(), { email: "ana@example.com" });
  ben = await insertSignedInCandidate(db(), { email: "ben@example.com", firstName: "Ben" });
});

function call(method: string, route: string, { token, body }: { token?: string; body?: unknown } = {}) {
  return fetch(`${app.url}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

async function saveResume(person: Person, name = "Nursing", document = nurseResumeDocument()) {
  const response = await call("POST", SAVED, { token: person.token, body: { name, document } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { resume: SavedResume }).resume;
}

function exportResume(format: string, body: unknown) {
  return call("POST", `/api/resume-builder/export?format=${format}`, { body });
}

function importForm(file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append("note", "no file");
  return fetch(`${app.url}/api/resume-builder/import`, { method: "POST", body: form });
}

async function storedBytes(fileId: string): Promise<Buffer> {
  const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) throw new Error("no such stored file");
  const chunks: Buffer[] = [];
  for await (const chunk of fileStore().get(file.storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("POST /api/resume-builder/export", () => {
  it("answers a PDF attachment named after the person, with the resume's text", async () => {
    const response = await exportResume("pdf", { document: nurseResumeDocument() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Maria Gonzalez - Resume.pdf"; filename*=UTF-8''Maria%20Gonzalez%20-%20Resume.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Maria Gonzalez");
    expect(text).toContain("maria.gonzalez@example.com");
  });

  it("answers a DOCX attachment the site's parser reads", async () => {
    const response = await exportResume("docx", { document: nurseResumeDocument() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(DOCX.mime);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Maria Gonzalez - Resume\.docx"/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const text = await resumeTextOf(bytes, DOCX.mime);
    expect(text).toContain("Maria Gonzalez");
    expect(text).toContain("(305) 555-0142");
  });

  it("makes a safe file name of any name, and a plain one of none", async () => {
    const tricky = nurseResumeDocument({ fullName: '../José "J" O\u202eReilly: CV' });
    const named = await exportResume("pdf", { document: tricky });
    expect(named.status).toBe(200);
    const disposition = named.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="Jose J OReilly CV - Resume\.pdf"; filename\*=UTF-8''/,
    );
    expect(disposition).not.toMatch(/\.\.|\//);
    const unnamed = await exportResume("pdf", { document: nurseResumeDocument({ fullName: "  " }) });
    expect(unnamed.headers.get("content-disposition")).toMatch(/^attachment; filename="Resume\.pdf"/);
  });

  it("answers 400 naming the fields of an invalid document or format", async () => {
    const document = {
      ...nurseResumeDocument(),
      design: { ...nurseResumeDocument().design, template: "fancy" },
    };
    const invalid = await json(await exportResume("pdf", { document }));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields)).toEqual(["document.design.template"]);

    const missing = await json(await exportResume("pdf", {}));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty("document");

    for (const format of ["txt", ""]) {
      const wrongFormat = await json(await exportResume(format, { document: nurseResumeDocument() }));
      expect(wrongFormat.status).toBe(400);
      expect(wrongFormat.body.fields).toEqual({ format: RESUME_IMPORT_MESSAGES.format });
    }
    const notJson = await call("POST", "/api/resume-builder/export?format=pdf", { body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("answers 413 with a clear message past RESUME_DOCUMENT_MAX_BYTES, whether the body or the document is over", async () => {
    // Just over the document limit, within the body parser's allowance for the wrapper.
    const justOver = resumeDocumentOfSize(RESUME_DOCUMENT_MAX_BYTES);
    const justOverBody = JSON.stringify({ document: justOver });
    expect(Buffer.byteLength(justOverBody)).toBeLessThan(RESUME_DOCUMENT_MAX_BYTES + 4 * 1024);
    const over = await json(await exportResume("pdf", justOverBody));
    expect(over).toEqual({ status: 413, body: { error: RESUME_TOO_LARGE_MESSAGE } });

    const farOver = await json(await exportResume("pdf", { document: resumeDocumentOfSize(600 * 1024) }));
    expect(farOver).toEqual({ status: 413, body: { error: RESUME_TOO_LARGE_MESSAGE } });

    // A document just under the limit is larger than the API's usual 100 KB and still welcome.
    const large = resumeDocumentOfSize(150 * 1024);
    expect((await exportResume("docx", { document: large })).status).toBe(200);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await fetch(`${app.url}/api/resume-builder/export?format=pdf`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "document",
    });
    expect(response.status).toBe(415);
  });

  it("counts exports per client address (429 past the limit)", async () => {
    for (let i = 0; i < RESUME_EXPORT_LIMIT_PER_IP.limit; i++) {
      await countRateLimitHit(RESUME_EXPORT_LIMIT_PER_IP, clientAddressKey("127.0.0.1"));
    }
    const refused = await exportResume("pdf", { document: nurseResumeDocument() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("POST /api/resume-builder/import", () => {
  it("reads a PDF resume in memory: the fields the parser found and the document they start", async () => {
    const bytes = await readFile(path.join(FIXTURES_DIR, "01-classic-one-column.pdf"));
    const response = await json(await importForm({ bytes, name: "daniel.pdf", type: "application/pdf" }));
    expect(response.status).toBe(200);
    expect(response.body.fields).toEqual({
      fullName: "Daniel Reyes",
      email: "daniel.reyes@example.com",
      phone: "(305) 555-0101",
      skills: expect.arrayContaining(["TypeScript", "React", "Node.js", "PostgreSQL", "AWS", "Docker"]),
      recentTitle: "Senior Software Engineer",
    });
    const document = response.body.document as ResumeDocument;
    expect(document.contact).toMatchObject({
      fullName: "Daniel Reyes",
      email: "daniel.reyes@example.com",
      phone: "(305) 555-0101",
    });
    // Nothing was kept: no file row, nothing on disk.
    expect(await db().select().from(storedFiles)).toEqual([]);
  });

  it("reads a DOCX resume, whatever name and type the browser gave it", async () => {
    const bytes = await readFile(path.join(FIXTURES_DIR, "07-classic-one-column.docx"));
    const response = await json(
      await importForm({ bytes, name: "carlos.bin", type: "application/octet-stream" }),
    );
    expect(response.status).toBe(200);
    expect(response.body.fields).toMatchObject({
      fullName: "Carlos Mendoza",
      email: "carlos.mendoza@example.com",
      phone: "(305) 555-0107",
      recentTitle: "Medical Assistant",
    });
    expect(await db().select().from(storedFiles)).toEqual([]);
  });

  it("refuses a file that is not a PDF or DOCX by its content (415), and a non-multipart body", async () => {
    const png = await importForm({ bytes: PNG_BYTES, name: "resume.pdf", type: "application/pdf" });
    expect(png.status).toBe(415);
    const asJson = await call("POST", "/api/resume-builder/import", { body: { resume: "x" } });
    expect(asJson.status).toBe(415);
  });

  it("answers 400 for a form without a file and for an unreadable PDF", async () => {
    const none = await json(await importForm());
    expect(none).toEqual({
      status: 400,
      body: { error: expect.any(String), fields: { resume: RESUME_IMPORT_MESSAGES.resume } },
    });
    const garbage = await json(
      await importForm({ bytes: Buffer.from("%PDF-1.7\ngarbage"), name: "r.pdf", type: "application/pdf" }),
    );
    expect(garbage).toEqual({
      status: 400,
      body: { error: UNREADABLE_RESUME_MESSAGE, fields: { resume: UNREADABLE_RESUME_MESSAGE } },
    });
  });

  it("answers 413 for a file over 10 MB while it streams", async () => {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const response = await importForm({ bytes, name: "big.pdf", type: "application/pdf" });
    expect(response.status).toBe(413);
  });

  it("counts every attempt per client address (429 past the limit)", async () => {
    for (let i = 0; i < RESUME_IMPORT_LIMIT_PER_IP.limit; i++) expect((await importForm()).status).toBe(400);
    const bytes = await readFile(path.join(FIXTURES_DIR, "01-classic-one-column.pdf"));
    expect((await importForm({ bytes, name: "r.pdf", type: "application/pdf" })).status).toBe(429);
  });
});

describe("the saved resumes of a signed-in candidate", () => {
  it("creates, lists, reads, renames and deletes a resume", async () => {
    const created = await saveResume(ana, "  Nursing roles  ");
    expect(created).toEqual({
      id: expect.any(String),
      name: "Nursing roles",
      updatedAt: expect.any(String),
      isProfileResume: false,
      versionCount: 1,
      document: nurseResumeDocument(),
    });

    const list = await json(await call("GET", SAVED, { token: ana.token }));
    expect(list).toEqual({ status: 200, body: { resumes: [expect.objectContaining({ id: created.id })] } });
    expect(list.body.resumes[0]).not.toHaveProperty("document");

    const read = await json(await call("GET", `${SAVED}/${created.id}`, { token: ana.token }));
    expect(read.body.resume).toEqual(created);

    const edited = nurseResumeDocument({ title: "ICU Nurse" });
    const updated = await json(
      await call("PUT", `${SAVED}/${created.id}`, {
        token: ana.token,
        body: { name: "ICU", document: edited },
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.resume).toMatchObject({ name: "ICU", versionCount: 2, document: edited });
    // Without a name, the name stays.
    const kept = await json(
      await call("PUT", `${SAVED}/${created.id}`, { token: ana.token, body: { document: edited } }),
    );
    expect(kept.body.resume).toMatchObject({ name: "ICU", versionCount: 3 });

    const deleted = await call("DELETE", `${SAVED}/${created.id}`, { token: ana.token });
    expect(deleted.status).toBe(204);
    expect((await call("GET", `${SAVED}/${created.id}`, { token: ana.token })).status).toBe(404);
    expect(await db().select().from(savedResumeVersions)).toEqual([]);
    expect((await json(await call("GET", SAVED, { token: ana.token }))).body).toEqual({ resumes: [] });
  });

  it("lists the most recently saved first", async () => {
    const first = await saveResume(ana, "First");
    const second = await saveResume(ana, "Second");
    const names = async () =>
      (await json(await call("GET", SAVED, { token: ana.token }))).body.resumes.map(
        (r: { name: string }) => r.name,
      );
    expect(await names()).toEqual(["Second", "First"]);
    await call("PUT", `${SAVED}/${first.id}`, {
      token: ana.token,
      body: { document: nurseResumeDocument() },
    });
    expect(await names()).toEqual(["First", "Second"]);
    expect(second.id).not.toBe(first.id);
  });

  it("answers 400 naming the fields of a bad name or document", async () => {
    const noName = await json(
      await call("POST", SAVED, { token: ana.token, body: { name: " ", document: nurseResumeDocument() } }),
    );
    expect(noName).toEqual({
      status: 400,
      body: { error: expect.any(String), fields: { name: "Give this resume a name." } },
    });
    const longName = await json(
      await call("POST", SAVED, {
        token: ana.token,
        body: { name: "x".repeat(81), document: nurseResumeDocument() },
      }),
    );
    expect(longName.body.fields).toEqual({ name: expect.stringContaining("80 characters") });
    const badDate = nurseResumeDocument();
    const experience = badDate.sections[1];
    if (experience?.kind !== "experience" || !experience.entries[0]) throw new Error("fixture changed");
    experience.entries[0].startDate = "March 2020";
    const invalid = await json(
      await call("POST", SAVED, { token: ana.token, body: { name: "A", document: badDate } }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      "document.sections.1.entries.0.startDate": "Use a year, or a year and month (2021-03).",
    });
    const resume = await saveResume(ana);
    const badUpdate = await json(
      await call("PUT", `${SAVED}/${resume.id}`, { token: ana.token, body: { name: "B" } }),
    );
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.fields).toHaveProperty("document");
    expect(await db().select().from(savedResumes)).toHaveLength(1);
  });

  it("answers 413 for a document over the limit, saved or updated", async () => {
    const document = resumeDocumentOfSize(RESUME_DOCUMENT_MAX_BYTES);
    const created = await json(
      await call("POST", SAVED, { token: ana.token, body: { name: "Big", document } }),
    );
    expect(created).toEqual({ status: 413, body: { error: RESUME_TOO_LARGE_MESSAGE } });
    const resume = await saveResume(ana);
    const updated = await json(
      await call("PUT", `${SAVED}/${resume.id}`, { token: ana.token, body: { document } }),
    );
    expect(updated.status).toBe(413);
  });

  it(`keeps at most ${SAVED_RESUMES_MAX} resumes per candidate (409 with the reason beyond)`, async () => {
    await db()
      .insert(savedResumes)
      .values(
        Array.from({ length: SAVED_RESUMES_MAX }, (_, i) => ({
          candidateId: ana.id,
          name: `Resume ${i}`,
          document: nurseResumeDocument(),
        })),
      );
    const refused = await json(
      await call("POST", SAVED, {
        token: ana.token,
        body: { name: "One more", document: nurseResumeDocument() },
      }),
    );
    expect(refused).toEqual({ status: 409, body: { error: TOO_MANY_SAVED_RESUMES } });
    // Another candidate's count is their own.
    await saveResume(ben);
  });

  it(`keeps the last ${SAVED_RESUME_VERSIONS_KEPT} versions, newest first, trimmed on each save`, async () => {
    const resume = await saveResume(ana, "v0");
    for (let i = 1; i <= SAVED_RESUME_VERSIONS_KEPT + 4; i++) {
      const saved = await call("PUT", `${SAVED}/${resume.id}`, {
        token: ana.token,
        body: { name: `v${i}`, document: nurseResumeDocument({ title: `Title ${i}` }) },
      });
      expect(saved.status).toBe(200);
    }
    const { body } = await json(await call("GET", `${SAVED}/${resume.id}/versions`, { token: ana.token }));
    const versions = body.versions as SavedResumeVersion[];
    expect(versions).toHaveLength(SAVED_RESUME_VERSIONS_KEPT);
    expect(versions.map((version) => version.name)).toEqual(
      Array.from({ length: SAVED_RESUME_VERSIONS_KEPT }, (_, i) => `v${SAVED_RESUME_VERSIONS_KEPT + 4 - i}`),
    );
    expect(versions[0]).toEqual({ id: expect.any(String), name: "v24", savedAt: expect.any(String) });
    expect(await db().select().from(savedResumeVersions)).toHaveLength(SAVED_RESUME_VERSIONS_KEPT);
    const read = await json(await call("GET", `${SAVED}/${resume.id}`, { token: ana.token }));
    expect(read.body.resume.versionCount).toBe(SAVED_RESUME_VERSIONS_KEPT);
  });

  it("restores a version as a new version, leaving the ones in between", async () => {
    const resume = await saveResume(ana, "First draft", nurseResumeDocument({ title: "Nurse" }));
    await call("PUT", `${SAVED}/${resume.id}`, {
      token: ana.token,
      body: { name: "Second", document: nurseResumeDocument({ title: "Charge Nurse" }) },
    });
    const before = (await json(await call("GET", `${SAVED}/${resume.id}/versions`, { token: ana.token })))
      .body.versions as SavedResumeVersion[];
    const oldest = before.at(-1);
    expect(oldest?.name).toBe("First draft");

    const restored = await json(
      await call("POST", `${SAVED}/${resume.id}/versions/${oldest?.id}/restore`, { token: ana.token }),
    );
    expect(restored.status).toBe(200);
    expect(restored.body.resume).toMatchObject({
      name: "First draft",
      versionCount: 3,
      document: nurseResumeDocument({ title: "Nurse" }),
    });
    const after = (await json(await call("GET", `${SAVED}/${resume.id}/versions`, { token: ana.token }))).body
      .versions as SavedResumeVersion[];
    expect(after.map((version) => version.name)).toEqual(["First draft", "Second", "First draft"]);
  });

  it("answers 404 for an unknown or malformed id on every route", async () => {
    const resume = await saveResume(ana);
    for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
      for (const [method, route, body] of [
        ["GET", `${SAVED}/${id}`, undefined],
        ["PUT", `${SAVED}/${id}`, { document: nurseResumeDocument() }],
        ["DELETE", `${SAVED}/${id}`, undefined],
        ["GET", `${SAVED}/${id}/versions`, undefined],
        ["POST", `${SAVED}/${id}/versions/${UNKNOWN_ID}/restore`, undefined],
        ["POST", `${SAVED}/${id}/profile-resume`, undefined],
      ] as const) {
        const response = await json(await call(method, route, { token: ana.token, body }));
        expect(response, `${method} ${route}`).toEqual({
          status: 404,
          body: { error: SAVED_RESUME_MESSAGES.notFound },
        });
      }
    }
    for (const versionId of [UNKNOWN_ID, "nope"]) {
      const response = await json(
        await call("POST", `${SAVED}/${resume.id}/versions/${versionId}/restore`, { token: ana.token }),
      );
      expect(response).toEqual({ status: 404, body: { error: SAVED_RESUME_MESSAGES.versionNotFound } });
    }
  });

  it("never shows or changes another candidate's resume: 404 on every :id route", async () => {
    const anas = await saveResume(ana, "Ana's");
    const bens = await saveResume(ben, "Ben's");
    const [bensVersion] = (
      await json(await call("GET", `${SAVED}/${bens.id}/versions`, { token: ben.token }))
    ).body.versions as SavedResumeVersion[];
    const routes = [
      ["GET", `${SAVED}/${bens.id}`, undefined],
      ["PUT", `${SAVED}/${bens.id}`, { name: "Taken", document: nurseResumeDocument({ fullName: "Ana" }) }],
      ["PUT", `${SAVED}/${bens.id}`, { name: "" }],
      ["GET", `${SAVED}/${bens.id}/versions`, undefined],
      ["POST", `${SAVED}/${bens.id}/versions/${bensVersion?.id}/restore`, undefined],
      ["POST", `${SAVED}/${bens.id}/profile-resume`, undefined],
      ["DELETE", `${SAVED}/${bens.id}`, undefined],
    ] as const;
    for (const [method, route, body] of routes) {
      const response = await json(await call(method, route, { token: ana.token, body }));
      expect(response, `${method} ${route}`).toEqual({
        status: 404,
        body: { error: SAVED_RESUME_MESSAGES.notFound },
      });
    }
    // Ana's resume with Ben's version id: the version is not hers either.
    const crossed = await call("POST", `${SAVED}/${anas.id}/versions/${bensVersion?.id}/restore`, {
      token: ana.token,
    });
    expect(crossed.status).toBe(404);
    // Ben's resume is as he left it, and Ana's list holds only hers.
    const bensNow = await json(await call("GET", `${SAVED}/${bens.id}`, { token: ben.token }));
    expect(bensNow.body.resume).toEqual(bens);
    const anasList = (await json(await call("GET", SAVED, { token: ana.token }))).body.resumes;
    expect(anasList.map((resume: { id: string }) => resume.id)).toEqual([anas.id]);
    const [bensRow] = await db().select().from(candidates).where(eq(candidates.id, ben.id));
    const [anasRow] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(bensRow?.resumeFileId).toBeNull();
    expect(anasRow?.resumeFileId).toBeNull();
  });

  it("counts saves per candidate (429 past the limit)", async () => {
    const resume = await saveResume(ana);
    for (let i = 0; i < BUILDER_RESUME_WRITE_LIMIT.limit; i++) {
      await countRateLimitHit(BUILDER_RESUME_WRITE_LIMIT, ana.id);
    }
    const refused = await call("PUT", `${SAVED}/${resume.id}`, {
      token: ana.token,
      body: { document: nurseResumeDocument() },
    });
    expect(refused.status).toBe(429);
    expect((await call("POST", `${SAVED}/${resume.id}/profile-resume`, { token: ana.token })).status).toBe(
      429,
    );
    // Ben is not held back by Ana's saves.
    await saveResume(ben);
  });
});

describe("the profile resume", () => {
  it("makes the resume's PDF the profile's resume file and its text the searchable resume text", async () => {
    const resume = await saveResume(ana);
    const response = await json(
      await call("POST", `${SAVED}/${resume.id}/profile-resume`, { token: ana.token }),
    );
    expect(response.status).toBe(200);
    expect(response.body.resume).toMatchObject({ id: resume.id, isProfileResume: true });

    const [row] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(row?.resumeFileId).toEqual(expect.any(String));
    expect(row?.resumeText).toContain("Maria Gonzalez");
    expect(row?.resumeText).toContain("Patient Care");
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.resumeFileId ?? ""));
    expect(file).toMatchObject({
      contentType: PDF.mime,
      purpose: "resume",
      originalName: "Maria Gonzalez - Resume.pdf",
    });
    expect(await pdfText(await storedBytes(file?.id ?? ""))).toContain("Maria Gonzalez");

    // The profile's download serves it, and the candidate database's search finds its words.
    const download = await fetch(`${app.url}/api/candidates/resume`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe(PDF.mime);
    const [found] = await db()
      .select({ id: candidates.id })
      .from(candidates)
      .where(sql`${candidates.searchVector} @@ plainto_tsquery('english', 'Jackson Memorial')`);
    expect(found?.id).toBe(ana.id);
  });

  it("gets a new PDF when the resume is saved again or a version restored, and the old file goes", async () => {
    const resume = await saveResume(ana);
    await call("POST", `${SAVED}/${resume.id}/profile-resume`, { token: ana.token });
    const [before] = await db().select().from(candidates).where(eq(candidates.id, ana.id));

    const edited = nurseResumeDocument({ title: "Charge Nurse", fullName: "Maria G. Gonzalez" });
    const saved = await json(
      await call("PUT", `${SAVED}/${resume.id}`, { token: ana.token, body: { document: edited } }),
    );
    expect(saved.body.resume.isProfileResume).toBe(true);
    const [after] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(after?.resumeFileId).not.toBe(before?.resumeFileId);
    expect(after?.resumeText).toContain("Maria G. Gonzalez");
    expect(await db().select().from(storedFiles)).toEqual([
      expect.objectContaining({ id: after?.resumeFileId }),
    ]);

    const versions = (await json(await call("GET", `${SAVED}/${resume.id}/versions`, { token: ana.token })))
      .body.versions as SavedResumeVersion[];
    await call("POST", `${SAVED}/${resume.id}/versions/${versions.at(-1)?.id}/restore`, { token: ana.token });
    const [restored] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(restored?.resumeText).toContain("Maria Gonzalez");
    expect(restored?.resumeText).not.toContain("Maria G. Gonzalez");
  });

  it("moves to another resume, and saving the former one leaves the profile alone", async () => {
    const first = await saveResume(ana, "First");
    const second = await saveResume(ana, "Second", nurseResumeDocument({ fullName: "Maria Second" }));
    await call("POST", `${SAVED}/${first.id}/profile-resume`, { token: ana.token });
    await call("POST", `${SAVED}/${second.id}/profile-resume`, { token: ana.token });
    const list = (await json(await call("GET", SAVED, { token: ana.token }))).body.resumes;
    expect(list.map((r: { name: string; isProfileResume: boolean }) => [r.name, r.isProfileResume])).toEqual([
      ["Second", true],
      ["First", false],
    ]);
    await call("PUT", `${SAVED}/${first.id}`, {
      token: ana.token,
      body: { document: nurseResumeDocument() },
    });
    const [row] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(row?.resumeText).toContain("Maria Second");
    expect(await db().select().from(profileBuilderResumes)).toEqual([
      expect.objectContaining({ savedResumeId: second.id }),
    ]);
  });

  it("stops being the profile resume once the candidate uploads a file, and a later save keeps the upload", async () => {
    const resume = await saveResume(ana);
    await call("POST", `${SAVED}/${resume.id}/profile-resume`, { token: ana.token });
    const form = new FormData();
    const upload = await readFile(path.join(FIXTURES_DIR, "01-classic-one-column.pdf"));
    form.append("resume", new Blob([new Uint8Array(upload)], { type: "application/pdf" }), "upload.pdf");
    const replaced = await fetch(`${app.url}/api/candidates/resume`, {
      method: "PUT",
      headers: { authorization: `Bearer ${ana.token}` },
      body: form,
    });
    expect(replaced.status).toBe(200);
    const saved = await json(
      await call("PUT", `${SAVED}/${resume.id}`, {
        token: ana.token,
        body: { document: nurseResumeDocument() },
      }),
    );
    expect(saved.body.resume.isProfileResume).toBe(false);
    const [row] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(row?.resumeText).toContain("Daniel Reyes");
  });

  it("stays on the profile when its saved resume is deleted", async () => {
    const resume = await saveResume(ana);
    await call("POST", `${SAVED}/${resume.id}/profile-resume`, { token: ana.token });
    await call("DELETE", `${SAVED}/${resume.id}`, { token: ana.token });
    const [row] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(row?.resumeText).toContain("Maria Gonzalez");
    expect(await db().select().from(profileBuilderResumes)).toEqual([]);
  });
});

describe("the candidate's own data", () => {
  it("exports their saved resumes with versions, and account deletion removes them", async () => {
    const resume = await saveResume(ana, "Mine");
    await call("PUT", `${SAVED}/${resume.id}`, {
      token: ana.token,
      body: { name: "Mine v2", document: nurseResumeDocument() },
    });
    await saveResume(ben, "Ben's");
    const exported = await json(await call("GET", "/api/candidates/export", { token: ana.token }));
    expect(exported.status).toBe(200);
    expect(exported.body.builderResumes).toEqual([
      {
        id: resume.id,
        name: "Mine v2",
        isProfileResume: false,
        document: nurseResumeDocument(),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        versions: [
          { name: "Mine v2", document: nurseResumeDocument(), savedAt: expect.any(String) },
          { name: "Mine", document: nurseResumeDocument(), savedAt: expect.any(String) },
        ],
      },
    ]);

    await call("POST", `${SAVED}/${resume.id}/profile-resume`, { token: ana.token });
    await db()
      .update(candidates)
      .set({ passwordHash: await hashPassword("ana's long password") })
      .where(eq(candidates.id, ana.id));
    const erased = await call("POST", "/api/candidates/account/delete", {
      token: ana.token,
      body: { password: "ana's long password" },
    });
    expect(erased.status).toBe(200);
    expect(await db().select({ name: savedResumes.name }).from(savedResumes)).toEqual([{ name: "Ben's" }]);
    expect(await db().select().from(savedResumeVersions)).toHaveLength(1);
    expect(await db().select().from(profileBuilderResumes)).toEqual([]);
    // The profile PDF made from her resume went with the account.
    expect(await db().select().from(storedFiles)).toEqual([]);
  });
});

describe("signed out", () => {
  it("answers 401 on every saved-resume route without a live session", async () => {
    const resume = await saveResume(ana);
    for (const [method, route] of [
      ["GET", SAVED],
      ["POST", SAVED],
      ["GET", `${SAVED}/${resume.id}`],
      ["PUT", `${SAVED}/${resume.id}`],
      ["DELETE", `${SAVED}/${resume.id}`],
      ["GET", `${SAVED}/${resume.id}/versions`],
      ["POST", `${SAVED}/${resume.id}/profile-resume`],
    ] as const) {
      const response = await call(method, route, { token: "x".repeat(43) });
      expect(response.status, `${method} ${route}`).toBe(401);
    }
    expect(await db().select().from(savedResumes)).toHaveLength(1);
  });
});
