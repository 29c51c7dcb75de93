import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_MESSAGES } from "../../common/candidates";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidates, mailOutbox, storedFiles } from "../db/schema";
import { CANDIDATE_RATE_LIMITS } from "../modules/candidates";
import { PNG_BYTES, pdfBytes } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-candidate-resume-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PDF_RESUME = "01-classic-one-column.pdf";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The form as /candidate/registration posts it: checkboxes are "on". */
const ana = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "Ana.Lopez@Example.com",
  phone: "(954) 555-0199",
  password: "fort lauderdale tides",
  consentTerms: "on",
  consentSms: "on",
};
const ben = { ...ana, firstName: "Ben", email: "ben.ortiz@example.com", password: "miami beach sunrise 4" };

type Attachment = { bytes: Buffer; name: string; type: string };

const pdfResume = async (): Promise<Attachment> => ({
  bytes: await readFile(path.join(FIXTURES_DIR, PDF_RESUME)),
  name: "Ana Lopez résumé.pdf",
  type: "application/pdf",
});

function registerForm(fields: Record<string, string>, resume?: Attachment) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) {
    form.append("resume", new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name);
  }
  return fetch(`${app.url}/api/candidates/register`, { method: "POST", body: form });
}

async function postJson(endpoint: string, body: unknown) {
  const response = await fetch(`${app.url}/api/candidates/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const bearer = (token?: string): HeadersInit => (token ? { authorization: `Bearer ${token}` } : {});
const getResume = (token?: string) => fetch(`${app.url}/api/candidates/resume`, { headers: bearer(token) });

/** Verifies the address with the emailed code and signs in: the login response's body. */
async function verifyAndSignIn(person: typeof ana) {
  const [mail] = await db()
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, person.email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = /code is (\d{6})/.exec(mail?.subject ?? "")?.[1];
  expect((await postJson("verify", { email: person.email, code })).status).toBe(200);
  const login = await postJson("login", { email: person.email, password: person.password });
  expect(login.status).toBe(200);
  return login.body as { token: string; candidate: Record<string, unknown> };
}

async function rowCount(table: typeof candidates | typeof storedFiles) {
  const [row] = await db().select({ total: count() }).from(table);
  return row?.total ?? 0;
}

async function filesOnDisk(): Promise<number> {
  const entries = await readdir(path.join(dataDir, "uploads"), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const registered = { message: CANDIDATE_MESSAGES.registered };

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, candidate_sessions, candidate_verifications, stored_files, mail_outbox, rate_limit_counters CASCADE`,
  );
  await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
});

describe("POST /api/candidates/register as multipart/form-data", () => {
  it("keeps a PDF resume on the new account; login, profile and download show it", async () => {
    const resume = await pdfResume();
    const response = await registerForm(ana, resume);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(registered);
    const [row] = await db().select().from(candidates);
    expect(row).toMatchObject({ email: "ana.lopez@example.com", consentSmsAt: expect.any(Date) });
    const [file] = await db().select().from(storedFiles);
    expect(row?.resumeFileId).toBe(file?.id);
    expect(file).toMatchObject({ purpose: "resume", contentType: "application/pdf" });

    const { token, candidate } = await verifyAndSignIn(ana);
    const expected = { fileName: "Ana Lopez résumé.pdf", uploadedAt: file?.createdAt.toISOString() };
    expect(candidate.resume).toEqual(expected);
    const profile = await fetch(`${app.url}/api/candidates/profile`, { headers: bearer(token) });
    expect((await profile.json()).resume).toEqual(expected);

    const download = await getResume(token);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(resume.bytes)).toBe(true);
  });

  it("registers without a file, and the profile says there is no resume", async () => {
    const response = await registerForm({ ...ana, consentSms: "" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(registered);
    const [row] = await db().select().from(candidates);
    expect(row).toMatchObject({ resumeFileId: null, consentSmsAt: null });
    const { token, candidate } = await verifyAndSignIn(ana);
    expect(candidate.resume).toBeNull();
    const download = await getResume(token);
    expect(download.status).toBe(404);
    expect(await download.json()).toEqual({ error: CANDIDATE_MESSAGES.noResume });
  });

  it("refuses an image renamed to .pdf with 415 and creates no account", async () => {
    const response = await registerForm(ana, {
      bytes: PNG_BYTES,
      name: "resume.pdf",
      type: "application/pdf",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Upload a PDF or DOCX file." });
    expect(await rowCount(candidates)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
    expect(await filesOnDisk()).toBe(0);
  });

  it("refuses a text file named .docx with 415", async () => {
    const text = { bytes: Buffer.from("Ana Lopez\nNurse\n"), name: "cv.docx", type: DOCX_TYPE };
    expect((await registerForm(ana, text)).status).toBe(415);
    expect(await rowCount(candidates)).toBe(0);
  });

  it("refuses an 11 MB file with 413 while it streams, keeping nothing", async () => {
    const huge = { bytes: pdfBytes(11 * 1024 * 1024), name: "huge.pdf", type: "application/pdf" };
    const response = await registerForm(ana, huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The file is too large. The limit is 10 MB." });
    expect(await rowCount(candidates)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
    expect(await filesOnDisk()).toBe(0);
  });

  it("answers bad fields with the JSON call's messages and deletes the resume it received", async () => {
    const response = await registerForm(
      { ...ana, email: "not an email", consentTerms: "" },
      await pdfResume(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { email: CANDIDATE_MESSAGES.email, consentTerms: CANDIDATE_MESSAGES.consentTerms },
    });
    expect(await rowCount(candidates)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
    expect(await filesOnDisk()).toBe(0);
  });

  it("answers an address that has an account exactly the same and keeps no second file", async () => {
    expect((await registerForm(ana, await pdfResume())).status).toBe(202);
    const [first] = await db().select().from(candidates);
    const again = await registerForm({ ...ana, email: "ANA.LOPEZ@example.com" }, await pdfResume());
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(registered);
    expect(await rowCount(candidates)).toBe(1);
    const files = await db().select({ id: storedFiles.id }).from(storedFiles);
    expect(files).toEqual([{ id: first?.resumeFileId }]);
    expect(await filesOnDisk()).toBe(1);
  });

  it("answers a bot that filled the hidden field like anyone, and creates nothing", async () => {
    const trapped = await registerForm({ ...ana, website: "https://spam.example" }, await pdfResume());
    expect(trapped.status).toBe(202);
    expect(await trapped.json()).toEqual(registered);
    expect(await rowCount(candidates)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
    expect(await filesOnDisk()).toBe(0);
    // An empty trap is a person's form.
    expect((await registerForm({ ...ana, website: "" })).status).toBe(202);
    expect(await rowCount(candidates)).toBe(1);
  });

  it("counts forms against the registration limit before reading the upload (429)", async () => {
    const { limit } = CANDIDATE_RATE_LIMITS.registerPerIp;
    for (let i = 0; i < limit; i++) {
      expect((await registerForm({ ...ana, email: `ana${i}@example.com` })).status).toBe(202);
    }
    const refused = await registerForm({ ...ana, email: "ana.late@example.com" }, await pdfResume());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await rowCount(storedFiles)).toBe(0);
  });
});

describe("GET /api/candidates/resume", () => {
  it("needs a session, and gives each candidate only their own resume", async () => {
    expect((await registerForm(ana, await pdfResume())).status).toBe(202);
    expect((await postJson("register", { ...ben, consentTerms: true })).status).toBe(202);
    const anaSession = await verifyAndSignIn(ana);
    const benSession = await verifyAndSignIn(ben);

    const anonymous = await getResume();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: CANDIDATE_MESSAGES.signedOut });

    expect(benSession.candidate.resume).toBeNull();
    const bens = await getResume(benSession.token);
    expect(bens.status).toBe(404);
    expect(await bens.json()).toEqual({ error: CANDIDATE_MESSAGES.noResume });
    expect((await getResume(anaSession.token)).status).toBe(200);
  });
});
