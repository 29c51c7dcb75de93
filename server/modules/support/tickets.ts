import { asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { SUPPORT_CATEGORIES } from "../../../common/recruiting";
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_STATUS_LABELS,
  type SupportMessageView,
  type SupportTicketSummary,
  type SupportTicketThread,
} from "../../../common/support";
import type { Executor } from "../../db/client";
import { supportMessages, type supportTickets } from "../../db/schema";

export type TicketRow = typeof supportTickets.$inferSelect;

const messageBody = z
  .string({ message: SUPPORT_MESSAGES.message })
  .trim()
  .min(1, SUPPORT_MESSAGES.message)
  .max(SUPPORT_LIMITS.message, SUPPORT_MESSAGES.messageTooLong);

export const supportReplySchema = z.strictObject({ message: messageBody });

export const newTicketSchema = z.strictObject({
  subject: z
    .string({ message: SUPPORT_MESSAGES.subject })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, SUPPORT_MESSAGES.subject)
        .max(SUPPORT_LIMITS.subject, SUPPORT_MESSAGES.subjectTooLong),
    ),
  category: z.enum(SUPPORT_CATEGORIES, { message: SUPPORT_MESSAGES.category }),
  message: messageBody,
});

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
  const messages = await executor
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, row.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return {
    ...ticketSummary(row, messages.length),
    messages: messages.map(
      (message): SupportMessageView => ({
        id: message.id,
        from: message.staffEmail === null ? "contractor" : "staff",
        staffEmail: message.staffEmail,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      }),
    ),
  };
}
