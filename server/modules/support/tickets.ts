import { asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { SupportCategory } from "../../../common/recruiting";
import {
  CONTRACTOR_SUPPORT_CATEGORIES,
  COPILOT_SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_STATUS_LABELS,
  type SupportMessageView,
  type SupportTicketSummary,
  type SupportTicketThread,
} from "../../../common/support";
import type { Executor } from "../../db/client";
import { copilotUsers, supportMessages, type supportTickets } from "../../db/schema";

export type TicketRow = typeof supportTickets.$inferSelect;

const messageBody = z
  .string({ message: SUPPORT_MESSAGES.message })
  .trim()
  .min(1, SUPPORT_MESSAGES.message)
  .max(SUPPORT_LIMITS.message, SUPPORT_MESSAGES.messageTooLong);

export const supportReplySchema = z.strictObject({ message: messageBody });

/** A new ticket: its subject, one of the audience's categories, and the first message. */
const newTicketSchemaFor = <const Categories extends readonly [SupportCategory, ...SupportCategory[]]>(
  categories: Categories,
) =>
  z.strictObject({
    subject: z
      .string({ message: SUPPORT_MESSAGES.subject })
      .transform((value) => value.replace(/\s+/g, " ").trim())
      .pipe(
        z
          .string()
          .min(1, SUPPORT_MESSAGES.subject)
          .max(SUPPORT_LIMITS.subject, SUPPORT_MESSAGES.subjectTooLong),
      ),
    category: z.enum(categories, { message: SUPPORT_MESSAGES.category }),
    message: messageBody,
  });

/** A contractor's new ticket (/candidate/support). */
export const newTicketSchema = newTicketSchemaFor(CONTRACTOR_SUPPORT_CATEGORIES);
/** An AI hiring-assistant client's new ticket (/copilot/client/support). */
export const newCopilotTicketSchema = newTicketSchemaFor(COPILOT_SUPPORT_CATEGORIES);

export type NewTicket = z.output<typeof newTicketSchema> | z.output<typeof newCopilotTicketSchema>;

export function ticketSummary(row: TicketRow, messageCount: number): SupportTicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    categoryLabel: SUPPORT_CATEGORY_LABELS[row.category],
    status: row.status,
    statusLabel: SUPPORT_STATUS_LABELS[row.status],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount,
  };
}

/** How many messages each ticket has. */
export async function messageCounts(executor: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ ticketId: supportMessages.ticketId, n: count() })
    .from(supportMessages)
    .where(inArray(supportMessages.ticketId, ids))
    .groupBy(supportMessages.ticketId);
  return new Map(rows.map((row) => [row.ticketId, row.n]));
}

/** The ticket with its messages, oldest first. */
export async function threadOf(executor: Executor, row: TicketRow): Promise<SupportTicketThread> {
  const [thread] = await threadsOf(executor, [row]);
  if (!thread) throw new Error("support thread not built");
  return thread;
}

/** The tickets, in the order given, each with its messages oldest first: one query for every message. */
export async function threadsOf(executor: Executor, rows: TicketRow[]): Promise<SupportTicketThread[]> {
  if (rows.length === 0) return [];
  const messages = await executor
    .select({ message: supportMessages, authorName: copilotUsers.name })
    .from(supportMessages)
    .leftJoin(copilotUsers, eq(copilotUsers.id, supportMessages.copilotUserId))
    .where(
      inArray(
        supportMessages.ticketId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const byTicket = new Map<string, typeof messages>();
  for (const entry of messages) {
    const own = byTicket.get(entry.message.ticketId);
    if (own) own.push(entry);
    else byTicket.set(entry.message.ticketId, [entry]);
  }
  return rows.map((row) => {
    const own = byTicket.get(row.id) ?? [];
    return {
      ...ticketSummary(row, own.length),
      messages: own.map(
        ({ message, authorName }): SupportMessageView => ({
          id: message.id,
          from: message.staffEmail === null ? "contractor" : "staff",
          staffEmail: message.staffEmail,
          authorName,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        }),
      ),
    };
  });
}
