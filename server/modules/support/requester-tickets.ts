import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  SUPPORT_MESSAGES,
  type SupportTicketSummary,
  type SupportTicketThread,
} from "../../../common/support";
import { db, type Executor } from "../../db/client";
import { supportMessages, supportTickets } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import type { CopilotSession } from "../../kernel/copilot-session";
import { isUuid } from "../../kernel/ids";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import {
  messageCounts,
  type NewTicket,
  type supportReplySchema,
  type TicketRow,
  threadOf,
  threadsOf,
  ticketSummary,
} from "./tickets";

/** New tickets per contractor or client member a day. */
export const SUPPORT_TICKET_LIMIT: RateLimitPolicy = {
  name: "candidate-support-ticket",
  limit: 10,
  windowSeconds: 24 * 60 * 60,
};

/** Replies per contractor or client member an hour. */
export const SUPPORT_REPLY_LIMIT: RateLimitPolicy = {
  name: "candidate-support-reply",
  limit: 30,
  windowSeconds: 60 * 60,
};

/**
 * Whose tickets: a contractor's own, or an AI hiring-assistant workspace's (every member sees and
 * answers them; the member who opens one is emailed the agency's answers).
 */
export type SupportRequester = {
  /** The tickets this requester may see. */
  owns: SQL | undefined;
  /** The columns a new ticket of theirs gets. */
  ticket: Pick<typeof supportTickets.$inferInsert, "candidateId" | "copilotWorkspaceId" | "copilotUserId">;
  /** Who writes their messages (a workspace member), for the thread. */
  author: Pick<typeof supportMessages.$inferInsert, "copilotUserId">;
  /** The person the rate limits count. */
  personId: string;
};

export function candidateRequester(session: CandidateSession): SupportRequester {
  return {
    owns: eq(supportTickets.candidateId, session.candidateId),
    ticket: { candidateId: session.candidateId },
    author: {},
    personId: session.candidateId,
  };
}

export function copilotRequester(session: CopilotSession): SupportRequester {
  return {
    owns: eq(supportTickets.copilotWorkspaceId, session.workspaceId),
    ticket: { copilotWorkspaceId: session.workspaceId, copilotUserId: session.userId },
    author: { copilotUserId: session.userId },
    personId: session.userId,
  };
}

/** The requester's own ticket, locked for the change to come; 404 for anyone else's or an unknown id. */
async function ownTicket(executor: Executor, requester: SupportRequester, id: string): Promise<TicketRow> {
  if (!isUuid(id)) throw new NotFound(SUPPORT_MESSAGES.notFound);
  const [row] = await executor
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), requester.owns))
    .for("update");
  if (!row) throw new NotFound(SUPPORT_MESSAGES.notFound);
  return row;
}

/** The requester's tickets, most recently active first. */
export async function listOwnTickets(
  requester: SupportRequester,
): Promise<{ tickets: SupportTicketSummary[] }> {
  const rows = await db()
    .select()
    .from(supportTickets)
    .where(requester.owns)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
  const counts = await messageCounts(
    db(),
    rows.map((row) => row.id),
  );
  return { tickets: rows.map((row) => ticketSummary(row, counts.get(row.id) ?? 0)) };
}

/** Every one of the requester's tickets with its conversation, oldest ticket first (the data export). */
export async function listOwnThreads(requester: SupportRequester): Promise<SupportTicketThread[]> {
  const rows = await db()
    .select()
    .from(supportTickets)
    .where(requester.owns)
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id));
  return threadsOf(db(), rows);
}

/** Opens a ticket with its first message; 429 past the daily limit. */
export async function createTicket(
  requester: SupportRequester,
  input: NewTicket,
): Promise<SupportTicketThread> {
  await enforceRateLimit(SUPPORT_TICKET_LIMIT, requester.personId);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({ ...requester.ticket, subject: input.subject, category: input.category })
      .returning();
    if (!row) throw new Error("support ticket insert failed");
    await tx.insert(supportMessages).values({ ticketId: row.id, body: input.message, ...requester.author });
    return threadOf(tx, row);
  });
}

/** The requester's ticket and its conversation; 404 for another's. */
export async function getOwnTicket(requester: SupportRequester, id: string): Promise<SupportTicketThread> {
  return db().transaction(async (tx) => threadOf(tx, await ownTicket(tx, requester, id)));
}

/** The requester's reply: an answered ticket is open again; 409 once closed; 429 past the limit. */
export async function replyToOwnTicket(
  requester: SupportRequester,
  id: string,
  input: z.output<typeof supportReplySchema>,
): Promise<SupportTicketThread> {
  await enforceRateLimit(SUPPORT_REPLY_LIMIT, requester.personId);
  return db().transaction(async (tx) => {
    const ticket = await ownTicket(tx, requester, id);
    if (ticket.status === "closed") throw new Conflict(SUPPORT_MESSAGES.closed);
    await tx.insert(supportMessages).values({ ticketId: id, body: input.message, ...requester.author });
    const [row] = await tx
      .update(supportTickets)
      .set({ status: "open", updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning();
    return threadOf(tx, row ?? ticket);
  });
}

/** The requester closes their ticket (closing a closed one changes nothing). */
export async function closeOwnTicket(requester: SupportRequester, id: string): Promise<SupportTicketThread> {
  return db().transaction(async (tx) => {
    const ticket = await ownTicket(tx, requester, id);
    if (ticket.status === "closed") return threadOf(tx, ticket);
    const [row] = await tx
      .update(supportTickets)
      .set({ status: "closed", updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning();
    return threadOf(tx, row ?? ticket);
  });
}
