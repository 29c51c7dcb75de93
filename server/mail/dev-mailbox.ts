import { desc, eq, sql } from "drizzle-orm";
import { type Response, Router } from "express";
import { db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { isUuid } from "../kernel/ids";
import type { OutboxRow } from "./delivery-records";
import { renderMailboxList, renderMailboxMessage, renderMissingMessage } from "./dev-mailbox-pages";

const NEWEST = 50;

/**
 * Reads the outbox in the browser (and as JSON for tests) where no SMTP server is configured.
 * Mount it only when config.devMailboxEnabled: it shows every email, codes and links included.
 */
export function createDevMailboxRouter(): Router {
  const router = Router();

  router.get("/dev/mailbox", async (req, res) => {
    const to = recipientFilter(req.query.to);
    sendPage(res, 200, renderMailboxList(await newestMessages(to), to));
  });

  router.get("/dev/mailbox.json", async (req, res) => {
    const messages = await newestMessages(recipientFilter(req.query.to));
    res.setHeader("Cache-Control", "no-store");
    res.json({ messages: messages.map(toJson) });
  });

  router.get("/dev/mailbox/:id", async (req, res) => {
    const id = req.params.id;
    const [message] = isUuid(id) ? await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
    if (!message) return sendPage(res, 404, renderMissingMessage());
    sendPage(res, 200, renderMailboxMessage(message));
  });

  return router;
}

function newestMessages(to: string | undefined): Promise<OutboxRow[]> {
  return db()
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(NEWEST);
}

function recipientFilter(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
}

function sendPage(res: Response, status: number, html: string) {
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  res.type("html").send(html);
}

function toJson(message: OutboxRow) {
  return {
    id: message.id,
    to: message.toAddress,
    subject: message.subject,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    text: message.textBody,
    html: message.htmlBody,
    headers: message.headers,
    attachments: message.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: Buffer.from(content, "base64").length,
    })),
  };
}
