import { asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { SUPPORT_STATUSES, type SupportStatus } from "../../../common/recruiting";
import { type AdminSupportTicket, SUPPORT_MESSAGES, type SupportTicketThread } from "../../../common/support";
import { db, type Executor } from "../../db/client";
import { candidates, supportMessages, supportTickets } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";
import { supportAnsweredEmail } from "./emails";
import { messageCounts, type supportReplySchema, type TicketRow, threadOf, ticketSummary } from "./tickets";

export type AdminSupportPage = Page<AdminSupportTicket> & { status: SupportStatus | "" };
export type AdminSupportThread = SupportTicketThread & AdminSupportTicket;

type Contractor = { id: string; firstName: string; lastName: string; email: string };

async function contractorsOf(executor: Executor, ids: string[]): Promise<Map<string, Contractor>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
    })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

function adminTicket(
  row: TicketRow,
  messageCount: number,
  contractor: Contractor | undefined,
): AdminSupportTicket {
  return {
    ...ticketSummary(row, messageCount),
    candidateId: row.candidateId,
    contractorName: contractor ? `${contractor.firstName} ${contractor.lastName}` : "",
    contractorEmail: contractor?.email ?? "",
  };
}

/** Open tickets come first, then answered, then closed; within each the longest waiting first. */
const statusRank = sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`;

/** ?status=&page=: the inbox, oldest open first. */
export async function listAdminTickets(params: URLSearchParams): Promise<AdminSupportPage> {
  const { page } = pageQuery(params, ["updated"] as const);
  const raw = params.get("status") ?? "";
  const status = (SUPPORT_STATUSES as readonly string[]).includes(raw) ? (raw as SupportStatus) : "";
  const where = status ? eq(supportTickets.status, status) : undefined;
  const orderBy = [statusRank, asc(supportTickets.updatedAt), asc(supportTickets.id)];
  const { rows, total } = await pageByIds(supportTickets, { where, orderBy, page }, (pageIds) =>
    db()
      .select()
      .from(supportTickets)
      .where(inArray(supportTickets.id, pageIds))
      .orderBy(...orderBy),
  );
  const ids = rows.map((row) => row.id);
  const [counts, people] = await Promise.all([
    messageCounts(db(), ids),
    contractorsOf(db(), [...new Set(rows.map((row) => row.candidateId))]),
  ]);
  return {
    rows: rows.map((row) => adminTicket(row, counts.get(row.id) ?? 0, people.get(row.candidateId))),
    total,
    page,
    pageSize: PAGE_SIZE,
    status,
  };
}

async function lockedTicket(executor: Executor, id: string): Promise<TicketRow> {
  if (!isUuid(id)) throw new NotFound(SUPPORT_MESSAGES.notFound);
  const [row] = await executor.select().from(supportTickets).where(eq(supportTickets.id, id)).for("update");
  if (!row) throw new NotFound(SUPPORT_MESSAGES.notFound);
  return row;
}

async function adminThread(
  executor: Executor,
  row: TicketRow,
  contractor?: Contractor,
): Promise<AdminSupportThread> {
  const thread = await threadOf(executor, row);
  const person = contractor ?? (await contractorsOf(executor, [row.candidateId])).get(row.candidateId);
  return { ...thread, ...adminTicket(row, thread.messageCount, person) };
}

/** A ticket with its contractor and conversation; 404 for an unknown id. */
export async function getAdminTicket(id: string): Promise<AdminSupportThread> {
  return db().transaction(async (tx) => adminThread(tx, await lockedTicket(tx, id)));
}

/**
 * Staff answer: the message is stored under the admin's email, the ticket becomes answered and the
 * contractor is emailed a link to /candidate/support; audited. 409 once closed.
 */
export async function answerTicket(
  actor: AdminActor,
  id: string,
  input: z.output<typeof supportReplySchema>,
): Promise<AdminSupportThread> {
  return db().transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    if (ticket.status === "closed") throw new Conflict(SUPPORT_MESSAGES.closed);
    const [message] = await tx
      .insert(supportMessages)
      .values({ ticketId: id, staffEmail: actor.email, body: input.message })
      .returning({ id: supportMessages.id });
    const [row] = await tx
      .update(supportTickets)
      .set({ status: "answered", updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning();
    const people = await contractorsOf(tx, [ticket.candidateId]);
    const contractor = people.get(ticket.candidateId);
    if (contractor) await enqueueMail(tx, supportAnsweredEmail(contractor, ticket));
    await recordAudit(tx, actor, {
      action: "support_ticket.answered",
      entityType: "support_ticket",
      entityId: id,
      before: { status: ticket.status },
      after: { status: "answered", messageId: message?.id },
    });
    return adminThread(tx, row ?? ticket, contractor);
  });
}

/** Staff close the ticket (audited); closing a closed one changes nothing. */
export async function closeTicketAsStaff(actor: AdminActor, id: string): Promise<AdminSupportThread> {
  return db().transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    if (ticket.status === "closed") return adminThread(tx, ticket);
    const [row] = await tx
      .update(supportTickets)
      .set({ status: "closed", updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "support_ticket.closed",
      entityType: "support_ticket",
      entityId: id,
      before: { status: ticket.status },
      after: { status: "closed" },
    });
    return adminThread(tx, row ?? ticket);
  });
}
