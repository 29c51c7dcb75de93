import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_FALLBACKS } from "../../../common/brand";
import { CONTACT_MESSAGES, CONTACT_SUCCESS_MESSAGE } from "../../../common/contact";
import { setupTestApp } from "../../../tests/support/test-app";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { contactMessages, mailOutbox, siteSettings } from "../../db/schema";
import { CONTACT_LIMIT_PER_IP, listContactMessages } from "./contact-messages";

const { db } = setupTestDatabase();
const app = setupTestApp();

const home = {
  firstName: "Ana",
  lastName: "Torres",
  email: "Ana.Torres@example.com",
  subject: "hire",
  message: "We need three bilingual receptionists in Miami.",
};
const contactPage = {
  firstName: "Luis",
  lastName: "Perez",
  email: "luis@example.com",
  phone: "(305) 555-0100",
  company: "Brickell Dental Group",
  subject: "employer",
  message: "Please call me about temp-to-hire staffing.",
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function errorFields(body: unknown) {
  const response = await post(body);
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string> }).fields;
}

beforeEach(async () => {
  await db().execute(sql`TRUNCATE contact_messages, mail_outbox, rate_limit_counters, site_settings CASCADE`);
});

describe("POST /api/contact, home form", () => {
  it("stores the message and answers 201 with SPEC's thank-you", async () => {
    const response = await post(home);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(String), message: CONTACT_SUCCESS_MESSAGE });
    const [row] = await db().select().from(contactMessages);
    expect(row).toMatchObject({ id: body.id, form: "home", subject: "hire", phone: null, status: "new" });
    expect(row?.ipHash).toMatch(/.+/);
    expect(row?.ipHash).not.toContain("127.0.0.1");
  });

  it("gives each field SPEC's home message", async () => {
    expect(await errorFields({})).toEqual({
      firstName: CONTACT_MESSAGES.firstName,
      lastName: CONTACT_MESSAGES.lastName,
      email: CONTACT_MESSAGES.homeEmail,
      subject: CONTACT_MESSAGES.homeSubject,
      message: CONTACT_MESSAGES.message,
    });
    expect(
      await errorFields({
        ...home,
        firstName: "  ",
        lastName: "",
        email: "ana@",
        subject: "",
        message: " short    ",
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      subject: "Please select a subject",
      message: "Message must be at least 10 characters",
    });
    expect(await errorFields({ ...home, subject: "general" })).toEqual({
      subject: "Please select a subject",
    });
  });

  it("answers 400, not 500, for wrong types and too-long values", async () => {
    expect(
      await errorFields({ ...home, firstName: 5, email: ["a@b.co"], subject: null, message: { a: 1 } }),
    ).toEqual({
      firstName: CONTACT_MESSAGES.firstName,
      email: CONTACT_MESSAGES.homeEmail,
      subject: CONTACT_MESSAGES.homeSubject,
      message: CONTACT_MESSAGES.message,
    });
    expect(await errorFields({ ...home, lastName: "x".repeat(101), message: "y".repeat(5001) })).toEqual({
      lastName: CONTACT_MESSAGES.lastNameTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    });
    expect((await post([1, 2])).status).toBe(400);
  });
});

describe("POST /api/contact, contact page form", () => {
  it("is picked by the phone field, stores phone and company", async () => {
    const response = await post(contactPage);
    expect(response.status).toBe(201);
    const [row] = await db().select().from(contactMessages);
    expect(row).toMatchObject({ form: "contact", phone: "(305) 555-0100", company: "Brickell Dental Group" });
  });

  it("gives each field SPEC's contact page message; company is optional", async () => {
    expect(await errorFields({ form: "contact" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
    expect(await errorFields({ ...contactPage, phone: " ", subject: "hire" })).toEqual({
      phone: CONTACT_MESSAGES.phone,
      subject: CONTACT_MESSAGES.contactSubject,
    });
    const { company: _company, ...withoutCompany } = contactPage;
    expect((await post(withoutCompany)).status).toBe(201);
    expect((await post({ ...contactPage, company: "" })).status).toBe(201);
    const rows = await db().select({ company: contactMessages.company }).from(contactMessages);
    expect(rows).toEqual([{ company: null }, { company: null }]);
  });
});

describe("POST /api/contact, emails", () => {
  it("queues the notification to the settings inbox (Reply-To the sender) and the acknowledgement", async () => {
    await db()
      .insert(siteSettings)
      .values({ companyName: "Sunshine Staffing", contactEmail: "hello@sunshine.example" });
    const { id } = await (await post(contactPage)).json();
    const mail = await db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    expect(mail.map((row) => row.toAddress)).toEqual(["hello@sunshine.example", "luis@example.com"]);
    const [notification, acknowledgement] = mail;
    expect(notification?.headers).toEqual({ "Reply-To": "luis@example.com" });
    expect(notification?.subject).toBe("New message: Employer Services from Luis Perez");
    for (const text of ["(305) 555-0100", "Brickell Dental Group", "temp-to-hire", id]) {
      expect(notification?.textBody).toContain(text);
    }
    expect(acknowledgement?.subject).toBe("We received your message");
    expect(acknowledgement?.textBody).toContain("Please call me about temp-to-hire staffing.");
    expect(acknowledgement?.headers).toEqual({ "Reply-To": "hello@sunshine.example" });
  });

  it("falls back to the brand inbox without settings and escapes HTML", async () => {
    await post({ ...home, firstName: "<b>Ana</b>" });
    const [notification] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, CONTACT_FALLBACKS.email));
    expect(notification?.htmlBody).toContain("&lt;b&gt;Ana&lt;/b&gt;");
    expect(notification?.htmlBody).not.toContain("<b>Ana</b>");
  });
});

describe("POST /api/contact, abuse and retries", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await post({ ...home, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), message: CONTACT_SUCCESS_MESSAGE });
    expect(await db().select().from(contactMessages)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it("stores a retry with the same Idempotency-Key once and returns the same id", async () => {
    const headers = { "idempotency-key": "c0ffee-1234" };
    const [first, second] = await Promise.all([post(home, headers), post(home, headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await second.json()];
    expect(a.id).toBe(b.id);
    expect(await db().select().from(contactMessages)).toHaveLength(1);
    expect(await db().select().from(mailOutbox)).toHaveLength(2);
    const other = await (await post(home, { "idempotency-key": "another-key" })).json();
    expect(other.id).not.toBe(a.id);
    expect(await db().select().from(contactMessages)).toHaveLength(2);
  });

  it("refuses an unusable Idempotency-Key with 400", async () => {
    const response = await post(home, { "idempotency-key": "x".repeat(256) });
    expect(response.status).toBe(400);
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    for (let i = 0; i < CONTACT_LIMIT_PER_IP.limit; i++) expect((await post(home)).status).toBe(201);
    const refused = await post(home);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().select().from(contactMessages)).toHaveLength(CONTACT_LIMIT_PER_IP.limit);
  });

  it("answers 4xx, never 500, for non-JSON, malformed and oversize bodies", async () => {
    const text = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(415);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ ...home, message: "x".repeat(200_000) })).status).toBe(413);
    const empty = await fetch(`${app.url}/api/contact`, { method: "POST" });
    expect(empty.status).toBe(400);
  });
});

describe("listContactMessages", () => {
  it("lists newest first, a page at a time", async () => {
    await post(home);
    await post(contactPage);
    const { messages, total, page, pageCount } = await listContactMessages({ page: 1 });
    expect(messages.map((m) => m.firstName)).toEqual(["Luis", "Ana"]);
    expect({ total, page, pageCount }).toEqual({ total: 2, page: 1, pageCount: 1 });
    expect((await listContactMessages({ page: 2 })).messages).toEqual([]);
  });
});
