import { desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setupAdminTestClient, testAdmin } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  companies,
  companyReviews,
  contactMessages,
  emailSubscribers,
  jobs,
  mailOutbox,
} from "../db/schema";

const database = setupTestDatabase();
const app = setupTestApp();
const { call, adminCookie } = setupAdminTestClient(database, app, "maria.admin-test@example.com");
const admin = testAdmin;

beforeEach(async () => {
  await database
    .db()
    .execute(
      sql`TRUNCATE jobs, company_reviews, companies, site_settings, admin_audit_log, contact_messages, email_subscribers, mail_outbox CASCADE`,
    );
});

const validJob = {
  title: "Registered Nurse (ICU)",
  company: "Baptist Health",
  city: "Miami",
  state: "fl",
  workplaceType: "on-site",
  employmentType: "full-time",
  industry: "Healthcare",
  priority: "Normal",
  salaryMin: "80000",
  salaryMax: "110000",
  salaryPeriod: "year",
  description: "## About\n\nCare for **critical** patients.",
  requirements: ["Florida RN license"],
  skills: ["ICU", "BLS"],
};

async function insertJob(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await database
    .db()
    .insert(jobs)
    .values({
      title: validJob.title,
      company: validJob.company,
      city: validJob.city,
      state: "FL",
      workplaceType: "on-site",
      employmentType: "full-time",
      industry: "Healthcare",
      salaryMin: 80000,
      salaryMax: 110000,
      description: validJob.description,
      ...overrides,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("no job");
  return job.id;
}

async function insertReview() {
  await database
    .db()
    .insert(companies)
    .values({ id: 1, name: "Sunshine Staffing", slug: "sunshine-staffing" });
  const [review] = await database
    .db()
    .insert(companyReviews)
    .values({ companyId: 1, authorName: "Dana Lee", rating: 5, text: "Great recruiters.", status: "pending" })
    .returning({ id: companyReviews.id });
  if (!review) throw new Error("no review");
  return review.id;
}

async function lastAudit() {
  const [entry] = await database.db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
  return entry;
}

const settingsBody = {
  companyName: "Sunshine Staffing",
  address: "1450 Brickell Avenue, Miami, FL 33131",
  contactPhone: "(305) 555-0199",
  contactEmail: "hello@sunshinestaffing.example",
  businessHours: [{ days: "Monday – Friday", hours: "8:00 AM – 5:00 PM" }],
  socialLinks: [{ network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/sunshine" }],
};

async function insertMessage() {
  const [message] = await database
    .db()
    .insert(contactMessages)
    .values({
      form: "contact",
      firstName: "Jose",
      lastName: "Rivera",
      email: "jose.rivera@example.com",
      phone: "3055550123",
      subject: "employer",
      message: "We need three warehouse leads by March.",
    })
    .returning({ id: contactMessages.id });
  if (!message) throw new Error("no message");
  return message.id;
}

async function insertSubscriber(email = "ana@example.com") {
  const [subscriber] = await database
    .db()
    .insert(emailSubscribers)
    .values({ email })
    .returning({ id: emailSubscribers.id });
  if (!subscriber) throw new Error("no subscriber");
  return subscriber.id;
}

const reply = {
  subject: "Re: your staffing request",
  body: "Thanks, Jose. A recruiter will call you today.",
};

/** Every console endpoint, with a body that would succeed for an admin. */
async function endpoints(): Promise<[string, string, unknown?][]> {
  const jobId = await insertJob();
  const reviewId = await insertReview();
  const messageId = await insertMessage();
  const subscriberId = await insertSubscriber();
  return [
    ["GET", "/api/admin/messages"],
    ["POST", `/api/admin/messages/${messageId}/handled`, { handled: true }],
    ["POST", `/api/admin/messages/${messageId}/reply`, reply],
    ["GET", "/api/admin/subscribers"],
    ["GET", "/api/admin/subscribers.csv"],
    ["POST", `/api/admin/subscribers/${subscriberId}/unsubscribe`],
    ["GET", "/api/admin/overview"],
    ["GET", "/api/admin/jobs"],
    ["POST", "/api/admin/jobs", validJob],
    ["GET", `/api/admin/jobs/${jobId}`],
    ["PUT", `/api/admin/jobs/${jobId}`, validJob],
    ["POST", `/api/admin/jobs/${jobId}/status`, { status: "open" }],
    ["POST", `/api/admin/jobs/${jobId}/priority`, { priority: "High" }],
    ["GET", "/api/admin/reviews"],
    ["POST", `/api/admin/reviews/${reviewId}/moderation`, { decision: "approve" }],
    ["GET", "/api/admin/settings"],
    ["PUT", "/api/admin/settings", settingsBody],
    ["GET", "/api/admin/audit"],
    ["POST", "/api/admin/markdown-preview", { markdown: "**hi**" }],
  ];
}

describe("who may call the console API", () => {
  it("refuses an anonymous call (401) and a candidate's token (403) on every endpoint, and changes nothing", async () => {
    for (const [method, path, body] of await endpoints()) {
      expect((await call("anonymous", method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call("candidate", method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await database.db().select().from(adminAuditLog)).toEqual([]);
    const [job] = await database.db().select({ status: jobs.status, priority: jobs.priority }).from(jobs);
    expect(job).toEqual({ status: "draft", priority: "Normal" });
  });

  it("answers an admin on every endpoint", async () => {
    for (const [method, path, body] of await endpoints()) {
      const response = await call("admin", method, path, body);
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }
  });

  it("refuses a cross-site change even with the admin's cookie", async () => {
    const response = await fetch(`${app.url}/api/admin/settings`, {
      method: "PUT",
      headers: { cookie: adminCookie(), origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(settingsBody),
    });
    expect(response.status).toBe(403);
    expect(await lastAudit()).toBeUndefined();
  });
});

describe("jobs", () => {
  it("creates a draft, audited with the job after", async () => {
    const response = await call("admin", "POST", "/api/admin/jobs", validJob);
    expect(response.status).toBe(201);
    const job = await response.json();
    expect(job).toMatchObject({ title: validJob.title, state: "FL", status: "draft", salaryMin: 80000 });
    expect(await lastAudit()).toMatchObject({
      actorEmail: admin.email,
      actorName: admin.name,
      action: "job.created",
      entityType: "job",
      entityId: job.id,
      before: null,
      after: { title: validJob.title, status: "draft" },
    });
  });

  it("answers 400 naming each bad field, and stores nothing", async () => {
    const response = await call("admin", "POST", "/api/admin/jobs", {
      ...validJob,
      title: " ",
      state: "Florida",
      industry: "Space",
    });
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(Object.keys(fields).sort()).toEqual(["industry", "state", "title"]);
    const upsideDown = await call("admin", "POST", "/api/admin/jobs", {
      ...validJob,
      salaryMin: "120000",
      salaryMax: "90000",
    });
    expect(upsideDown.status).toBe(400);
    expect((await upsideDown.json()).fields).toEqual({
      salaryMax: "The maximum must not be below the minimum.",
    });
    expect(await database.db().select().from(jobs)).toEqual([]);
    expect(await lastAudit()).toBeUndefined();
  });

  it("publishes (dated today), sets priority High, then marks filled, each audited with before and after", async () => {
    const id = await insertJob();
    const published = await call("admin", "POST", `/api/admin/jobs/${id}/status`, { status: "open" });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({
      status: "open",
      postedAt: new Date().toISOString().slice(0, 10),
    });
    expect(await lastAudit()).toMatchObject({
      action: "job.published",
      entityId: id,
      before: { status: "draft", postedAt: null },
      after: { status: "open" },
    });

    expect((await call("admin", "POST", `/api/admin/jobs/${id}/priority`, { priority: "High" })).status).toBe(
      200,
    );
    expect(await lastAudit()).toMatchObject({
      action: "job.priority_changed",
      before: { priority: "Normal" },
      after: { priority: "High" },
    });

    expect((await call("admin", "POST", `/api/admin/jobs/${id}/status`, { status: "filled" })).status).toBe(
      200,
    );
    expect(await lastAudit()).toMatchObject({
      action: "job.filled",
      before: { status: "open" },
      after: { status: "filled" },
    });
  });

  it("edits a job, audited with before and after", async () => {
    const id = await insertJob();
    const response = await call("admin", "PUT", `/api/admin/jobs/${id}`, { ...validJob, title: "ICU Nurse" });
    expect(response.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "job.updated",
      before: { title: validJob.title },
      after: { title: "ICU Nurse" },
    });
  });

  it("refuses a bad status or priority (400) and an unknown job (404)", async () => {
    const id = await insertJob();
    const badStatus = await call("admin", "POST", `/api/admin/jobs/${id}/status`, { status: "deleted" });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).fields).toHaveProperty("status");
    const badPriority = await call("admin", "POST", `/api/admin/jobs/${id}/priority`, { priority: "Urgent" });
    expect((await badPriority.json()).fields).toHaveProperty("priority");
    expect(
      (await call("admin", "POST", "/api/admin/jobs/not-a-uuid/status", { status: "open" })).status,
    ).toBe(404);
    expect(await lastAudit()).toBeUndefined();
  });

  it("pages, searches and sorts", async () => {
    for (let n = 0; n < 30; n++)
      await insertJob({ title: `Warehouse Associate ${String(n).padStart(2, "0")}` });
    await insertJob({ title: "Python Developer", industry: "Technology", skills: ["Python"] });
    const first = await (await call("admin", "GET", "/api/admin/jobs?sort=title&dir=asc")).json();
    expect(first).toMatchObject({ total: 31, page: 1, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].title).toBe("Python Developer");
    const second = await (await call("admin", "GET", "/api/admin/jobs?sort=title&dir=asc&page=2")).json();
    expect(second.rows.map((row: { title: string }) => row.title)).toEqual(
      [24, 25, 26, 27, 28, 29].map((n) => `Warehouse Associate ${n}`),
    );
    const backwards = await (await call("admin", "GET", "/api/admin/jobs?sort=title&dir=desc&page=2")).json();
    expect(backwards.rows.map((row: { title: string }) => row.title)).toEqual([
      "Warehouse Associate 04",
      "Warehouse Associate 03",
      "Warehouse Associate 02",
      "Warehouse Associate 01",
      "Warehouse Associate 00",
      "Python Developer",
    ]);
    const found = await (await call("admin", "GET", "/api/admin/jobs?q=python")).json();
    expect(found.rows.map((row: { title: string }) => row.title)).toEqual(["Python Developer"]);
    const nonsense = await call("admin", "GET", "/api/admin/jobs?page=-4&sort=drop&dir=sideways");
    expect(nonsense.status).toBe(200);
  });

  it("searches jobs of every status (two partial indexes), or of the status asked for", async () => {
    for (const status of ["draft", "open", "closed", "filled"] as const)
      await insertJob({ title: `Forklift Operator ${status}`, status });
    await insertJob({ title: "Dental Hygienist", status: "closed" });
    const titles = async (query: string) =>
      ((await (await call("admin", "GET", `/api/admin/jobs?${query}`)).json()).rows as { title: string }[])
        .map((row) => row.title)
        .sort();
    expect(await titles("q=forklift")).toEqual([
      "Forklift Operator closed",
      "Forklift Operator draft",
      "Forklift Operator filled",
      "Forklift Operator open",
    ]);
    expect(await titles("q=forklift&status=closed")).toEqual(["Forklift Operator closed"]);
    expect(await titles("q=forklift&status=open")).toEqual(["Forklift Operator open"]);
    const counted = await (await call("admin", "GET", "/api/admin/jobs?q=forklift&sort=title")).json();
    expect(counted.total).toBe(4);
  });

  it("renders a Markdown preview with raw HTML escaped", async () => {
    const response = await call("admin", "POST", "/api/admin/markdown-preview", {
      markdown: "**bold** <script>x</script>",
    });
    const { html } = await response.json();
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script>");
    expect((await call("admin", "POST", "/api/admin/markdown-preview", {})).status).toBe(400);
  });
});

describe("reviews", () => {
  it("lists pending reviews and approves one, audited", async () => {
    const id = await insertReview();
    const list = await (await call("admin", "GET", "/api/admin/reviews")).json();
    expect(list.rows.map((row: { id: number }) => row.id)).toEqual([id]);
    const response = await call("admin", "POST", `/api/admin/reviews/${id}/moderation`, {
      decision: "approve",
    });
    expect(response.status).toBe(200);
    const [stored] = await database.db().select().from(companyReviews).where(eq(companyReviews.id, id));
    expect(stored?.status).toBe("published");
    expect(await lastAudit()).toMatchObject({
      action: "review.approved",
      entityType: "review",
      entityId: String(id),
      before: { status: "pending" },
      after: { status: "published" },
    });
  });

  it("rejects one (hidden), refuses a bad decision (400) and an unknown review (404)", async () => {
    const id = await insertReview();
    const bad = await call("admin", "POST", `/api/admin/reviews/${id}/moderation`, { decision: "maybe" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("decision");
    expect(
      (await call("admin", "POST", "/api/admin/reviews/99999/moderation", { decision: "approve" })).status,
    ).toBe(404);
    expect(
      (await call("admin", "POST", `/api/admin/reviews/${id}/moderation`, { decision: "reject" })).status,
    ).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "review.rejected", after: { status: "hidden" } });
  });
});

describe("site settings", () => {
  it("saves the settings; the public API reads them; audited with before and after", async () => {
    const response = await call("admin", "PUT", "/api/admin/settings", settingsBody);
    expect(response.status).toBe(200);
    const publicSettings = await (await fetch(`${app.url}/api/site-settings`)).json();
    expect(publicSettings.contactPhone).toBe("(305) 555-0199");
    expect(await lastAudit()).toMatchObject({
      action: "settings.updated",
      entityType: "settings",
      before: { contactPhone: null },
      after: { contactPhone: "(305) 555-0199" },
    });
  });

  it("answers 400 naming each bad field", async () => {
    const response = await call("admin", "PUT", "/api/admin/settings", {
      ...settingsBody,
      companyName: "",
      contactEmail: "not an email",
      contactPhone: "call us!",
      socialLinks: [{ network: "myspace", label: "x", url: "javascript:alert(1)" }],
    });
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(Object.keys(fields).sort()).toEqual([
      "companyName",
      "contactEmail",
      "contactPhone",
      "socialLinks.0.network",
      "socialLinks.0.url",
    ]);
    expect(await lastAudit()).toBeUndefined();
  });
});

describe("site settings: the referral bonus rule", () => {
  it("shows the defaults, saves new whole numbers, audits them; leaving them out keeps them", async () => {
    expect(await (await call("admin", "GET", "/api/admin/settings")).json()).toMatchObject({
      referralBonusAmount: 500,
      referralBonusHours: 160,
    });
    const saved = await call("admin", "PUT", "/api/admin/settings", {
      ...settingsBody,
      referralBonusAmount: 750,
      referralBonusHours: 200,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ referralBonusAmount: 750, referralBonusHours: 200 });
    expect(await lastAudit()).toMatchObject({
      action: "settings.updated",
      before: { referralBonusAmount: 500, referralBonusHours: 160 },
      after: { referralBonusAmount: 750, referralBonusHours: 200 },
    });

    expect((await call("admin", "PUT", "/api/admin/settings", settingsBody)).status).toBe(200);
    expect(await (await call("admin", "GET", "/api/admin/settings")).json()).toMatchObject({
      referralBonusAmount: 750,
      referralBonusHours: 200,
    });
  });

  it.each([
    [0, 160, "referralBonusAmount", "Referral bonus must be from 1 to 10,000 dollars."],
    [10_001, 160, "referralBonusAmount", "Referral bonus must be from 1 to 10,000 dollars."],
    [99.5, 160, "referralBonusAmount", "Referral bonus must be a whole number of dollars."],
    ["500", 160, "referralBonusAmount", "Referral bonus must be a whole number of dollars."],
    [null, 160, "referralBonusAmount", "Referral bonus must be a whole number of dollars."],
    [500, -8, "referralBonusHours", "Hours before the bonus must be from 1 to 2,000 hours."],
    [500, 2_001, "referralBonusHours", "Hours before the bonus must be from 1 to 2,000 hours."],
    [500, 1.5, "referralBonusHours", "Hours before the bonus must be a whole number of hours."],
  ])("refuses amount %j and hours %j with 400 on %s", async (amount, hours, field, message) => {
    const response = await call("admin", "PUT", "/api/admin/settings", {
      ...settingsBody,
      referralBonusAmount: amount,
      referralBonusHours: hours,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ [field]: message });
    expect(await lastAudit()).toBeUndefined();
  });
});

describe("audit log", () => {
  it("lists entries newest first and finds them by action", async () => {
    await call("admin", "PUT", "/api/admin/settings", settingsBody);
    const id = await insertJob();
    await call("admin", "POST", `/api/admin/jobs/${id}/status`, { status: "open" });
    const all = await (await call("admin", "GET", "/api/admin/audit")).json();
    expect(all.rows.map((row: { action: string }) => row.action)).toEqual([
      "job.published",
      "settings.updated",
    ]);
    const found = await (await call("admin", "GET", "/api/admin/audit?q=settings.updated")).json();
    expect(found.rows.map((row: { action: string }) => row.action)).toEqual(["settings.updated"]);
  });
});

describe("messages", () => {
  it("finds a message by part of the address, the full name or the subject, in the chosen filter", async () => {
    const id = await insertMessage();
    const search = async (query: string) =>
      (await (await call("admin", "GET", `/api/admin/messages?${query}`)).json()) as {
        total: number;
        rows: { id: string }[];
      };
    for (const q of ["rivera@example", "Jose Rivera", "jose riv", "EMPLOY", "100%_"]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(
        found.rows.map((row) => row.id),
        q,
      ).toEqual(q === "100%_" ? [] : [id]);
    }
    expect((await search("q=warehouse")).total).toBe(0); // the message body is not searched
    await call("admin", "POST", `/api/admin/messages/${id}/handled`, { handled: true });
    expect((await search("q=rivera")).total).toBe(0);
    expect((await search("filter=all&q=rivera")).total).toBe(1);
    expect((await search("filter=handled&q=rivera")).total).toBe(1);
  });

  it("lists unhandled messages and marks one handled, audited", async () => {
    const id = await insertMessage();
    const list = await (await call("admin", "GET", "/api/admin/messages")).json();
    expect(list.rows.map((row: { id: string }) => row.id)).toEqual([id]);
    const response = await call("admin", "POST", `/api/admin/messages/${id}/handled`, { handled: true });
    expect(response.status).toBe(200);
    expect((await (await call("admin", "GET", "/api/admin/messages")).json()).total).toBe(0);
    expect(await lastAudit()).toMatchObject({
      action: "message.handled",
      entityType: "contact_message",
      entityId: id,
      before: { status: "new" },
      after: { status: "archived" },
    });
    expect(
      (await call("admin", "POST", `/api/admin/messages/${id}/handled`, { handled: "yes" })).status,
    ).toBe(400);
  });

  it("replies by email through the outbox in the same transaction, audited", async () => {
    const id = await insertMessage();
    const response = await call("admin", "POST", `/api/admin/messages/${id}/reply`, reply);
    expect(response.status).toBe(200);
    const [mail] = await database.db().select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: "jose.rivera@example.com", subject: reply.subject });
    expect(await lastAudit()).toMatchObject({
      action: "message.replied",
      before: { status: "new" },
      after: { status: "archived", reply: { subject: reply.subject } },
    });
  });

  it("refuses a short reply or a subject with a line break (400), and sends nothing", async () => {
    const id = await insertMessage();
    const response = await call("admin", "POST", `/api/admin/messages/${id}/reply`, {
      subject: "Hi\r\nBcc: everyone@example.com",
      body: "ok",
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fields).sort()).toEqual(["body", "subject"]);
    expect(await database.db().select().from(mailOutbox)).toEqual([]);
    expect((await call("admin", "POST", "/api/admin/messages/nope/reply", reply)).status).toBe(404);
  });
});

describe("subscribers", () => {
  it("searches by address prefix, exports CSV (formula cells defused) and unsubscribes, audited", async () => {
    const id = await insertSubscriber("ana@example.com");
    await insertSubscriber("=cmd@example.com");
    const found = await (await call("admin", "GET", "/api/admin/subscribers?q=ANA")).json();
    expect(found.rows.map((row: { email: string }) => row.email)).toEqual(["ana@example.com"]);

    const csv = await call("admin", "GET", "/api/admin/subscribers.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,status,source,subscribed_at,unsubscribed_at");
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith("'=cmd@example.com,"))).toBe(true);

    expect((await call("admin", "POST", `/api/admin/subscribers/${id}/unsubscribe`)).status).toBe(200);
    const [stored] = await database.db().select().from(emailSubscribers).where(eq(emailSubscribers.id, id));
    expect(stored?.status).toBe("unsubscribed");
    expect(await lastAudit()).toMatchObject({
      action: "subscriber.unsubscribed",
      entityId: id,
      before: { status: "subscribed" },
      after: { status: "unsubscribed" },
    });
    expect((await call("admin", "POST", "/api/admin/subscribers/nope/unsubscribe")).status).toBe(404);
  });
});

describe("overview", () => {
  it("counts open jobs, pending reviews, unhandled messages and subscribers, with open jobs by industry", async () => {
    await insertJob({ status: "open" });
    await insertJob({ status: "open", industry: "Technology" });
    await insertJob({ status: "draft", industry: "Technology" });
    await insertReview();
    await insertMessage();
    await insertSubscriber();
    const overview = await (await call("admin", "GET", "/api/admin/overview")).json();
    expect(overview).toMatchObject({ openJobs: 2, pendingReviews: 1, unhandledMessages: 1, subscribers: 1 });
    expect(overview.openJobsByIndustry).toEqual([
      { industry: "Healthcare", jobs: 1 },
      { industry: "Technology", jobs: 1 },
    ]);
    expect(overview.weekly).toHaveLength(8);
    expect(overview.weekly.at(-1).messages).toBe(1);
  });
});
