import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES, APPLICATION_RESULTS } from "../../common/applications";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { applications, jobs, mailOutbox, resumeUploads, storedFiles } from "../db/schema";
import { APPLICATION_LIMIT_PER_IP, deleteAbandonedResumeUploads } from "../modules/applications";
import { UNREADABLE_RESUME_MESSAGE } from "../modules/resumes";
import { EXE_BYTES, pdfBytes } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-applications-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PDF_RESUME = "01-classic-one-column.pdf";
const DOCX_RESUME = "07-classic-one-column.docx";
const PDF_TYPE = "application/pdf";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const person = {
  fullName: "Daniel Reyes",
  email: "Daniel.Reyes@Example.com",
  phone: "(305) 555-0101",
  coverLetter: "I build payment systems and would love to do it in Miami.",
  consentTerms: "on",
};

const jobIds = { open: "", filled: "", closed: "" };

beforeAll(async () => {
  for (const status of ["open", "filled", "closed"] as const) {
    const [row] = await db()
      .insert(jobs)
      .values({
        title: `Payments Engineer (${status})`,
        company: "Brickell Payments",
        city: "Miami",
        state: "FL",
        workplaceType: "hybrid",
        employmentType: "full-time",
        industry: "Technology",
        description: "Build payment APIs.",
        status,
        postedAt: "2026-11-01",
      })
      .returning({ id: jobs.id });
    jobIds[status] = row?.id ?? "";
  }
});

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE applications, resume_uploads, stored_files, mail_outbox, rate_limit_counters CASCADE`,
  );
  await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
});

type Attachment = { bytes: Buffer; name: string; type: string };

async function fixture(
  name: string,
  type = name.endsWith(".pdf") ? PDF_TYPE : DOCX_TYPE,
): Promise<Attachment> {
  return { bytes: await readFile(path.join(FIXTURES_DIR, name)), name, type };
}

function formOf(fields: Record<string, string>, resume?: Attachment): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume)
    form.append("resume", new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name);
  return form;
}

function apply(fields: Record<string, string>, resume?: Attachment) {
  return fetch(`${app.url}/api/applications`, { method: "POST", body: formOf(fields, resume) });
}

async function rowCount(table: typeof applications | typeof storedFiles | typeof resumeUploads) {
  const [row] = await db().select({ total: count() }).from(table);
  return row?.total ?? 0;
}

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "uploads"), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("POST /api/applications", () => {
  it("stores an application to an open job with its PDF resume's text and queues the confirmation", async () => {
    const response = await apply(
      { ...person, jobId: jobIds.open, consentSms: "on" },
      await fixture(PDF_RESUME),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      duplicate: false,
      application: {
        id: expect.any(String),
        email: "daniel.reyes@example.com",
        job: {
          id: jobIds.open,
          title: "Payments Engineer (open)",
          company: "Brickell Payments",
          location: "Miami, FL",
        },
      },
      message: APPLICATION_RESULTS.received,
    });
    const [row] = await db().select().from(applications);
    expect(row).toMatchObject({
      id: body.application.id,
      jobId: jobIds.open,
      email: "daniel.reyes@example.com",
      source: "apply",
      status: "applied",
      coverLetter: person.coverLetter,
    });
    expect(row?.resumeText).toContain("Senior Software Engineer — Brickell Payments");
    expect(row?.consentTermsAt).toBeInstanceOf(Date);
    expect(row?.consentSmsAt).toBeInstanceOf(Date);
    expect(row?.ipHash).not.toContain("127.0.0.1");
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.resumeFileId ?? ""));
    expect(file).toMatchObject({ contentType: PDF_TYPE, originalName: PDF_RESUME, purpose: "resume" });

    const mail = await db().select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      toAddress: "daniel.reyes@example.com",
      subject: "We received your application: Payments Engineer (open)",
    });
    expect(mail[0]?.textBody).toContain(body.application.id);
  });

  it("finds the stored resume by full-text search", async () => {
    await apply({ ...person, jobId: jobIds.open }, await fixture(PDF_RESUME));
    const found = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(sql`${applications.resumeSearch} @@ websearch_to_tsquery('english', 'checkout merchants')`);
    expect(found).toHaveLength(1);
  });

  it("accepts a DOCX resume and a general application without a job; no SMS consent is kept as none", async () => {
    const response = await apply(person, await fixture(DOCX_RESUME));
    expect(response.status).toBe(201);
    expect((await response.json()).application.job).toBeNull();
    const [row] = await db().select().from(applications);
    expect(row).toMatchObject({ jobId: null, consentSmsAt: null });
    expect(row?.resumeText).toContain("Medical Assistant — Baptist Health Primary Care");
    const [mail] = await db().select().from(mailOutbox);
    expect(mail?.subject).toBe("We received your application");
  });

  it("treats a second application to the same job with the same email (any case) as the first", async () => {
    const first = await (await apply({ ...person, jobId: jobIds.open }, await fixture(PDF_RESUME))).json();
    const filesBefore = await filesOnDisk();
    const again = await apply(
      { ...person, email: "DANIEL.REYES@example.COM", jobId: jobIds.open },
      await fixture(DOCX_RESUME),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      duplicate: true,
      application: {
        id: first.application.id,
        email: "daniel.reyes@example.com",
        job: first.application.job,
      },
      message: "You have already applied to this job with this email. We'll be in touch soon.",
    });
    expect(await rowCount(applications)).toBe(1);
    expect(await rowCount(storedFiles)).toBe(1);
    expect(await filesOnDisk()).toEqual(filesBefore);
    expect(await db().select().from(mailOutbox)).toHaveLength(1);

    // General applications are not one per address: each is its own.
    expect((await apply(person, await fixture(PDF_RESUME))).status).toBe(201);
    expect((await apply(person, await fixture(PDF_RESUME))).status).toBe(201);
  });

  it("refuses a program renamed to .pdf with 415 and keeps nothing", async () => {
    const response = await apply(
      { ...person, jobId: jobIds.open },
      { bytes: Buffer.concat([EXE_BYTES, Buffer.alloc(4096)]), name: "resume.pdf", type: PDF_TYPE },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Upload a PDF or DOCX file." });
    expect(await rowCount(applications)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
  });

  it("refuses an 11 MB file with 413 while it streams, leaving no bytes or rows", async () => {
    const response = await apply(
      { ...person, jobId: jobIds.open },
      { bytes: pdfBytes(11 * 1024 * 1024), name: "huge.pdf", type: PDF_TYPE },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The file is too large. The limit is 10 MB." });
    expect(await rowCount(storedFiles)).toBe(0);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("refuses a PDF whose content cannot be read with 400 on the resume field", async () => {
    const response = await apply(person, {
      bytes: Buffer.from("%PDF-1.7\ngarbage"),
      name: "cv.pdf",
      type: PDF_TYPE,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: UNREADABLE_RESUME_MESSAGE,
      fields: { resume: UNREADABLE_RESUME_MESSAGE },
    });
    expect(await rowCount(storedFiles)).toBe(0);
  });

  it("names every missing field, the resume included, in one 400", async () => {
    const response = await apply({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: {
        fullName: APPLICATION_MESSAGES.fullName,
        email: APPLICATION_MESSAGES.email,
        phone: APPLICATION_MESSAGES.phone,
        consentTerms: APPLICATION_MESSAGES.consentTerms,
        resume: APPLICATION_MESSAGES.resume,
      },
    });
  });

  it("gives each bad value its message and removes the resume it received", async () => {
    const response = await apply(
      {
        fullName: "   ",
        email: "daniel@",
        phone: "555-01",
        coverLetter: "x".repeat(5001),
        consentTerms: "off",
        consentSms: "on",
      },
      await fixture(PDF_RESUME),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter a valid email address",
      phone: "Please enter a phone number with at least 10 digits",
      coverLetter: "Please shorten your cover letter to 5,000 characters or fewer",
      consentTerms: "Please agree to the Terms of Service and Privacy Policy",
    });
    expect((await (await apply({ ...person, fullName: "a".repeat(121) })).json()).fields).toMatchObject({
      fullName: APPLICATION_MESSAGES.fullNameTooLong,
    });
    expect(
      (await (await apply({ ...person, phone: "call me maybe 3055550101" })).json()).fields,
    ).toMatchObject({
      phone: APPLICATION_MESSAGES.phone,
    });
    expect(await rowCount(storedFiles)).toBe(0);
  });

  it("answers 4xx, never 500, for a body that is not a multipart form", async () => {
    const json = await fetch(`${app.url}/api/applications`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(person),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: "Send the upload as multipart/form-data." });
    const broken = await fetch(`${app.url}/api/applications`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAna',
    });
    expect(broken.status).toBe(400);
    const empty = await fetch(`${app.url}/api/applications`, { method: "POST" });
    expect(empty.status).toBe(415);
  });

  it("refuses filled and closed jobs with 409 and unknown ones with 404, keeping no file", async () => {
    const resume = await fixture(PDF_RESUME);
    for (const status of ["filled", "closed"] as const) {
      const refused = await apply({ ...person, jobId: jobIds[status] }, resume);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: APPLICATION_RESULTS.jobNotOpen });
    }
    for (const jobId of ["00000000-0000-4000-8000-000000000000", "not-a-job"]) {
      const unknown = await apply({ ...person, jobId }, resume);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: "We couldn't find that job. It may have been removed." });
    }
    expect(await rowCount(applications)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const response = await apply({ ...person, website: "http://spam.example" }, await fixture(PDF_RESUME));
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe(APPLICATION_RESULTS.received);
    expect(await rowCount(applications)).toBe(0);
    expect(await rowCount(storedFiles)).toBe(0);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it("answers 429 with Retry-After past the per-address limit, before reading the upload", async () => {
    for (let attempt = 0; attempt < APPLICATION_LIMIT_PER_IP.limit; attempt++) {
      expect((await apply({ fullName: "Rate Limited" })).status).toBe(400);
    }
    const refused = await apply(person, await fixture(PDF_RESUME));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowCount(storedFiles)).toBe(0);
  });
});

describe("POST /api/resume-uploads and /confirm (talent pool)", () => {
  async function upload(name = DOCX_RESUME) {
    const response = await fetch(`${app.url}/api/resume-uploads`, {
      method: "POST",
      body: formOf({}, await fixture(name)),
    });
    expect(response.status).toBe(201);
    return response.json();
  }

  function confirm(uploadId: string, body: Record<string, unknown>) {
    return fetch(`${app.url}/api/resume-uploads/${uploadId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  it("reads the fields from the resume and saves nothing to the pool yet", async () => {
    const staged = await upload("08-contact-table.docx");
    expect(staged).toEqual({
      uploadId: expect.any(String),
      token: expect.stringMatching(/^[\w-]{43}$/),
      fileName: "08-contact-table.docx",
      expiresAt: expect.any(String),
      fields: {
        fullName: "Priya Natarajan",
        email: "priya.n@example.com",
        phone: "(954) 555-0108",
        skills: ["SQL", "Python", "Tableau", "Power BI", "Excel", "Data Analysis"],
        recentTitle: "Data Analyst",
      },
    });
    expect(await rowCount(applications)).toBe(0);
    const [row] = await db().select().from(resumeUploads);
    expect(row?.tokenHash).not.toBe(staged.token);
  });

  it("saves the corrected fields once, with the right token only, and queues the confirmation", async () => {
    const staged = await upload();
    const corrected = {
      ...staged.fields,
      fullName: "Carlos A. Mendoza",
      skills: "Vital Signs, Phlebotomy, EMR, Spanish",
      consentTerms: true,
    };
    const forged = await confirm(staged.uploadId, { ...corrected, token: `${staged.token.slice(0, -2)}xx` });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ error: APPLICATION_RESULTS.uploadExpired });

    const saved = await confirm(staged.uploadId, { ...corrected, token: staged.token });
    expect(saved.status).toBe(201);
    const body = await saved.json();
    expect(body).toEqual({
      application: { id: expect.any(String), email: "carlos.mendoza@example.com" },
      message: APPLICATION_RESULTS.savedToTalentPool,
    });
    const [row] = await db().select().from(applications);
    expect(row).toMatchObject({
      id: body.application.id,
      jobId: null,
      source: "upload-resume",
      fullName: "Carlos A. Mendoza",
      phone: "(305) 555-0107",
      skills: ["Vital Signs", "Phlebotomy", "EMR", "Spanish"],
      recentTitle: "Medical Assistant",
      consentSmsAt: null,
    });
    expect(row?.resumeText).toContain("Baptist Health");
    expect(await rowCount(resumeUploads)).toBe(0);
    const [mail] = await db().select().from(mailOutbox);
    expect(mail).toMatchObject({
      toAddress: "carlos.mendoza@example.com",
      subject: "Your resume is in our talent pool",
    });

    expect((await confirm(staged.uploadId, { ...corrected, token: staged.token })).status).toBe(404);
    expect(await rowCount(applications)).toBe(1);
  });

  it("checks the corrected fields with their messages and keeps the upload for another try", async () => {
    const staged = await upload();
    const response = await confirm(staged.uploadId, {
      token: staged.token,
      fullName: "",
      email: "nope",
      phone: "",
      skills: ["x".repeat(61)],
      recentTitle: "t".repeat(121),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      fullName: APPLICATION_MESSAGES.fullName,
      email: APPLICATION_MESSAGES.email,
      phone: APPLICATION_MESSAGES.phone,
      consentTerms: APPLICATION_MESSAGES.consentTerms,
      skills: APPLICATION_MESSAGES.skills,
      recentTitle: APPLICATION_MESSAGES.recentTitleTooLong,
    });
    expect(await rowCount(resumeUploads)).toBe(1);
    expect(
      (await confirm("not-an-id", { ...staged.fields, consentTerms: true, token: staged.token })).status,
    ).toBe(404);
  });

  it("refuses a missing or disguised file like /api/applications does", async () => {
    const missing = await fetch(`${app.url}/api/resume-uploads`, { method: "POST", body: formOf({}) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { resume: APPLICATION_MESSAGES.resume } });
    const disguised = await fetch(`${app.url}/api/resume-uploads`, {
      method: "POST",
      body: formOf({}, { bytes: EXE_BYTES, name: "cv.docx", type: DOCX_TYPE }),
    });
    expect(disguised.status).toBe(415);
  });

  it("removes uploads nobody saved within a day, with their files", async () => {
    const kept = await upload();
    const abandoned = await upload("03-skills-first.pdf");
    await db()
      .update(resumeUploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(resumeUploads.id, abandoned.uploadId));
    expect(await filesOnDisk()).toHaveLength(2);
    expect(await deleteAbandonedResumeUploads()).toBe(1);
    expect((await db().select({ id: resumeUploads.id }).from(resumeUploads)).map((row) => row.id)).toEqual([
      kept.uploadId,
    ]);
    expect(await filesOnDisk()).toHaveLength(1);
    const late = await confirm(abandoned.uploadId, {
      ...abandoned.fields,
      consentTerms: true,
      token: abandoned.token,
    });
    expect(late.status).toBe(404);
  });
});
