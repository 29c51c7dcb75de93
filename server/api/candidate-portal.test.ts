import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  applicationStageEvents,
  applications,
  candidates,
  interviews,
  jobAlertDeliveries,
  jobAlerts,
  type jobs,
  mailOutbox,
  storedFiles,
} from "../db/schema";
import { runDueJobAlerts } from "../modules/candidate-portal";
import { deleteStoredFile, fileStore } from "../storage";
import { newStorageKey } from "../storage/storage-key";
import { pdfBytes } from "../storage/testing/sample-files";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-candidate-jobs-"));
const { db } = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir, APP_URL: "https://sunshine.test" });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function addJob(values: Partial<typeof jobs.$inferInsert> & { title: string }) {
  return insertJob(db(), { description: "A role.", postedAt: today(), ...values });
}

let counter = 0;
/** A verified account, signed in: its id and bearer token. With a stored resume unless told not to. */
async function signedInCandidate({ resume = true, email }: { resume?: boolean; email?: string } = {}) {
  counter += 1;
  let resumeFileId: string | null = null;
  if (resume) {
    const storageKey = newStorageKey();
    const bytes = pdfBytes();
    await fileStore().put(storageKey, Readable.from([bytes]));
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey,
        originalName: `resume-${counter}.pdf`,
        contentType: "application/pdf",
        sizeBytes: bytes.length,
        sha256: "x",
        purpose: "resume",
      })
      .returning();
    resumeFileId = file?.id ?? null;
  }
  const { candidate, token } = await insertSignedInCandidate(db(), {
    lastName: `Tester${counter}`,
    email: email ?? `candidate${counter}@example.com`,
    phone: "(954) 555-0100",
    passwordHash: "unused",
    resumeFileId,
    resumeText: "Registered nurse",
  });
  return { id: candidate.id, token, email: candidate.email, resumeFileId };
}

async function call(method: string, endpoint: string, token?: string, body?: unknown) {
  const response = await fetch(`${app.url}/api${endpoint}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function mailsTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email.toLowerCase()));
}

describe("saved jobs", () => {
  it("saves and unsaves idempotently, lists only the candidate's own, and 404s unknown or draft jobs", async () => {
    const ana = await signedInCandidate();
    const ben = await signedInCandidate();
    const open = await addJob({ title: "Saved nurse" });
    const draft = await addJob({ title: "Draft nurse", status: "draft" });

    expect((await call("GET", "/candidates/saved-jobs")).status).toBe(401);
    expect((await call("PUT", `/candidates/saved-jobs/${open.id}`, ana.token)).status).toBe(204);
    expect((await call("PUT", `/candidates/saved-jobs/${open.id}`, ana.token)).status).toBe(204);
    expect((await call("PUT", `/candidates/saved-jobs/${draft.id}`, ana.token)).status).toBe(404);
    expect((await call("PUT", "/candidates/saved-jobs/not-a-job", ana.token)).status).toBe(404);
    expect((await call("PUT", `/candidates/saved-jobs/${crypto.randomUUID()}`, ana.token)).status).toBe(404);

    const list = await call("GET", "/candidates/saved-jobs", ana.token);
    expect(list.status).toBe(200);
    expect(list.body.jobs).toEqual([
      expect.objectContaining({
        id: open.id,
        title: "Saved nurse",
        company: "Harbor Health",
        location: "Miami, FL",
      }),
    ]);
    expect((await call("GET", "/candidates/saved-jobs", ben.token)).body).toEqual({ jobs: [] });
    // Ben removing Ana's saved job changes nothing of hers.
    expect((await call("DELETE", `/candidates/saved-jobs/${open.id}`, ben.token)).status).toBe(204);
    expect((await call("GET", "/candidates/saved-jobs", ana.token)).body.jobs).toHaveLength(1);

    expect((await call("DELETE", `/candidates/saved-jobs/${open.id}`, ana.token)).status).toBe(204);
    expect((await call("DELETE", `/candidates/saved-jobs/${open.id}`, ana.token)).status).toBe(204);
    expect((await call("GET", "/candidates/saved-jobs", ana.token)).body).toEqual({ jobs: [] });
  });
});

describe("one-click apply", () => {
  it("applies with the stored profile and a copy of the resume, records the first stage, emails, and refuses a repeat", async () => {
    const ana = await signedInCandidate();
    const job = await addJob({ title: "One-click nurse" });

    const applied = await call("POST", "/candidates/applications", ana.token, {
      jobId: job.id,
      coverLetter: "Hello",
    });
    expect(applied.status).toBe(201);
    expect(applied.body.application).toMatchObject({
      job: { id: job.id, title: "One-click nurse", company: "Harbor Health", location: "Miami, FL" },
      email: ana.email,
      phone: "(954) 555-0100",
      status: "applied",
    });
    const id = applied.body.application.id as string;
    const [row] = await db().select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({
      candidateId: ana.id,
      jobId: job.id,
      coverLetter: "Hello",
      status: "applied",
    });
    expect(row?.resumeFileId).not.toBe(ana.resumeFileId);
    const events = await db()
      .select()
      .from(applicationStageEvents)
      .where(eq(applicationStageEvents.applicationId, id));
    expect(events).toEqual([expect.objectContaining({ fromStage: null, toStage: "applied" })]);
    const mails = await mailsTo(ana.email);
    expect(mails.map((mail) => mail.subject)).toContain("We received your application: One-click nurse");

    // The profile's resume can go; the application keeps its own copy.
    await db().update(candidates).set({ resumeFileId: null }).where(eq(candidates.id, ana.id));
    if (ana.resumeFileId) await deleteStoredFile(ana.resumeFileId);
    const [copy] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.resumeFileId ?? ""));
    expect(copy?.originalName).toMatch(/^resume-\d+\.pdf$/);

    const again = await call("POST", "/candidates/applications", ana.token, { jobId: job.id });
    expect(again.status).toBe(409);
  });

  it("is 409 when the address already applied through /apply, 400 without a resume, 404 for closed or unknown jobs", async () => {
    const email = "earlier.applicant@example.com";
    const job = await addJob({ title: "Applied before" });
    const cara = await signedInCandidate({ email });
    await db()
      .insert(applications)
      .values({
        jobId: job.id,
        fullName: "Cara Earlier",
        email,
        phone: "(954) 555-0101",
        resumeFileId: cara.resumeFileId ?? "",
        consentTermsAt: new Date(),
        source: "apply",
      });
    expect((await call("POST", "/candidates/applications", cara.token, { jobId: job.id })).status).toBe(409);

    const noResume = await signedInCandidate({ resume: false });
    const refused = await call("POST", "/candidates/applications", noResume.token, { jobId: job.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty("resume");

    const closed = await addJob({ title: "Closed role", status: "closed" });
    expect((await call("POST", "/candidates/applications", cara.token, { jobId: closed.id })).status).toBe(
      404,
    );
    expect(
      (await call("POST", "/candidates/applications", cara.token, { jobId: crypto.randomUUID() })).status,
    ).toBe(404);
    expect((await call("POST", "/candidates/applications", cara.token, {})).status).toBe(400);
    expect((await call("POST", "/candidates/applications", undefined, { jobId: job.id })).status).toBe(401);
  });
});

describe("job alerts", () => {
  it("creates, lists, changes and deletes only the candidate's own alerts, at most 10", async () => {
    const ana = await signedInCandidate();
    const ben = await signedInCandidate();
    const created = await call("POST", "/candidates/job-alerts", ana.token, {
      q: "nurse",
      location: "Miami",
      type: "full-time",
      frequency: "daily",
    });
    expect(created.status).toBe(201);
    expect(created.body.alert).toMatchObject({
      q: "nurse",
      location: "Miami",
      type: "full-time",
      frequency: "daily",
    });
    const id = created.body.alert.id as string;
    const [stored] = await db().select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(stored?.unsubscribeTokenHash).toMatch(/^[\w-]{43}$/);

    expect((await call("POST", "/candidates/job-alerts", ana.token, { frequency: "hourly" })).status).toBe(
      400,
    );
    expect(
      (await call("POST", "/candidates/job-alerts", ana.token, { frequency: "daily", x: 1 })).status,
    ).toBe(400);

    const changed = await call("PATCH", `/candidates/job-alerts/${id}`, ana.token, { frequency: "weekly" });
    expect(changed.status).toBe(200);
    expect(changed.body.alert.frequency).toBe("weekly");
    expect(
      new Date(changed.body.alert.nextRunAt).getTime() - new Date(changed.body.alert.lastRunAt).getTime(),
    ).toBe(7 * DAY);

    expect(
      (await call("PATCH", `/candidates/job-alerts/${id}`, ben.token, { frequency: "daily" })).status,
    ).toBe(404);
    expect((await call("DELETE", `/candidates/job-alerts/${id}`, ben.token)).status).toBe(404);
    expect((await call("GET", "/candidates/job-alerts", ben.token)).body).toEqual({ alerts: [] });
    expect(
      (await call("PATCH", "/candidates/job-alerts/nope", ana.token, { frequency: "daily" })).status,
    ).toBe(404);

    for (let index = 1; index < 10; index += 1) {
      expect(
        (await call("POST", "/candidates/job-alerts", ana.token, { q: `q${index}`, frequency: "weekly" }))
          .status,
      ).toBe(201);
    }
    expect((await call("POST", "/candidates/job-alerts", ana.token, { frequency: "weekly" })).status).toBe(
      409,
    );
    expect((await call("GET", "/candidates/job-alerts", ana.token)).body.alerts).toHaveLength(10);

    expect((await call("DELETE", `/candidates/job-alerts/${id}`, ana.token)).status).toBe(204);
    expect((await call("DELETE", `/candidates/job-alerts/${id}`, ana.token)).status).toBe(404);
    expect((await call("GET", "/candidates/job-alerts", ana.token)).body.alerts).toHaveLength(9);
  });

  it("emails each new matching open job once per alert, nothing when nothing is new, and stops after unsubscribing", async () => {
    const dana = await signedInCandidate();
    const alert = await call("POST", "/candidates/job-alerts", dana.token, {
      q: "zephyrologist",
      location: "Tampa",
      frequency: "daily",
    });
    expect(alert.status).toBe(201);
    const alertId = alert.body.alert.id as string;

    const match = await addJob({ title: "Zephyrologist I", city: "Tampa" });
    await addJob({ title: "Zephyrologist elsewhere", city: "Orlando" });
    await addJob({ title: "Zephyrologist closed", city: "Tampa", status: "closed" });
    await addJob({ title: "Zephyrologist draft", city: "Tampa", status: "draft" });
    await addJob({ title: "Gardener", city: "Tampa" });

    // Not due yet: nothing happens.
    expect(await runDueJobAlerts(new Date())).toBe(0);
    const first = new Date(Date.now() + DAY + 60_000);
    expect(await runDueJobAlerts(first)).toBe(1);
    const [mail] = await mailsTo(dana.email);
    expect(mail?.subject).toBe("1 new job for “zephyrologist” in Tampa");
    expect(mail?.textBody).toContain("Zephyrologist I");
    expect(mail?.textBody).toContain(`https://sunshine.test/jobs/${match.id}`);
    expect(mail?.textBody).not.toMatch(/elsewhere|closed|draft|Gardener/);
    const link = /https:\/\/sunshine\.test\/job-alerts\/unsubscribe\?token=([\w%-]+)/.exec(
      mail?.textBody ?? "",
    );
    expect(link).not.toBeNull();
    expect(mail?.headers).toMatchObject({ "List-Unsubscribe": `<${link?.[0]}>` });

    // Run again straight away and a day later: already sent, not due or nothing new → no email.
    expect(await runDueJobAlerts(first)).toBe(0);
    const second = new Date(first.getTime() + DAY + 60_000);
    expect(await runDueJobAlerts(second)).toBe(0);
    expect(await mailsTo(dana.email)).toHaveLength(1);

    // A new job posted after the last run goes out in the next one, the first one not again.
    const later = await addJob({ title: "Zephyrologist II", city: "Tampa", postedAt: dayOf(second) });
    const third = new Date(second.getTime() + DAY + 60_000);
    expect(await runDueJobAlerts(third)).toBe(1);
    const mails = await mailsTo(dana.email);
    expect(mails).toHaveLength(2);
    const newest = mails.find((row) => row.id !== mail?.id);
    expect(newest?.textBody).toContain(later.id);
    expect(newest?.textBody).not.toContain(match.id);
    const [delivered] = await db()
      .select({ total: count() })
      .from(jobAlertDeliveries)
      .where(eq(jobAlertDeliveries.alertId, alertId));
    expect(delivered?.total).toBe(2);

    // The link works once; then the alert sends nothing more.
    const token = decodeURIComponent(link?.[1] ?? "");
    expect((await call("POST", "/job-alerts/unsubscribe", undefined, { token })).status).toBe(200);
    expect((await call("POST", "/job-alerts/unsubscribe", undefined, { token })).status).toBe(404);
    expect((await call("POST", "/job-alerts/unsubscribe", undefined, { token: "x".repeat(43) })).status).toBe(
      404,
    );
    expect((await call("POST", "/job-alerts/unsubscribe", undefined, {})).status).toBe(400);
    await addJob({ title: "Zephyrologist III", city: "Tampa", postedAt: dayOf(third) });
    expect(await runDueJobAlerts(new Date(third.getTime() + 8 * DAY))).toBe(0);
    expect(await mailsTo(dana.email)).toHaveLength(2);
    expect((await call("GET", "/candidates/job-alerts", dana.token)).body.alerts).toEqual([]);
  });

  it("workers running at once on one database send each alert's email once", async () => {
    const people: Awaited<ReturnType<typeof signedInCandidate>>[] = [];
    for (let index = 0; index < 6; index += 1) people.push(await signedInCandidate({ resume: false }));
    for (const person of people) {
      await call("POST", "/candidates/job-alerts", person.token, { q: "quokkatender", frequency: "weekly" });
    }
    await addJob({ title: "Quokkatender" });
    const when = new Date(Date.now() + 8 * DAY);
    const runs = await Promise.all([runDueJobAlerts(when), runDueJobAlerts(when), runDueJobAlerts(when)]);
    expect(runs.reduce((sum, emails) => sum + emails, 0)).toBe(people.length);
    for (const person of people) {
      const sent = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, person.email), like(mailOutbox.subject, "%quokkatender%")));
      expect(sent, person.email).toHaveLength(1);
    }
  });
});

describe("dashboard", () => {
  let frank: Awaited<ReturnType<typeof signedInCandidate>>;
  beforeAll(async () => {
    frank = await signedInCandidate();
  });

  it("shows the candidate's next interview, applications by stage, saved jobs and what the profile lacks", async () => {
    const other = await signedInCandidate();
    const job = await addJob({ title: "Dashboard role" });
    const applied = await call("POST", "/candidates/applications", frank.token, { jobId: job.id });
    expect(applied.status).toBe(201);
    const soon = new Date(Date.now() + 2 * DAY);
    await db()
      .insert(interviews)
      .values([
        {
          applicationId: applied.body.application.id,
          startsAt: soon,
          timeZone: "America/New_York",
          format: "video",
        },
        {
          applicationId: applied.body.application.id,
          startsAt: new Date(Date.now() + DAY),
          timeZone: "America/New_York",
          format: "phone",
          status: "cancelled",
        },
      ]);
    await call("PUT", `/candidates/saved-jobs/${job.id}`, frank.token);

    const dashboard = await call("GET", "/candidates/dashboard", frank.token);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual({
      nextInterview: expect.objectContaining({
        startsAt: soon.toISOString(),
        format: "video",
        timeZone: "America/New_York",
        jobTitle: "Dashboard role",
      }),
      applicationsByStage: [{ stage: "applied", label: "Applied", count: 1 }],
      savedJobs: [expect.objectContaining({ id: job.id, title: "Dashboard role" })],
      completeness: {
        percent: 25,
        missing: expect.arrayContaining([
          { field: "headline", label: "Headline", href: "/candidate/profile#profile-headline" },
        ]),
      },
      // Never placed: no workforce cards (server/api/payroll.test.ts covers a contractor's).
      workforce: null,
    });
    expect(dashboard.body.completeness.missing).toHaveLength(6);

    const empty = await call("GET", "/candidates/dashboard", other.token);
    expect(empty.body).toMatchObject({ nextInterview: null, applicationsByStage: [], savedJobs: [] });
    expect((await call("GET", "/candidates/dashboard")).status).toBe(401);
  });
});
