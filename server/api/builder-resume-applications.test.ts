import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES } from "../../common/applications";
import { CANDIDATE_MESSAGES } from "../../common/candidates";
import type { SavedResume } from "../../common/saved-resumes";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { pdfText } from "../../tests/support/pdf-text";
import { insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { nurseResumeDocument } from "../../tests/support/resume-documents";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { applications, storedFiles } from "../db/schema";
import { SAVED_RESUME_MESSAGES } from "../modules/resume-builder";
import { PDF } from "../storage";

/**
 * Applying with a resume saved on /resume-builder, on /jobs/{id} (one-click) and on /apply: the
 * application's resume file is the resume's PDF, a file of its own the recruiter downloads as any.
 */

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-builder-applications-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
const { call, adminCookie } = setupApiCaller(app);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type Person = { id: string; token: string };
let ana: Person;
let ben: Person;
let jobId: string;
let anasResume: SavedResume;
let bensResume: SavedResume;

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, candidate_sessions, saved_resumes, applications, jobs, stored_files, rate_limit_counters, mail_outbox CASCADE`,
  );
  ana = await insertSignedInCandidate(db(), { email: "maria.gonzalez@example.com", firstName: "Maria" });
  ben = await insertSignedInCandidate(db(), { email: "ben@example.com", firstName: "Ben" });
  jobId = (await insertJob(db())).id;
  anasResume = await saveResume(ana, nurseResumeDocument());
  bensResume = await saveResume(
    ben,
    nurseResumeDocument({ fullName: "Ben Ortiz", email: "ben@example.com" }),
  );
});

async function saveResume(person: Person, document: ReturnType<typeof nurseResumeDocument>) {
  const response = await call("POST", "/candidates/builder-resumes", {
    token: person.token,
    body: { name: "For applying", document },
  });
  expect(response.status).toBe(201);
  return response.body.resume as SavedResume;
}

/** The application's resume is a PDF of the builder resume, its text stored, and the recruiter can download it. */
async function expectBuilderPdfAttached(applicationId: string) {
  const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
  expect(application?.resumeText).toContain("Maria Gonzalez");
  const [file] = await db()
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, application?.resumeFileId ?? UNKNOWN_ID));
  expect(file).toMatchObject({
    contentType: PDF.mime,
    purpose: "resume",
    originalName: "Maria Gonzalez - Resume.pdf",
  });

  const download = await fetch(`${app.url}/api/admin/applications/${applicationId}/resume`, {
    headers: { cookie: adminCookie() },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe(PDF.mime);
  expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain("Maria Gonzalez");
}

async function fileCount() {
  return (await db().select().from(storedFiles)).length;
}

describe("one-click apply (POST /api/candidates/applications) with a builder resume", () => {
  it("attaches the resume's PDF, without a resume on the profile", async () => {
    const response = await call("POST", "/candidates/applications", {
      token: ana.token,
      body: { jobId, builderResumeId: anasResume.id },
    });
    expect(response.status).toBe(201);
    const application = response.body.application as { id: string; resumeName: string };
    expect(application.resumeName).toBe("Maria Gonzalez - Resume.pdf");
    await expectBuilderPdfAttached(application.id);
  });

  it("keeps the application's file when the builder resume is saved again or deleted", async () => {
    const response = await call("POST", "/candidates/applications", {
      token: ana.token,
      body: { jobId, builderResumeId: anasResume.id },
    });
    const { id } = response.body.application as { id: string };
    await call("PUT", `/candidates/builder-resumes/${anasResume.id}`, {
      token: ana.token,
      body: { document: nurseResumeDocument({ fullName: "Someone Else" }) },
    });
    await call("DELETE", `/candidates/builder-resumes/${anasResume.id}`, { token: ana.token });
    await expectBuilderPdfAttached(id);
  });

  it("answers 404 for another candidate's or an unknown builder resume, and attaches nothing", async () => {
    for (const builderResumeId of [bensResume.id, UNKNOWN_ID, "not-an-id"]) {
      const response = await call("POST", "/candidates/applications", {
        token: ana.token,
        body: { jobId, builderResumeId },
      });
      expect(response.status, builderResumeId).toBe(404);
      expect(response.body.error).toBe(SAVED_RESUME_MESSAGES.notFound);
    }
    expect(await db().select().from(applications)).toEqual([]);
    expect(await fileCount()).toBe(0);
  });

  it("falls back to the profile's resume when builderResumeId is empty (400: none on the profile)", async () => {
    const response = await call("POST", "/candidates/applications", {
      token: ana.token,
      body: { jobId, builderResumeId: " " },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty("resume");
  });

  it("stores no PDF for a job already applied to (409)", async () => {
    const body = { jobId, builderResumeId: anasResume.id };
    expect((await call("POST", "/candidates/applications", { token: ana.token, body })).status).toBe(201);
    const files = await fileCount();
    expect((await call("POST", "/candidates/applications", { token: ana.token, body })).status).toBe(409);
    expect(await fileCount()).toBe(files);
  });
});

function applyForm(fields: Record<string, string>, resume?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  const values = {
    fullName: "Maria Gonzalez",
    email: "maria.gonzalez@example.com",
    phone: "(305) 555-0142",
    consentTerms: "on",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (resume) {
    form.append("resume", new Blob([new Uint8Array(resume.bytes)], { type: "application/pdf" }), resume.name);
  }
  return form;
}

describe("/apply (POST /api/applications) with a builder resume", () => {
  it("attaches the resume's PDF to a job application and to a general one", async () => {
    for (const fields of [{ jobId }, {}] as Record<string, string>[]) {
      const response = await call("POST", "/applications", {
        token: ana.token,
        body: applyForm({ ...fields, builderResumeId: anasResume.id }),
      });
      expect(response.status).toBe(201);
      await expectBuilderPdfAttached((response.body.application as { id: string }).id);
    }
  });

  it("answers 404 for another candidate's or an unknown builder resume, and keeps nothing", async () => {
    for (const builderResumeId of [bensResume.id, UNKNOWN_ID, "nope"]) {
      const response = await call("POST", "/applications", {
        token: ana.token,
        body: applyForm({ jobId, builderResumeId }),
      });
      expect(response.status, builderResumeId).toBe(404);
    }
    expect(await db().select().from(applications)).toEqual([]);
    expect(await fileCount()).toBe(0);
  });

  it("asks for a session to use a builder resume (401), and keeps nothing", async () => {
    for (const token of [undefined, "x".repeat(43)]) {
      const response = await call("POST", "/applications", {
        token,
        body: applyForm({ jobId, builderResumeId: anasResume.id }),
      });
      expect(response.status).toBe(401);
      expect(response.body.error).toBe(CANDIDATE_MESSAGES.signedOut);
    }
    expect(await db().select().from(applications)).toEqual([]);
  });

  it("refuses a file and a builder resume together (400 on the resume field), keeping neither", async () => {
    const bytes = await readFile(path.join(FIXTURES_DIR, "01-classic-one-column.pdf"));
    const response = await call("POST", "/applications", {
      token: ana.token,
      body: applyForm({ jobId, builderResumeId: anasResume.id }, { bytes, name: "upload.pdf" }),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ resume: APPLICATION_MESSAGES.resumeOrSaved });
    expect(await fileCount()).toBe(0);
  });

  it("still asks for a resume when neither a file nor a builder resume came", async () => {
    const response = await call("POST", "/applications", { token: ana.token, body: applyForm({ jobId }) });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ resume: APPLICATION_MESSAGES.resume });
  });

  it("keeps no second PDF when the same address applies to the same job again", async () => {
    const body = () => applyForm({ jobId, builderResumeId: anasResume.id });
    expect((await call("POST", "/applications", { token: ana.token, body: body() })).status).toBe(201);
    const files = await fileCount();
    const again = await call("POST", "/applications", { token: ana.token, body: body() });
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(await fileCount()).toBe(files);
  });
});
