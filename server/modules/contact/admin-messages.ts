import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db, type Executor } from "../../db/client";
import { contactMessageSearchText, contactMessages } from "../../db/schema";
import { NotFound } from "../../errors";
import { emailParagraphs } from "../../kernel/email-layout";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { layoutEmail } from "../../mail/action-email";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";

export const MESSAGE_NOT_FOUND = "We couldn't find that message.";
/** "archived" is what the console calls handled; new and read messages still need someone. */
export const MESSAGE_FILTERS = ["unhandled", "handled", "all"] as const;
type MessageFilter = (typeof MESSAGE_FILTERS)[number];

const columns = {
  id: contactMessages.id,
  form: contactMessages.form,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  company: contactMessages.company,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
};
export type AdminMessage = { [Key in keyof typeof columns]: (typeof contactMessages.$inferSelect)[Key] };

/** Messages from both contact forms, newest first (contact_messages_created_idx), by handled state. */
export async function listAdminMessages(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminMessage> & { q: string; filter: MessageFilter; dir: "asc" | "desc" }> {
  const { page, q, dir } = pageQuery(params, ["created"] as const);
  const raw = params instanceof URLSearchParams ? params.get("filter") : params.filter;
  const filter = (MESSAGE_FILTERS as readonly string[]).includes(String(raw))
    ? (raw as MessageFilter)
    : "unhandled";
  const conditions: SQL[] = [];
  if (filter === "unhandled") conditions.push(ne(contactMessages.status, "archived"));
  if (filter === "handled") conditions.push(eq(contactMessages.status, "archived"));
  if (q) {
    const pattern = likeContains(q);
    // Address, name and subject as one text, the expression of its trigram indexes (schema/contact.ts).
    conditions.push(sql`${contactMessageSearchText(contactMessages)} ILIKE ${pattern}`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = dir === "asc" ? asc : desc;
  const orderBy = [order(contactMessages.createdAt), order(contactMessages.id)];
  const { rows, total } = await pageByIds(contactMessages, { where, orderBy, page }, (pageIds) =>
    db()
      .select(columns)
      .from(contactMessages)
      .where(inArray(contactMessages.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows, total, page, pageSize: PAGE_SIZE, q, filter, dir };
}

export const messageHandledSchema = z
  .object({ handled: z.boolean({ error: "Send handled: true or false." }) })
  .strict();
export const messageReplySchema = z
  .object({
    subject: z
      .string({ error: "A subject is required." })
      .trim()
      .min(1, "A subject is required.")
      .max(200, "At most 200 characters.")
      .refine((value) => !/[\r\n]/.test(value), "The subject must be one line."),
    body: z
      .string({ error: "Write a reply." })
      .trim()
      .min(10, "The reply must be at least 10 characters.")
      .max(10_000, "At most 10,000 characters."),
  })
  .strict();

async function change(
  actor: AdminActor,
  id: string,
  action: string,
  apply: (tx: Executor, before: AdminMessage) => Promise<unknown>,
  status: AdminMessage["status"],
  extra: Record<string, unknown> = {},
) {
  return db().transaction(async (tx) => {
    const [before] = isUuid(id)
      ? await tx.select(columns).from(contactMessages).where(eq(contactMessages.id, id)).for("update")
      : [];
    if (!before) throw new NotFound(MESSAGE_NOT_FOUND);
    await apply(tx, before);
    const [after] = await tx
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning(columns);
    await recordAudit(tx, actor, {
      action,
      entityType: "contact_message",
      entityId: id,
      before: { status: before.status },
      after: { status: after?.status, ...extra },
    });
    return after;
  });
}

/** Handled (archived) or back to unhandled (read). */
export function markMessageHandled(
  actor: AdminActor,
  id: string,
  { handled }: z.output<typeof messageHandledSchema>,
) {
  return change(
    actor,
    id,
    handled ? "message.handled" : "message.reopened",
    async () => {},
    handled ? "archived" : "read",
  );
}

/** Emails the sender through the outbox, in the same transaction, and marks the message handled. */
export function replyToMessage(actor: AdminActor, id: string, reply: z.output<typeof messageReplySchema>) {
  return change(
    actor,
    id,
    "message.replied",
    async (tx, message) => {
      await enqueueMail(
        tx,
        layoutEmail({
          to: message.email,
          title: reply.subject,
          bodyHtml: emailParagraphs(reply.body.split(/\n{2,}/)),
          bodyText: reply.body,
        }),
      );
    },
    "archived",
    { reply: { subject: reply.subject, body: reply.body } },
  );
}
