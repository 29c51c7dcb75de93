import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "../../../common/newsletter";
import { setupTestApp } from "../../../tests/support/test-app";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { emailSubscribers, mailOutbox } from "../../db/schema";
import { SUBSCRIBE_LIMIT_PER_IP, unsubscribeWithToken } from "./subscriptions";
import { unsubscribeToken } from "./unsubscribe-token";

const { db } = setupTestDatabase();
const app = setupTestApp({ APP_URL: "https://staffing.example" });

function subscribe(body: unknown) {
  return fetch(`${app.url}/api/email-subscriptions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function subscribers() {
  return db().select().from(emailSubscribers);
}

async function welcomeMails() {
  return db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
}

/** The token from the welcome email's List-Unsubscribe header. */
async function tokenFromWelcome(): Promise<string> {
  const [mail] = (await welcomeMails()).slice(-1);
  const header = mail?.headers["List-Unsubscribe"] ?? "";
  const token = new URL(header.slice(1, -1)).searchParams.get("token");
  if (!token) throw new Error("no token in the welcome email");
  return token;
}

beforeEach(async () => {
  await db().execute(sql`TRUNCATE email_subscribers, mail_outbox, rate_limit_counters CASCADE`);
});

describe("POST /api/email-subscriptions", () => {
  it("subscribes, answers 201 'Successfully subscribed!' and queues a welcome with one-click unsubscribe", async () => {
    const response = await subscribe({ email: "  Ana.Torres@Example.com " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Successfully subscribed!" });
    const [row] = await subscribers();
    expect(row).toMatchObject({
      email: "ana.torres@example.com",
      status: "subscribed",
      unsubscribedAt: null,
    });

    const [mail] = await welcomeMails();
    expect(mail?.toAddress).toBe("ana.torres@example.com");
    const token = await unsubscribeToken(row?.id as string);
    const link = `https://staffing.example/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail?.textBody).toContain(link);
    expect(mail?.htmlBody).toContain(link.replace("&", "&amp;"));
  });

  it("treats the address case-insensitively: one subscriber, still a success, no second welcome", async () => {
    expect((await subscribe({ email: "ana@example.com" })).status).toBe(201);
    const again = await subscribe({ email: "ANA@EXAMPLE.COM" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const concurrent = await Promise.all([
      subscribe({ email: "bo@example.com" }),
      subscribe({ email: "Bo@example.com" }),
    ]);
    expect(concurrent.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await subscribers()).toHaveLength(2);
    expect(await welcomeMails()).toHaveLength(2);
  });

  it("reactivates an unsubscribed address with a new welcome", async () => {
    await subscribe({ email: "ana@example.com" });
    expect(await unsubscribeWithToken(await tokenFromWelcome())).toEqual({
      ok: true,
      email: "ana@example.com",
    });
    expect((await subscribe({ email: "Ana@example.com" })).status).toBe(201);
    const [row] = await subscribers();
    expect(row).toMatchObject({ status: "subscribed", unsubscribedAt: null });
    expect(await welcomeMails()).toHaveLength(2);
  });

  it("answers 400 with a message for a missing, empty, invalid or wrongly typed email", async () => {
    for (const [body, message] of [
      [{}, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: "   " }, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: 42 }, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: "ana@" }, NEWSLETTER_MESSAGES.emailInvalid],
      [{ email: `${"a".repeat(250)}@example.com` }, NEWSLETTER_MESSAGES.emailInvalid],
    ] as const) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, fields: { email: message } });
    }
    expect((await subscribe("{nope")).status).toBe(400);
    expect((await subscribe({ email: "x".repeat(200_000) })).status).toBe(413);
    const empty = await fetch(`${app.url}/api/email-subscriptions`, { method: "POST" });
    expect(empty.status).toBe(400);
    expect(await subscribers()).toEqual([]);
  });

  it("answers 429 past the per-address limit", async () => {
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_IP.limit; i++) {
      expect((await subscribe({ email: `p${i}@example.com` })).status).toBe(201);
    }
    expect((await subscribe({ email: "late@example.com" })).status).toBe(429);
  });
});

describe("unsubscribing", () => {
  async function oneClick(token: string) {
    return fetch(`${app.url}/api/email-subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
  }

  it("works through the one-click POST, repeatably", async () => {
    await subscribe({ email: "ana@example.com" });
    const token = await tokenFromWelcome();
    for (let i = 0; i < 2; i++) {
      const response = await oneClick(token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    }
    const [row] = await subscribers();
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("works through the page action's module function", async () => {
    await subscribe({ email: "ana@example.com" });
    expect(await unsubscribeWithToken(await tokenFromWelcome())).toEqual({
      ok: true,
      email: "ana@example.com",
    });
    expect((await subscribers())[0]?.status).toBe("unsubscribed");
  });

  it("refuses tampered, forged and malformed tokens", async () => {
    await subscribe({ email: "ana@example.com" });
    await subscribe({ email: "bo@example.com" });
    const token = await tokenFromWelcome();
    const [id, mac = ""] = token.split(".");
    const [other] = (await subscribers()).filter((row) => row.id !== id);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${id}.${flipped}`,
      `${other?.id}.${mac}`,
      id ?? "",
      "",
      "not-a-token",
      `${token}.x`,
    ]) {
      expect(await unsubscribeWithToken(bad)).toEqual({ ok: false });
      const response = await oneClick(bad);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(NEWSLETTER_MESSAGES.invalidToken);
    }
    expect(await unsubscribeWithToken(undefined)).toEqual({ ok: false });
    expect((await subscribers()).every((row) => row.status === "subscribed")).toBe(true);
  });
});
