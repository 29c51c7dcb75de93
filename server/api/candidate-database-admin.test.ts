import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANDIDATE_DATABASE_MESSAGES } from "../../common/candidate-database";
import { FIXTURES_DIR } from "../../tests/fixtures/resumes/measure-accuracy";
import { setupAdminTestClient, testAdmin } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, applications, candidates, storedFiles } from "../db/schema";
import { candidateSearchOf, searchCandidates } from "../modules/candidate-database";
import { startCandidateSession } from "../modules/candidates/sessions";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-admin-candidates-"));
const database = setupTestDatabase();
const db = database.db;
const app = setupTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { call } = setupAdminTestClient(database, app, "maria.admin-candidates@example.com");

const DAY = 24 * 3600 * 1000;
const ids: Record<string, string> = {};

type Seed = Partial<typeof candidates.$inferInsert> & { key: string; firstName: string; lastName: string };

const people: Seed[] = [
  {
    key: "pythonName",
    firstName: "Python",
    lastName: "Jones",
    headline: "Warehouse associate",
    city: "Tampa",
    state: "FL",
    skills: ["Forklift"],
    lastActiveAt: new Date(Date.now() - 40 * DAY),
  },
  {
    key: "pythonSkill",
    firstName: "Lena",
    lastName: "Ortiz",
    headline: "Data engineer",
    city: "Miami",
    state: "FL",
    skills: ["Python", "SQL", "Airflow"],
    availableFrom: "2027-03-01",
    desiredPay: 60,
    desiredPayPeriod: "hour",
    lastActiveAt: new Date(Date.now() - 2 * DAY),
  },
  {
    key: "pythonResume",
    firstName: "Omar",
    lastName: "Reyes",
    headline: "Accountant",
    city: "Miami Beach",
    state: "FL",
    skills: ["Excel", "QuickBooks"],
    resumeText: "Automated month-end reports with Python scripts and pandas.",
    desiredPay: 70_000,
    desiredPayPeriod: "year",
    lastActiveAt: new Date(Date.now() - 1 * DAY),
  },
  {
    key: "nurse",
    firstName: "Grace",
    lastName: "Kim",
    headline: "Registered nurse",
    city: "Orlando",
    state: "FL",
    skills: ["Patient care", "Phlebotomy"],
    availableFrom: "2026-12-01",
    desiredPay: 95_000,
    desiredPayPeriod: "year",
    lastActiveAt: new Date(Date.now() - 10 * DAY),
  },
  {
    key: "atlanta",
    firstName: "Devon",
    lastName: "Miller",
    headline: "Software developer",
    city: "Atlanta",
    state: "GA",
    skills: ["JavaScript", "python"],
    lastActiveAt: new Date(Date.now() - 100 * DAY),
  },
];

beforeAll(async () => {
  await db().execute(sql`DELETE FROM candidates WHERE email LIKE '%@search.example.com'`);
  for (const { key, ...person } of people) {
    const [row] = await db()
      .insert(candidates)
      .values({
        email: `${key.toLowerCase()}@search.example.com`,
        phone: "3055550100",
        passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$secret-hash-never-shown",
        consentTermsAt: new Date(),
        emailVerifiedAt: new Date(),
        ...person,
      })
      .returning({ id: candidates.id });
    ids[key] = row?.id as string;
  }
});

type SearchBody = {
  rows: { id: string; firstName: string }[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
};

async function search(query: string): Promise<SearchBody> {
  const response = await call("admin", "GET", `/api/admin/candidates?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

/** The seeded people a search finds, in order (the test client's own candidate left out). */
async function found(query: string): Promise<string[]> {
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return (await search(query)).rows.map((row) => byId[row.id]).filter((key): key is string => Boolean(key));
}

describe("GET /api/admin/candidates", () => {
  it("ranks a name or skills match above a resume-only match", async () => {
    const keys = await found("q=python");
    expect(keys).toEqual(expect.arrayContaining(["pythonName", "pythonSkill", "pythonResume", "atlanta"]));
    expect(keys.indexOf("pythonName")).toBeLessThan(keys.indexOf("pythonResume"));
    expect(keys.indexOf("pythonSkill")).toBeLessThan(keys.indexOf("pythonResume"));
    expect(keys.at(-1)).toBe("pythonResume");
    expect(keys[0]).toBe("pythonName");
  });

  it("still finds a misspelt word", async () => {
    expect(await found("q=pyhton")).toEqual(expect.arrayContaining(["pythonName", "pythonSkill", "atlanta"]));
    expect(await found("q=phlebotomyy")).toEqual(["nurse"]);
    expect(await found("q=regstered+nurse")).toEqual(["nurse"]);
  });

  it("filters by skills (all of, any case)", async () => {
    expect(await found("skills=python,sql")).toEqual(["pythonSkill"]);
    expect(await found("skills=PYTHON")).toEqual(["pythonSkill", "atlanta"]);
    expect(await found("skills=Python&skills=Excel")).toEqual([]);
  });

  it("filters by location: city prefix, state, or both", async () => {
    expect(await found("location=miami")).toEqual(["pythonResume", "pythonSkill"]);
    expect(await found("location=Miami+Be")).toEqual(["pythonResume"]);
    expect(await found("location=Georgia")).toEqual(["atlanta"]);
    expect(await found("location=Orlando,+FL")).toEqual(["nurse"]);
  });

  it("filters by availability, desired pay and last activity", async () => {
    const availableBy = await found("availableBy=2027-01-01");
    expect(availableBy).toContain("nurse");
    expect(availableBy).toContain("pythonName");
    expect(availableBy).not.toContain("pythonSkill");
    // $60 an hour is $124,800 a year.
    expect(await found("maxPay=100000")).toEqual(["pythonResume", "nurse"]);
    expect(await found("maxPay=60&payPeriod=hour")).toEqual(["pythonResume", "pythonSkill", "nurse"]);
    expect(await found("activeWithin=5")).toEqual(["pythonResume", "pythonSkill"]);
  });

  it("sorts by last activity on request and pages on the server", async () => {
    expect(await found("q=python&sort=active")).toEqual([
      "pythonResume",
      "pythonSkill",
      "pythonName",
      "atlanta",
    ]);
    const page = await search("page=1");
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.total).toBeGreaterThanOrEqual(people.length);
    expect((await search("page=2")).rows).toEqual([]);
  });

  it("counts matches up to the cap and says when there are more", async () => {
    const everyone = await search("");
    expect(everyone.totalIsCapped).toBe(false);
    expect((await search("q=python")).totalIsCapped).toBe(false);
    const capped = (query: string) =>
      searchCandidates(candidateSearchOf(new URLSearchParams(query)), { totalCap: 3 });
    // Words: counted in the ranking pass; no words: the page, or a count that stops past the cap.
    for (const query of ["q=python", "q=python&sort=active", "", "page=2", "location=FL"]) {
      expect(await capped(query), query).toMatchObject({ total: 3, totalIsCapped: true });
    }
    expect((await capped("q=python")).rows.map((row) => row.id)).toEqual(
      (await search("q=python")).rows.map((row) => row.id),
    );
    expect(await capped("q=pyhton&location=Miami")).toMatchObject({ total: 2, totalIsCapped: false });
    expect(await capped("q=python&page=2")).toMatchObject({ rows: [], total: 3, totalIsCapped: true });
    expect(await capped("q=nobodyhasthisword")).toMatchObject({ rows: [], total: 0, totalIsCapped: false });
  });

  it("treats a query of stop words only as no words", async () => {
    expect((await search("q=the+and")).total).toBe((await search("")).total);
  });

  it("finds candidates by their current profile after changes, and not after deletion", async () => {
    const [row] = await db()
      .insert(candidates)
      .values({
        email: "changing@search.example.com",
        phone: "3055550100",
        passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$secret-hash-never-shown",
        consentTermsAt: new Date(),
        firstName: "Zora",
        lastName: "Quill",
        headline: "Tower crane operator",
        city: "Tampa",
        state: "FL",
      })
      .returning({ id: candidates.id });
    const id = row?.id as string;
    const ids = async (query: string) => (await search(query)).rows.map((found) => found.id);
    expect(await ids("q=crane&location=Tampa")).toEqual([id]);
    await db()
      .update(candidates)
      .set({ headline: "Lifeguard", city: "Jacksonville", skills: ["CPR"], desiredPay: 20 })
      .where(eq(candidates.id, id));
    expect(await ids("q=crane+operator")).toEqual([]);
    expect(await ids("q=lifeguard&location=Jacksonville&skills=cpr&maxPay=21&payPeriod=hour")).toEqual([id]);
    expect(await ids("q=lifeguard&location=Tampa")).toEqual([]);
    await db().delete(candidates).where(eq(candidates.id, id));
    expect(await ids("q=lifeguard")).toEqual([]);
  });

  it("refuses filter values it cannot use with 400", async () => {
    const response = await call(
      "admin",
      "GET",
      "/api/admin/candidates?availableBy=soon&maxPay=lots&activeWithin=0",
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      availableBy: CANDIDATE_DATABASE_MESSAGES.availableBy,
      maxPay: CANDIDATE_DATABASE_MESSAGES.maxPay,
      activeWithin: CANDIDATE_DATABASE_MESSAGES.activeWithin,
    });
  });
});

describe("a candidate's record", () => {
  it("shows the profile, applications and notes, never the password hash", async () => {
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey: "admin-candidates-test",
        originalName: "grace.pdf",
        contentType: "application/pdf",
        sizeBytes: 1,
        sha256: "x",
        purpose: "resume",
      })
      .returning();
    await db()
      .insert(applications)
      .values({
        candidateId: ids.nurse,
        fullName: "Grace Kim",
        email: "nurse@search.example.com",
        phone: "3055550100",
        consentTermsAt: new Date(),
        resumeFileId: file?.id as string,
        source: "apply",
        status: "screening",
      });
    const response = await call("admin", "GET", `/api/admin/candidates/${ids.nurse}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("argon2");
    expect(text).not.toMatch(/password/i);
    const record = JSON.parse(text);
    expect(record).toMatchObject({
      firstName: "Grace",
      skills: ["Patient care", "Phlebotomy"],
      notes: [],
      recruiterTags: [],
    });
    expect(record.applications).toMatchObject([{ stage: "screening" }]);
  });

  it("is 404 for an unknown or malformed id", async () => {
    expect(
      (await call("admin", "GET", "/api/admin/candidates/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    expect((await call("admin", "GET", "/api/admin/candidates/not-an-id")).status).toBe(404);
    expect((await call("admin", "PUT", "/api/admin/candidates/not-an-id/tags", { tags: [] })).status).toBe(
      404,
    );
  });

  it("saves tags and notes, each with its audit entry", async () => {
    const tags = await call("admin", "PUT", `/api/admin/candidates/${ids.pythonSkill}/tags`, {
      tags: ["Hot lead", " hot  lead ", "Bilingual"],
    });
    expect(tags.status).toBe(200);
    expect(await tags.json()).toEqual({ tags: ["Hot lead", "Bilingual"] });
    const note = await call("admin", "POST", `/api/admin/candidates/${ids.pythonSkill}/notes`, {
      body: "  Strong Airflow experience.  ",
    });
    expect(note.status).toBe(201);
    expect(await note.json()).toMatchObject({
      body: "Strong Airflow experience.",
      authorEmail: testAdmin.email,
    });
    const record = await (await call("admin", "GET", `/api/admin/candidates/${ids.pythonSkill}`)).json();
    expect(record).toMatchObject({
      recruiterTags: ["Hot lead", "Bilingual"],
      notes: [{ body: "Strong Airflow experience." }],
    });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, ids.pythonSkill as string))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["candidate.note_added", "candidate.tagged"]);
  });

  it("refuses bad tags and empty notes with 400", async () => {
    const tooMany = await call("admin", "PUT", `/api/admin/candidates/${ids.atlanta}/tags`, {
      tags: Array.from({ length: 21 }, (_, index) => `Tag ${index}`),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fields).toEqual({ tags: CANDIDATE_DATABASE_MESSAGES.tags });
    const empty = await call("admin", "POST", `/api/admin/candidates/${ids.atlanta}/notes`, { body: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual({ body: CANDIDATE_DATABASE_MESSAGES.note });
  });

  it("downloads the resume as an attachment, 404 when there is none", async () => {
    const { token } = await startCandidateSession(db(), ids.pythonResume as string, { rememberMe: false });
    const form = new FormData();
    const bytes = await readFile(path.join(FIXTURES_DIR, "01-classic-one-column.pdf"));
    form.append("resume", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "omar.pdf");
    const upload = await fetch(`${app.url}/api/candidates/resume`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const download = await call("admin", "GET", `/api/admin/candidates/${ids.pythonResume}/resume`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await call("admin", "GET", `/api/admin/candidates/${ids.atlanta}/resume`)).status).toBe(404);
    // The new resume's text is searchable at once.
    expect(await found("q=omar")).toEqual(["pythonResume"]);
  });
});

describe("access", () => {
  const paths: [string, string, unknown?][] = [
    ["GET", "/api/admin/candidates"],
    ["GET", "/api/admin/candidates/ID"],
    ["GET", "/api/admin/candidates/ID/resume"],
    ["PUT", "/api/admin/candidates/ID/tags", { tags: ["x"] }],
    ["POST", "/api/admin/candidates/ID/notes", { body: "x" }],
  ];
  it("refuses anonymous callers (401) and candidates' tokens (403)", async () => {
    for (const [method, urlPath, body] of paths) {
      const target = urlPath.replace("ID", ids.nurse as string);
      expect((await call("anonymous", method, target, body)).status).toBe(401);
      expect((await call("candidate", method, target, body)).status).toBe(403);
    }
  });

  it("never returns a password hash in search results", async () => {
    const response = await call("admin", "GET", "/api/admin/candidates?q=nurse");
    expect(await response.text()).not.toMatch(/argon2|password/i);
  });
});
