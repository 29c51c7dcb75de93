import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SmtpCapture, startSmtpCapture } from "../../tests/support/smtp-capture";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig } from "../config";
import { mailBounces, mailOutbox } from "../db/schema";
import { isKnownBounce } from "./bounces";
import { enqueueMail, type MailMessage } from "./outbox";
import { MAX_ATTEMPTS } from "./retry-policy";
import { type MailWorker, type MailWorkerOptions, startMailWorker } from "./worker";

const database = setupTestDatabase();
const silent = pino({ level: "silent" });
const FROM = "Sunshine Staffing <hello@sunshinestaffing.example>";

let capture: SmtpCapture;
beforeAll(async () => {
  capture = await startSmtpCapture();
});
afterAll(() => capture.close());

const workers: MailWorker[] = [];
function startWorker(env: Record<string, string> = {}, options: Partial<MailWorkerOptions> = {}): MailWorker {
  const config = loadConfig({ NODE_ENV: "test", SMTP_URL: capture.url, MAIL_FROM: FROM, ...env });
  const worker = startMailWorker({ config, logger: silent, polling: false, ...options });
  workers.push(worker);
  return worker;
}

beforeEach(async () => {
  capture.clear();
  await capture.comeBack();
  await database.db().delete(mailOutbox);
  await database.db().delete(mailBounces);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const message: MailMessage = { to: "jane@example.com", subject: "Welcome aboard", text: "Hello Jane." };

async function enqueue(overrides: Partial<MailMessage> = {}): Promise<string> {
  const { id } = await database.db().transaction((tx) => enqueueMail(tx, { ...message, ...overrides }));
  return id;
}

async function outboxRow(id: string) {
  const [row] = await database.db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

async function makeDue(id: string) {
  await database.db().update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
}

describe("mail worker with an SMTP server", () => {
  it("delivers a committed email with its sender, recipient, bodies, headers and attachment", async () => {
    const id = await enqueue({
      html: "<p>Hello <b>Jane</b>.</p>",
      headers: { "List-Unsubscribe": "<https://example.com/unsubscribe?u=1>" },
      attachments: [{ filename: "offer.txt", contentType: "text/plain", content: "Offer: $25/h" }],
    });

    expect(await startWorker().runOnce()).toBe(1);

    const [received] = await capture.waitForMessages(1);
    expect(received?.envelope).toEqual({ from: "hello@sunshinestaffing.example", to: ["jane@example.com"] });
    expect(received?.headers.from).toBe("Sunshine Staffing <hello@sunshinestaffing.example>");
    expect(received?.headers.to).toBe("jane@example.com");
    expect(received?.headers.subject).toBe("Welcome aboard");
    expect(received?.headers["list-unsubscribe"]).toBe("<https://example.com/unsubscribe?u=1>");
    expect(received?.text?.trim()).toBe("Hello Jane.");
    expect(received?.html?.trim()).toBe("<p>Hello <b>Jane</b>.</p>");
    expect(received?.attachments).toEqual([
      { filename: "offer.txt", contentType: "text/plain", content: Buffer.from("Offer: $25/h") },
    ]);

    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.messageId).toBe(`<${id}@sunshinestaffing.example>`);
    expect(received?.headers["message-id"]).toBe(row.messageId);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it("never sends an email whose transaction rolled back", async () => {
    await database
      .db()
      .transaction(async (tx) => {
        await enqueueMail(tx, message);
        tx.rollback();
      })
      .catch(() => {});

    expect(await startWorker().runOnce()).toBe(0);
    expect(capture.messages).toEqual([]);
  });

  it("keeps an email while the SMTP server is down and delivers it once the server is back", async () => {
    const first = await enqueue({ subject: "First" });
    const second = await enqueue({ subject: "Second" });
    await capture.goDown();
    const worker = startWorker();

    await worker.runOnce();

    const failed = await outboxRow(first);
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // The second was not tried against the dead server: no attempt counted, but it waits as well.
    const untried = await outboxRow(second);
    expect(untried).toMatchObject({ status: "pending", attempts: 0 });
    expect(untried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await worker.runOnce()).toBe(0);

    await capture.comeBack();
    await makeDue(first);
    await makeDue(second);
    expect(await worker.runOnce()).toBe(2);

    expect((await capture.waitForMessages(2)).map((received) => received.headers.subject)).toEqual([
      "First",
      "Second",
    ]);
    expect(await outboxRow(first)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await outboxRow(second)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("does not give up on an email while the server stays down, however many attempts", async () => {
    const id = await enqueue();
    await database.db().update(mailOutbox).set({ attempts: 20 }).where(eq(mailOutbox.id, id));
    await capture.goDown();

    await startWorker().runOnce();

    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 21 });
  });

  it("records a hard bounce when the server rejects the recipient with 550", async () => {
    capture.rejectRecipient("gone@example.com");
    const id = await enqueue({ to: "Gone@Example.com" });

    await startWorker().runOnce();

    const row = await outboxRow(id);
    expect(row.status).toBe("bounced");
    expect(row.lastError).toContain("550");
    const bounces = await database.db().select().from(mailBounces);
    expect(bounces).toEqual([expect.objectContaining({ email: "gone@example.com", kind: "hard", count: 1 })]);
    expect(await isKnownBounce("GONE@example.com")).toBe(true);
    expect(await isKnownBounce("jane@example.com")).toBe(false);
    expect(capture.messages).toEqual([]);
  });

  it("counts a repeated bounce of the same address on one row", async () => {
    capture.rejectRecipient("gone@example.com");
    await enqueue({ to: "gone@example.com" });
    await enqueue({ to: "gone@example.com" });

    await startWorker().runOnce();

    const [bounce] = await database.db().select().from(mailBounces);
    expect(bounce?.count).toBe(2);
  });

  it("retries a temporary rejection and gives up after the last attempt, keeping the row", async () => {
    capture.rejectRecipient("full@example.com", 452);
    const retried = await enqueue({ to: "full@example.com", subject: "Retried" });
    const lastTry = await enqueue({ to: "full@example.com", subject: "Last try" });
    await database
      .db()
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, lastTry));

    await startWorker().runOnce();

    const retriedRow = await outboxRow(retried);
    expect(retriedRow).toMatchObject({ status: "pending", attempts: 1 });
    expect(retriedRow.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await outboxRow(lastTry)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await database.db().select().from(mailBounces)).toEqual([]);
  });

  it("skips an email another instance is claiming, instead of waiting for it or sending it twice", async () => {
    const busy = await enqueue({ subject: "Being claimed elsewhere" });
    const free = await enqueue({ subject: "Free" });
    const otherInstance = new pg.Client({ connectionString: database.url() });
    await otherInstance.connect();
    try {
      await otherInstance.query("begin");
      await otherInstance.query("select id from mail_outbox where id = $1 for update", [busy]);

      const claimed = await Promise.race([
        startWorker().runOnce(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("the worker waited for a locked row")), 3000),
        ),
      ]);

      expect(claimed).toBe(1);
      expect(capture.messages.map((received) => received.headers.subject)).toEqual(["Free"]);
      expect(await outboxRow(free)).toMatchObject({ status: "sent" });
    } finally {
      await otherInstance.query("rollback");
      await otherInstance.end();
    }
    expect(await outboxRow(busy)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("two workers on one database deliver each of many queued emails exactly once", async () => {
    const subjects = Array.from({ length: 45 }, (_, index) => `Message ${index + 1}`);
    for (const subject of subjects) await enqueue({ subject });
    const instances = [startWorker(), startWorker()];

    // Both claim at the same moment, round after round, until the outbox is empty for both.
    let claimed = 0;
    for (;;) {
      const round = await Promise.all(instances.map((worker) => worker.runOnce()));
      claimed += round.reduce((sum, count) => sum + count, 0);
      if (round.every((count) => count === 0)) break;
    }

    expect(claimed).toBe(subjects.length);
    const received = capture.messages.map((message) => message.headers.subject);
    expect(received.sort()).toEqual(subjects.sort());
    const rows = await database.db().select({ status: mailOutbox.status }).from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("on stop, finishes the batch it holds before it stops", async () => {
    const ids = [
      await enqueue({ subject: "In flight" }),
      await enqueue({ subject: "Next" }),
      await enqueue({ subject: "Last" }),
    ];
    const slowServer = capture.holdReplies();
    const worker = startWorker();
    const batch = worker.runOnce();
    await slowServer.arrived;

    const stopped = worker.stop();
    slowServer.release();
    await stopped;

    expect(await batch).toBe(3);
    expect(capture.messages.map((received) => received.headers.subject)).toEqual([
      "In flight",
      "Next",
      "Last",
    ]);
    for (const id of ids) expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("on stop, hands back to the outbox what it could not send within its budget", async () => {
    const inFlight = await enqueue({ subject: "In flight" });
    const rest = [await enqueue({ subject: "Next" }), await enqueue({ subject: "Last" })];
    const slowServer = capture.holdReplies();
    const worker = startWorker({}, { stopBudgetMs: 0 });
    const batch = worker.runOnce();
    await slowServer.arrived;

    const stopped = worker.stop();
    slowServer.release();
    await stopped;

    expect(await batch).toBe(3);
    expect(capture.messages.map((received) => received.headers.subject)).toEqual(["In flight"]);
    expect(await outboxRow(inFlight)).toMatchObject({ status: "sent", attempts: 1 });
    for (const id of rest) {
      const handedBack = await outboxRow(id);
      expect(handedBack).toMatchObject({ status: "pending", attempts: 0 });
      // Due now, not at the end of the claim's lease: another instance sends it straight away.
      expect(handedBack.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(await startWorker().runOnce()).toBe(2);
    expect((await capture.waitForMessages(3)).map((received) => received.headers.subject)).toEqual([
      "In flight",
      "Next",
      "Last",
    ]);
  });

  it("delivers a new email right after commit without waiting for the next poll", async () => {
    startWorker({}, { polling: true, pollIntervalMs: 60_000 });
    // The worker LISTENs on its own connection; wait until it does, then the poll is an hour away.
    await expect
      .poll(async () => {
        const result = await database.db().execute(sql`
          select 1 from pg_stat_activity
          where datname = current_database() and query = 'LISTEN mail_outbox' and state = 'idle'`);
        return result.rows.length;
      })
      .toBe(1);

    await enqueue({ subject: "Right away" });

    const [received] = await capture.waitForMessages(1, 3000);
    expect(received?.headers.subject).toBe("Right away");
  });
});

describe("mail worker without SMTP_URL", () => {
  it("stores the email for the dev mailbox and logs its recipient and subject, not its body", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const id = await enqueue({ text: "Your code is 493021", html: "<p>Your code is 493021</p>" });
    const worker = startMailWorker({ config: loadConfig({ NODE_ENV: "test" }), logger, polling: false });
    workers.push(worker);

    await worker.runOnce();

    expect(await outboxRow(id)).toMatchObject({ status: "stored", sentAt: null });
    expect(capture.messages).toEqual([]);
    const log = lines.join("");
    expect(log).toContain("jane@example.com");
    expect(log).toContain("Welcome aboard");
    expect(log).not.toContain("493021");
  });
});
