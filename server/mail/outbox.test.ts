import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { mailOutbox } from "../db/schema";
import { Invalid } from "../errors";
import { enqueueMail, type MailMessage, OUTBOX_CHANNEL } from "./outbox";

const database = setupTestDatabase();

const message: MailMessage = {
  to: "jane@example.com",
  subject: "Your application was received",
  text: "Thanks, Jane.",
};

beforeEach(async () => {
  await database.db().delete(mailOutbox);
});

describe("enqueueMail", () => {
  it("writes nothing when the surrounding transaction rolls back", async () => {
    await expect(
      database.db().transaction(async (tx) => {
        await enqueueMail(tx, message);
        throw new Error("the business write failed");
      }),
    ).rejects.toThrow("the business write failed");

    expect(await database.db().select().from(mailOutbox)).toEqual([]);
  });

  it("queues a pending message, with attachments stored as base64, once the transaction commits", async () => {
    const { id } = await database.db().transaction((tx) =>
      enqueueMail(tx, {
        ...message,
        html: "<p>Thanks, Jane.</p>",
        headers: { "List-Unsubscribe": "<https://example.com/unsubscribe>" },
        attachments: [
          { filename: "notes.txt", contentType: "text/plain", content: "héllo" },
          {
            filename: "logo.bin",
            contentType: "application/octet-stream",
            content: "AAEC",
            encoding: "base64",
          },
        ],
      }),
    );

    const [row] = await database.db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      toAddress: "jane@example.com",
      subject: "Your application was received",
      textBody: "Thanks, Jane.",
      htmlBody: "<p>Thanks, Jane.</p>",
      headers: { "List-Unsubscribe": "<https://example.com/unsubscribe>" },
      status: "pending",
      attempts: 0,
    });
    expect(row?.attachments).toEqual([
      { filename: "notes.txt", contentType: "text/plain", content: Buffer.from("héllo").toString("base64") },
      { filename: "logo.bin", contentType: "application/octet-stream", content: "AAEC" },
    ]);
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ["a line break in the subject", { subject: "Hello\r\nBcc: victim@example.com" }],
    ["a line break in a header value", { headers: { "X-Campaign": "a\nBcc: victim@example.com" } }],
    ["a header name with a colon", { headers: { "X-Bad: yes\r\nBcc": "victim@example.com" } }],
    ["a header that adds recipients", { headers: { Bcc: "victim@example.com" } }],
    ["a header that replaces the sender", { headers: { from: "ceo@example.com" } }],
    ["a recipient with a second address", { to: "jane@example.com\r\nRCPT TO:<victim@example.com>" }],
    ["a recipient that is not an address", { to: "jane" }],
    ["an empty text body", { text: "" }],
    [
      "an attachment name with a line break",
      { attachments: [{ filename: "a\r\n.txt", contentType: "text/plain", content: "x" }] },
    ],
    [
      "an attachment that is not base64",
      {
        attachments: [
          { filename: "a.bin", contentType: "application/pdf", content: "%%%", encoding: "base64" as const },
        ],
      },
    ],
  ])("refuses %s and writes nothing", async (_case, change) => {
    await expect(enqueueMail(database.db(), { ...message, ...change })).rejects.toBeInstanceOf(Invalid);
    expect(await database.db().select().from(mailOutbox)).toEqual([]);
  });

  describe("wake-up notification", () => {
    let listener: pg.Client;
    let notifications: number;

    beforeEach(async () => {
      notifications = 0;
      listener = new pg.Client({ connectionString: database.url() });
      await listener.connect();
      listener.on("notification", () => notifications++);
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    });

    afterEach(() => listener.end());

    it("tells listening workers about a committed email, and only then", async () => {
      await database
        .db()
        .transaction(async (tx) => {
          await enqueueMail(tx, message);
          tx.rollback();
        })
        .catch(() => {});
      await listener.query("select 1");
      expect(notifications).toBe(0);

      await database.db().transaction((tx) => enqueueMail(tx, message));
      await expect.poll(() => notifications).toBe(1);
    });
  });
});
