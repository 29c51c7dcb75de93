import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_MESSAGES } from "../../common/candidates";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidates, storedFiles } from "../db/schema";
import { hashPassword } from "../kernel/passwords";
import { startCandidateSession } from "../modules/candidates/sessions";
import { PNG_BYTES } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-candidate-profile-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

beforeEach(async () => {
  await db().execute(sql`TRUNCATE candidates, stored_files, rate_limit_counters CASCADE`);
});

async function newCandidate(email: string, values: Partial<typeof candidates.$inferInsert> = {}) {
  const [row] = await db()
    .insert(candidates)
    .values({
      firstName: "Ana",
      lastName: "Lopez",
      email,
      phone: "9545550199",
      passwordHash: "not-a-real-hash",
      consentTermsAt: new Date(),
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error("no candidate");
  const { token } = await startCandidateSession(db(), row.id, { rememberMe: false });
  return { id: row.id, token };
}

async function call(method: string, endpoint: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
  const response = await fetch(`${app.url}/api/candidates/${endpoint}`, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const patch = (token: string | undefined, body: unknown) => call("PATCH", "profile", token, body);

function resumeForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append("resume", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const fixture = (name: string) => readFile(path.join(FIXTURES_DIR, name));

describe("PATCH /api/candidates/profile: skills and work preferences", () => {
  it("saves every new field and GET returns them", async () => {
    const ana = await newCandidate("ana.profile@example.com");
    const saved = await patch(ana.token, {
      headline: "  Registered   nurse, ICU  ",
      city: "Fort Lauderdale",
      state: "Florida",
      skills: ["Python", "python", " SQL ", "", "Patient care"],
      preferredLocations: "Miami, Remote, miami",
      preferredEmploymentTypes: ["full-time", "contract", "full-time"],
      desiredPay: 45,
      desiredPayPeriod: "hour",
      availableFrom: "2027-01-15",
    });
    expect(saved.status).toBe(200);
    const expected = {
      headline: "Registered nurse, ICU",
      city: "Fort Lauderdale",
      state: "FL",
      skills: ["Python", "SQL", "Patient care"],
      preferredLocations: ["Miami", "Remote"],
      preferredEmploymentTypes: ["full-time", "contract"],
      desiredPay: 45,
      desiredPayPeriod: "hour",
      availableFrom: "2027-01-15",
    };
    expect(saved.body).toMatchObject(expected);
    expect((await call("GET", "profile", ana.token)).body).toMatchObject(expected);
    expect(saved.body).not.toHaveProperty("passwordHash");
  });

  it("clears optional fields with null or blank", async () => {
    const ana = await newCandidate("ana.clear@example.com", {
      headline: "Nurse",
      city: "Miami",
      desiredPay: 40,
    });
    const saved = await patch(ana.token, { headline: "", city: null, desiredPay: null, availableFrom: "" });
    expect(saved.body).toMatchObject({ headline: null, city: null, desiredPay: null, availableFrom: null });
  });

  it("refuses bad values with a message on each field", async () => {
    const ana = await newCandidate("ana.bad@example.com");
    const bad = await patch(ana.token, {
      headline: "x".repeat(121),
      state: "Atlantis",
      skills: Array.from({ length: 31 }, (_, index) => `Skill ${index}`),
      preferredLocations: ["y".repeat(81)],
      preferredEmploymentTypes: ["forever"],
      desiredPay: -5,
      desiredPayPeriod: "week",
      availableFrom: "2027-02-30",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      headline: CANDIDATE_MESSAGES.headlineTooLong,
      state: CANDIDATE_MESSAGES.state,
      skills: CANDIDATE_MESSAGES.skills,
      preferredLocations: CANDIDATE_MESSAGES.locations,
      preferredEmploymentTypes: CANDIDATE_MESSAGES.employmentTypes,
      desiredPay: CANDIDATE_MESSAGES.desiredPay,
      desiredPayPeriod: CANDIDATE_MESSAGES.desiredPayPeriod,
      availableFrom: CANDIDATE_MESSAGES.availableFrom,
    });
    const longSkill = await patch(ana.token, { skills: ["z".repeat(51)] });
    expect(longSkill.body.fields).toEqual({ skills: CANDIDATE_MESSAGES.skills });
    expect((await patch(ana.token, {})).body.fields).toEqual({ body: CANDIDATE_MESSAGES.profileEmpty });
  });

  it("checks hourly pay against the period it ends up with", async () => {
    const ana = await newCandidate("ana.pay@example.com");
    expect((await patch(ana.token, { desiredPay: 1500, desiredPayPeriod: "hour" })).status).toBe(400);
    expect((await patch(ana.token, { desiredPay: 85_000, desiredPayPeriod: "year" })).status).toBe(200);
    // The stored 85,000 a year would become 85,000 an hour: refused, nothing changes.
    const switched = await patch(ana.token, { desiredPayPeriod: "hour" });
    expect(switched).toMatchObject({
      status: 400,
      body: { fields: { desiredPay: CANDIDATE_MESSAGES.desiredPay } },
    });
    expect((await call("GET", "profile", ana.token)).body).toMatchObject({
      desiredPay: 85_000,
      desiredPayPeriod: "year",
    });
  });

  it("changes only the signed-in candidate's own row; no token is 401", async () => {
    const ana = await newCandidate("ana.own@example.com");
    const ben = await newCandidate("ben.own@example.com", { firstName: "Ben" });
    await patch(ana.token, { skills: ["Welding"], id: ben.id });
    const [benRow] = await db().select().from(candidates).where(eq(candidates.id, ben.id));
    expect(benRow?.skills).toEqual([]);
    expect((await patch(undefined, { skills: ["Welding"] })).status).toBe(401);
  });
});

describe("PUT /api/candidates/resume", () => {
  it("replaces the resume by content, extracts its text and deletes the old file", async () => {
    const ana = await newCandidate("ana.resume@example.com");
    const first = await call(
      "PUT",
      "resume",
      ana.token,
      resumeForm(await fixture("01-classic-one-column.pdf"), "first.pdf", "application/pdf"),
    );
    expect(first.status).toBe(200);
    expect(first.body.resume).toMatchObject({ fileName: "first.pdf" });
    const [afterFirst] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(afterFirst?.resumeText.length).toBeGreaterThan(100);
    const firstFileId = afterFirst?.resumeFileId as string;

    // A DOCX sent with a misleading type and name is still recognised by its bytes.
    const second = await call(
      "PUT",
      "resume",
      ana.token,
      resumeForm(await fixture("07-classic-one-column.docx"), "second.bin", "application/octet-stream"),
    );
    expect(second.status).toBe(200);
    const [afterSecond] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(afterSecond?.resumeFileId).not.toBe(firstFileId);
    expect(afterSecond?.resumeText).not.toBe(afterFirst?.resumeText);
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, afterSecond?.resumeFileId as string));
    expect(file?.contentType).toBe(DOCX_TYPE);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, firstFileId))).toEqual([]);

    const download = await fetch(`${app.url}/api/candidates/resume`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe(DOCX_TYPE);
  });

  it("refuses a PNG named .pdf (415) and a form without a file (400), keeping the old resume", async () => {
    const ana = await newCandidate("ana.png@example.com");
    await call(
      "PUT",
      "resume",
      ana.token,
      resumeForm(await fixture("01-classic-one-column.pdf"), "cv.pdf", "application/pdf"),
    );
    const [before] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    const png = await call("PUT", "resume", ana.token, resumeForm(PNG_BYTES, "cv.pdf", "application/pdf"));
    expect(png.status).toBe(415);
    const empty = new FormData();
    empty.append("note", "no file");
    const missing = await call("PUT", "resume", ana.token, empty);
    expect(missing).toMatchObject({
      status: 400,
      body: { fields: { resume: CANDIDATE_MESSAGES.resumeRequired } },
    });
    const [after] = await db().select().from(candidates).where(eq(candidates.id, ana.id));
    expect(after?.resumeFileId).toBe(before?.resumeFileId);
    expect(await db().select().from(storedFiles)).toHaveLength(1);
  });

  it("needs a signed-in candidate and never touches another's resume", async () => {
    const ana = await newCandidate("ana.other@example.com");
    const ben = await newCandidate("ben.other@example.com");
    const pdf = await fixture("01-classic-one-column.pdf");
    expect(
      (await call("PUT", "resume", undefined, resumeForm(pdf, "cv.pdf", "application/pdf"))).status,
    ).toBe(401);
    await call("PUT", "resume", ben.token, resumeForm(pdf, "ben.pdf", "application/pdf"));
    await call("PUT", "resume", ana.token, resumeForm(pdf, "ana.pdf", "application/pdf"));
    expect((await call("GET", "profile", ben.token)).body.resume).toMatchObject({ fileName: "ben.pdf" });
  });
});

describe("registration with a resume", () => {
  it("keeps the resume's text for the candidate database", async () => {
    const form = resumeForm(await fixture("01-classic-one-column.pdf"), "cv.pdf", "application/pdf");
    for (const [name, value] of Object.entries({
      firstName: "Cara",
      lastName: "Diaz",
      email: "cara.register@example.com",
      phone: "(305) 555-0123",
      password: "coral gables morning",
      consentTerms: "on",
    })) {
      form.append(name, value);
    }
    const response = await fetch(`${app.url}/api/candidates/register`, { method: "POST", body: form });
    expect(response.status).toBe(202);
    const [row] = await db()
      .select()
      .from(candidates)
      .where(eq(candidates.email, "cara.register@example.com"));
    expect(row?.resumeText.length).toBeGreaterThan(100);
  });
});

describe("last activity", () => {
  it("moves on at sign-in and with use at most once an hour", async () => {
    const email = "ana.active@example.com";
    const password = "fort lauderdale tides";
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    const [row] = await db()
      .insert(candidates)
      .values({
        firstName: "Ana",
        lastName: "Lopez",
        email,
        phone: "9545550199",
        passwordHash: await hashPassword(password),
        consentTermsAt: new Date(),
        emailVerifiedAt: new Date(),
        lastActiveAt: old,
      })
      .returning();
    const lastActive = async () =>
      (
        await db()
          .select()
          .from(candidates)
          .where(eq(candidates.id, row?.id as string))
      )[0]?.lastActiveAt.getTime() ?? 0;

    const login = await fetch(`${app.url}/api/candidates/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(await lastActive()).toBeGreaterThan(Date.now() - 60_000);

    const halfHourAgo = new Date(Date.now() - 30 * 60 * 1000);
    await db()
      .update(candidates)
      .set({ lastActiveAt: halfHourAgo })
      .where(eq(candidates.id, row?.id as string));
    await call("GET", "profile", token);
    expect(await lastActive()).toBe(halfHourAgo.getTime());

    await db()
      .update(candidates)
      .set({ lastActiveAt: old })
      .where(eq(candidates.id, row?.id as string));
    await call("GET", "profile", token);
    expect(await lastActive()).toBeGreaterThan(Date.now() - 60_000);
  });
});
