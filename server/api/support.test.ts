import { desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { SUPPORT_MESSAGES } from "../../common/support";
import { type ApiJson, setupApiCaller } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createPlacedContractor } from "../../tests/support/workforce-records";
import { adminAuditLog, mailOutbox, supportTickets } from "../db/schema";

const database = setupTestDatabase();
const app = setupTestApp();
const db = () => database.db();

type Thread = ApiJson & {
  id: string;
  status: string;
  messages: { from: string; body: string; staffEmail: string | null }[];
};
const staff = { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" };
const { call } = setupApiCaller<Thread>(app, staff);

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, support_tickets, support_messages, mail_outbox, rate_limit_counters, admin_audit_log CASCADE`,
  );
});

const newTicket = {
  subject: "Missing overtime on my last paystub",
  category: "pay",
  message: "I worked 44 hours last week.",
};

async function openTicket(token: string, body: unknown = newTicket) {
  const result = await call("POST", "/candidates/support/tickets", { token, body });
  expect(result.status).toBe(201);
  return result.body;
}

describe("contractor support tickets", () => {
  it("needs a bearer token", async () => {
    expect((await call("GET", "/candidates/support/tickets")).status).toBe(401);
    expect((await call("POST", "/candidates/support/tickets", { body: newTicket })).status).toBe(401);
  });

  it("opens a ticket with its first message, lists it and shows the thread", async () => {
    const { token } = await createPlacedContractor();
    const ticket = await openTicket(token, { ...newTicket, subject: "  Missing   overtime  " });
    expect(ticket).toMatchObject({
      subject: "Missing overtime",
      category: "pay",
      status: "open",
      statusLabel: "Open",
      messageCount: 1,
    });
    expect(ticket.messages).toMatchObject([
      { from: "contractor", body: "I worked 44 hours last week.", staffEmail: null },
    ]);
    const list = await call("GET", "/candidates/support/tickets", { token });
    expect(list.status).toBe(200);
    expect(list.body.tickets).toMatchObject([{ id: ticket.id, status: "open", messageCount: 1 }]);
    const thread = await call("GET", `/candidates/support/tickets/${ticket.id}`, { token });
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toHaveLength(1);
  });

  it("answers 400 for a bad subject, category or message", async () => {
    const { token } = await createPlacedContractor();
    const bad = [
      { ...newTicket, subject: "" },
      { ...newTicket, subject: "x".repeat(201) },
      { ...newTicket, category: "gossip" },
      { ...newTicket, message: "   " },
      { ...newTicket, message: "x".repeat(5001) },
      { ...newTicket, extra: 1 },
      { subject: "Hi" },
    ];
    for (const body of bad) {
      expect((await call("POST", "/candidates/support/tickets", { token, body })).status).toBe(400);
    }
    const result = await call("POST", "/candidates/support/tickets", {
      token,
      body: { ...newTicket, subject: "" },
    });
    expect(result.body.fields?.subject).toBe(SUPPORT_MESSAGES.subject);
    expect(
      (
        await call("POST", "/candidates/support/tickets", {
          token,
          body: { ...newTicket, subject: "x".repeat(200), message: "y".repeat(5000) },
        })
      ).status,
    ).toBe(201);
  });

  it("reopens an answered ticket on reply, refuses replies once closed", async () => {
    const { token } = await createPlacedContractor();
    const ticket = await openTicket(token);
    let result = await call("POST", `/admin/support/${ticket.id}/messages`, {
      admin: true,
      body: { message: "We will fix it on Friday." },
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe("answered");
    result = await call("POST", `/candidates/support/tickets/${ticket.id}/messages`, {
      token,
      body: { message: "Thank you! And the Sunday shift?" },
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe("open");
    expect(result.body.messages.map((message) => message.from)).toEqual([
      "contractor",
      "staff",
      "contractor",
    ]);
    expect(
      (
        await call("POST", `/candidates/support/tickets/${ticket.id}/messages`, {
          token,
          body: { message: "" },
        })
      ).status,
    ).toBe(400);
    result = await call("POST", `/candidates/support/tickets/${ticket.id}/close`, { token });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe("closed");
    result = await call("POST", `/candidates/support/tickets/${ticket.id}/messages`, {
      token,
      body: { message: "One more thing" },
    });
    expect(result.status).toBe(409);
    expect(result.body.error).toBe(SUPPORT_MESSAGES.closed);
    expect(
      (await call("POST", `/admin/support/${ticket.id}/messages`, { admin: true, body: { message: "Late" } }))
        .status,
    ).toBe(409);
  });

  it("answers 404 for another contractor's tickets and unknown ids", async () => {
    const owner = await createPlacedContractor();
    const other = await createPlacedContractor();
    const ticket = await openTicket(owner.token);
    for (const [method, path, body] of [
      ["GET", `/candidates/support/tickets/${ticket.id}`, undefined],
      ["POST", `/candidates/support/tickets/${ticket.id}/messages`, { message: "Mine now" }],
      ["POST", `/candidates/support/tickets/${ticket.id}/close`, undefined],
      ["GET", "/candidates/support/tickets/00000000-0000-4000-8000-000000000000", undefined],
      ["GET", "/candidates/support/tickets/not-an-id", undefined],
    ] as const) {
      expect((await call(method, path, { token: other.token, body })).status).toBe(404);
    }
    expect((await call("GET", "/candidates/support/tickets", { token: other.token })).body.tickets).toEqual(
      [],
    );
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.status).toBe("open");
  });

  it("limits how many tickets a contractor opens a day", async () => {
    const { token } = await createPlacedContractor();
    for (let i = 0; i < 10; i++) await openTicket(token, { ...newTicket, subject: `Question ${i}` });
    const result = await call("POST", "/candidates/support/tickets", { token, body: newTicket });
    expect(result.status).toBe(429);
  });
});

describe("staff support inbox", () => {
  it("refuses anonymous callers and candidate tokens", async () => {
    const { token } = await createPlacedContractor();
    const ticket = await openTicket(token);
    for (const [method, path, body] of [
      ["GET", "/admin/support", undefined],
      ["GET", `/admin/support/${ticket.id}`, undefined],
      ["POST", `/admin/support/${ticket.id}/messages`, { message: "Hi" }],
      ["POST", `/admin/support/${ticket.id}/close`, undefined],
    ] as const) {
      expect((await call(method, path, { body })).status).toBe(401);
      expect([401, 403]).toContain((await call(method, path, { body, token })).status);
    }
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.status).toBe("open");
  });

  it("lists oldest open first, filters by status, answers with an email and closes, audited", async () => {
    const first = await createPlacedContractor({ firstName: "Luis", email: "luis@example.com" });
    const second = await createPlacedContractor({ firstName: "Grace", email: "grace@example.com" });
    const older = await openTicket(first.token, { ...newTicket, subject: "Older" });
    const newer = await openTicket(second.token, { ...newTicket, subject: "Newer", category: "benefits" });
    const answered = await openTicket(second.token, { ...newTicket, subject: "Answered" });
    await db().execute(
      sql`UPDATE support_tickets SET updated_at = now() - interval '2 days' WHERE id = ${older.id}`,
    );

    let result = await call("POST", `/admin/support/${answered.id}/messages`, {
      admin: true,
      body: { message: "Paid on Friday." },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: "answered",
      contractorName: "Grace Contractor",
      contractorEmail: "grace@example.com",
    });
    expect(result.body.messages.at(-1)).toMatchObject({
      from: "staff",
      staffEmail: staff.email,
      body: "Paid on Friday.",
    });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "grace@example.com"))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe("We answered your question: Answered");
    expect(mail?.textBody).toContain(`${app.config.APP_URL}/candidate/support`);
    expect(mail?.textBody).not.toContain("Paid on Friday.");

    result = await call("GET", "/admin/support", { admin: true });
    expect(result.status).toBe(200);
    const rows = result.body.rows as { subject: string; status: string }[];
    expect(rows.map((row) => [row.subject, row.status])).toEqual([
      ["Older", "open"],
      ["Newer", "open"],
      ["Answered", "answered"],
    ]);
    expect(result.body).toMatchObject({ total: 3, page: 1, pageSize: 25, status: "" });
    result = await call("GET", "/admin/support?status=answered", { admin: true });
    expect((result.body.rows as { id: string }[]).map((row) => row.id)).toEqual([answered.id]);

    result = await call("GET", `/admin/support/${older.id}`, { admin: true });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ contractorName: "Luis Contractor", subject: "Older" });
    result = await call("POST", `/admin/support/${older.id}/close`, { admin: true });
    expect(result.body.status).toBe("closed");
    expect(
      (await call("GET", `/candidates/support/tickets/${older.id}`, { token: first.token })).body.status,
    ).toBe("closed");

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((row) => [row.action, row.entityId]).sort()).toEqual(
      [
        ["support_ticket.answered", answered.id],
        ["support_ticket.closed", older.id],
      ].sort(),
    );
    expect(
      (await call("GET", "/admin/support/00000000-0000-4000-8000-000000000000", { admin: true })).status,
    ).toBe(404);
    expect(
      (await call("POST", `/admin/support/${newer.id}/messages`, { admin: true, body: { message: "" } }))
        .status,
    ).toBe(400);
  });
});
