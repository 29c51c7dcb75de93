import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { CONTACT_FALLBACKS } from "../../../common/brand";
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactForm,
  contactFormOf,
  contactPageSchema,
  homeContactSchema,
} from "../../../common/contact";
import { isHoneypotFilled } from "../../../common/honeypot";
import { db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { Invalid } from "../../errors";
import { offsetOf } from "../../kernel/paging";
import { parseInput } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { hashedClientAddress } from "../../rate-limit";
import { getSiteSettings } from "../settings";
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
  type StoredContactMessage,
} from "./notification-emails";

/** Per client address, for the API and any page action alike. */
export const CONTACT_LIMIT_PER_IP = { name: "contact-message-ip", limit: 5, windowSeconds: 600 };

export const IDEMPOTENCY_KEY_MESSAGE = "The Idempotency-Key header must be 1 to 255 visible characters.";

export type ContactSubmission = {
  body: unknown;
  /** The client's address (req.ip); stored only as a hash. */
  ip?: string;
  userAgent?: string;
  /** The Idempotency-Key header: the same key again returns the first result and stores nothing new. */
  idempotencyKey?: string;
};

export type ContactSubmissionResult = {
  id: string;
  /** False for a retry with a known Idempotency-Key and for a filled honeypot. */
  stored: boolean;
};

/**
 * Stores one message from the home or /contact form and, in the same transaction, queues the
 * notification to the company inbox and the acknowledgement to the sender: the emails exist exactly
 * when the message does. A filled honeypot looks like a success to the bot and stores nothing.
 */
export async function submitContactMessage(submission: ContactSubmission): Promise<ContactSubmissionResult> {
  const idempotencyKey = parseIdempotencyKey(submission.idempotencyKey);
  if (isBot(submission.body)) return { id: randomUUID(), stored: false };
  const { form, values } = parseContactMessage(submission.body);

  return db().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        form,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        company: values.company,
        subject: values.subject,
        message: values.message,
        ipHash: hashedClientAddress(submission.ip),
        userAgent: submission.userAgent?.slice(0, 500) || null,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning({ id: contactMessages.id });
    if (!inserted) {
      // Only an idempotency key conflicts; a concurrent first attempt has committed by now.
      const [existing] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.idempotencyKey, idempotencyKey as string));
      if (!existing) throw new Error("The contact message conflicted but could not be found.");
      return { id: existing.id, stored: false };
    }

    const settings = await getSiteSettings(tx);
    const inbox = settings.contactEmail || CONTACT_FALLBACKS.email;
    const stored: StoredContactMessage = { id: inserted.id, form, ...values };
    await enqueueMail(tx, contactNotificationEmail(stored, inbox));
    await enqueueMail(tx, contactAcknowledgementEmail(stored, inbox));
    return { id: inserted.id, stored: true };
  });
}

type ParsedContactMessage = {
  form: ContactForm;
  values: Omit<StoredContactMessage, "id" | "form">;
};

/** The form's own shared schema; each failing field gets SPEC's message. */
export function parseContactMessage(body: unknown): ParsedContactMessage {
  const form = contactFormOf(body);
  if (form === "contact") {
    const values = parseWith(contactPageSchema, body);
    return { form, values };
  }
  const values = parseWith(homeContactSchema, body);
  return { form, values: { ...values, phone: null, company: null } };
}

/** No body at all reads as an empty form, so each required field reports its own message. */
function parseWith<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  return parseInput(schema, body ?? {});
}

function isBot(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  return isHoneypotFilled((body as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD]);
}

function parseIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw new Invalid(IDEMPOTENCY_KEY_MESSAGE, { "Idempotency-Key": IDEMPOTENCY_KEY_MESSAGE });
  return key;
}

export const CONTACT_MESSAGES_PAGE_SIZE = 25;

export type ContactMessageListItem = typeof contactMessages.$inferSelect;

/** Newest first, for the admin inbox. Pages count from 1. */
export async function listContactMessages({ page = 1 }: { page?: number } = {}): Promise<{
  messages: ContactMessageListItem[];
  page: number;
  pageCount: number;
  total: number;
}> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const [messages, [totals]] = await Promise.all([
    db()
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_MESSAGES_PAGE_SIZE)
      .offset(offsetOf(current, CONTACT_MESSAGES_PAGE_SIZE)),
    db().select({ total: count() }).from(contactMessages),
  ]);
  const total = totals?.total ?? 0;
  return {
    messages,
    page: current,
    pageCount: Math.max(1, Math.ceil(total / CONTACT_MESSAGES_PAGE_SIZE)),
    total,
  };
}
