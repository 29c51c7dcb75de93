import { and, desc, eq, sql } from "drizzle-orm";
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
import { isUuid } from "../../kernel/ids";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import {
  messageCounts,
  type newTicketSchema,
  type supportReplySchema,
  type TicketRow,
  threadOf,
  ticketSummary,
} from "./tickets";

/** New tickets per contractor a day. */
export const SUPPORT_TICKET_LIMIT: RateLimitPolicy = {
  name: "candidate-support-ticket",
  limit: 10,
  windowSeconds: 24 * 60 * 60,
};

/** Replies per contractor an hour. */
export const SUPPORT_REPLY_LIMIT: RateLimitPolicy = {
  name: "candidate-support-reply",
  limit: 30,
  windowSeconds: 60 * 60,
};

/** The contractor's own ticket, locked for the change to come; 404 for anyone else's or an unknown id. */
async function ownTicket(executor: Executor, session: CandidateSession, id: string): Promise<TicketRow> {
  if (!isUuid(id)) throw new NotFound(SUPPORT_MESSAGES.notFound);
  const [row] = await executor
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.candidateId, session.candidateId)))
    .for("update");
  if (!row) throw new NotFound(SUPPORT_MESSAGES.notFound);
  return row;
}

/** The contractor's tickets, most recently active first. */
export async function listCandidateTickets(
  session: CandidateSession,
): Promise<{ tickets: SupportTicketSummary[] }> {
  const rows = await db()
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.candidateId, session.candidateId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
  const counts = await messageCounts(
    db(),
    rows.map((row) => row.id),
  );
  return { tickets: rows.map((row) => ticketSummary(row, counts.get(row.id) ?? 0)) };
}

/** Opens a ticket with its first message; 429 past the daily limit. */
export async function createTicket(
  session: CandidateSession,
  input: z.output<typeof newTicketSchema>,
): Promise<SupportTicketThread> {
  await enforceRateLimit(SUPPORT_TICKET_LIMIT, session.candidateId);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({ candidateId: session.candidateId, subject: input.subject, category: input.category })
      .returning();
    if (!row) throw new Error("support ticket insert failed");
    await tx.insert(supportMessages).values({ ticketId: row.id, body: input.message });
    return threadOf(tx, row);
  });
}

/** The contractor's ticket and its conversation; 404 for another's. */
export async function getCandidateTicket(
  session: CandidateSession,
  id: string,
): Promise<SupportTicketThread> {
  return db().transaction(async (tx) => threadOf(tx, await ownTicket(tx, session, id)));
}

/** The contractor's reply: an answered ticket is open again; 409 once closed; 429 past the limit. */
export async function replyToOwnTicket(
  session: CandidateSession,
  id: string,
  input: z.output<typeof supportReplySchema>,
): Promise<SupportTicketThread> {
  await enforceRateLimit(SUPPORT_REPLY_LIMIT, session.candidateId);
  return db().transaction(async (tx) => {
    const ticket = await ownTicket(tx, session, id);
    if (ticket.status === "closed") throw new Conflict(SUPPORT_MESSAGES.closed);
    await tx.insert(supportMessages).values({ ticketId: id, body: input.message });
    const [row] = await tx
      .update(supportTickets)
      .set({ status: "open", updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning();
    return threadOf(tx, row ?? ticket);
  });
}

/** The contractor closes their ticket (closing a closed one changes nothing). */
export async function closeOwnTicket(session: CandidateSession, id: string): Promise<SupportTicketThread> {
  return db().transaction(async (tx) => {
    const ticket = await ownTicket(tx, session, id);
    if (ticket.status === "closed") return threadOf(tx, ticket);
    const [row] = await tx
      .update(supportTickets)
      .set({ status: "closed", updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning();
    return threadOf(tx, row ?? ticket);
  });
}
