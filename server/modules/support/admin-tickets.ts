import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { SUPPORT_STATUSES, type SupportStatus } from "../../../common/recruiting";
import { type AdminSupportTicket, SUPPORT_MESSAGES, type SupportTicketThread } from "../../../common/support";
import { db, type Executor } from "../../db/client";
import {
  candidates,
  copilotUsers,
  copilotWorkspaces,
  supportMessages,
  supportTickets,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";
import { supportAnsweredEmail } from "./emails";
import { messageCounts, type supportReplySchema, type TicketRow, threadOf, ticketSummary } from "./tickets";

export type AdminSupportPage = Page<AdminSupportTicket> & { status: SupportStatus | "" };

/**
 * Whose inbox: the agency console's answers every ticket; the copilot admin's (ADR 0026) only the
 * AI hiring assistant's workspaces' tickets, and another ticket's id is a 404 there.
 */
export type SupportInbox = "all" | "copilot";
export type AdminSupportThread = SupportTicketThread & AdminSupportTicket;

/** Who asked: the contractor, or the client member who opened a workspace's ticket (and its workspace). */
type Requester = { firstName: string; name: string; email: string; workspaceName: string | null };

/** The contractors behind the tickets, by ticket id. */
async function contractorsOf(executor: Executor, tickets: TicketRow[]): Promise<Map<string, Requester>> {
  const ids = [...new Set(tickets.flatMap((ticket) => ticket.candidateId ?? []))];
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
  const byId = new Map(rows.map((row) => [row.id, row]));
  const people = new Map<string, Requester>();
  for (const ticket of tickets) {
    const row = ticket.candidateId ? byId.get(ticket.candidateId) : undefined;
    if (row) {
      people.set(ticket.id, {
        firstName: row.firstName,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        workspaceName: null,
      });
    }
  }
  return people;
}

/** The client members who opened the workspaces' tickets (gone when their account was deleted), by ticket id. */
async function clientsOf(executor: Executor, tickets: TicketRow[]): Promise<Map<string, Requester>> {
  const ids = tickets.filter((ticket) => ticket.copilotWorkspaceId !== null).map((ticket) => ticket.id);
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      ticketId: supportTickets.id,
      name: copilotUsers.name,
      email: copilotUsers.email,
      workspaceName: copilotWorkspaces.name,
    })
    .from(supportTickets)
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, supportTickets.copilotWorkspaceId))
    .leftJoin(copilotUsers, eq(copilotUsers.id, supportTickets.copilotUserId))
    .where(inArray(supportTickets.id, ids));
  return new Map(
    rows.map((row) => [
      row.ticketId,
      {
        firstName: row.name?.split(" ")[0] ?? "",
        name: row.name ?? "",
        email: row.email ?? "",
        workspaceName: row.workspaceName,
      },
    ]),
  );
}

/** The people behind the tickets, by ticket id. */
async function requestersOf(executor: Executor, tickets: TicketRow[]): Promise<Map<string, Requester>> {
  const [contractors, clients] = await Promise.all([
    contractorsOf(executor, tickets),
    clientsOf(executor, tickets),
  ]);
  return new Map([...contractors, ...clients]);
}

function adminTicket(
  row: TicketRow,
  messageCount: number,
  requester: Requester | undefined,
): AdminSupportTicket {
  return {
    ...ticketSummary(row, messageCount),
    candidateId: row.candidateId,
    workspaceName: requester?.workspaceName ?? null,
    contractorName: requester?.name ?? "",
    contractorEmail: requester?.email ?? "",
  };
}

/** Open tickets come first, then answered, then closed; within each the longest waiting first. */
const statusRank = sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`;

/** ?status=&page=: the inbox, oldest open first. */
export async function listAdminTickets(
  params: URLSearchParams,
  inbox: SupportInbox = "all",
): Promise<AdminSupportPage> {
  const { page } = pageQuery(params, ["updated"] as const);
  const raw = params.get("status") ?? "";
  const status = (SUPPORT_STATUSES as readonly string[]).includes(raw) ? (raw as SupportStatus) : "";
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(supportTickets.status, status));
  if (inbox === "copilot") conditions.push(isNotNull(supportTickets.copilotWorkspaceId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const orderBy = [statusRank, asc(supportTickets.updatedAt), asc(supportTickets.id)];
  const { rows, total } = await pageByIds(supportTickets, { where, orderBy, page }, (pageIds) =>
    db()
      .select()
      .from(supportTickets)
      .where(inArray(supportTickets.id, pageIds))
      .orderBy(...orderBy),
  );
  const ids = rows.map((row) => row.id);
  const [counts, people] = await Promise.all([messageCounts(db(), ids), requestersOf(db(), rows)]);
  return {
    rows: rows.map((row) => adminTicket(row, counts.get(row.id) ?? 0, people.get(row.id))),
    total,
    page,
    pageSize: PAGE_SIZE,
    status,
  };
}

async function lockedTicket(executor: Executor, id: string, inbox: SupportInbox): Promise<TicketRow> {
  if (!isUuid(id)) throw new NotFound(SUPPORT_MESSAGES.notFound);
  const [row] = await executor.select().from(supportTickets).where(eq(supportTickets.id, id)).for("update");
  if (!row || (inbox === "copilot" && !row.copilotWorkspaceId)) throw new NotFound(SUPPORT_MESSAGES.notFound);
  return row;
}

async function adminThread(executor: Executor, row: TicketRow): Promise<AdminSupportThread> {
  const thread = await threadOf(executor, row);
  const person = (await requestersOf(executor, [row])).get(row.id);
  return { ...thread, ...adminTicket(row, thread.messageCount, person) };
}

/** A ticket with its contractor and conversation; 404 for an unknown id. */
export async function getAdminTicket(id: string, inbox: SupportInbox = "all"): Promise<AdminSupportThread> {
  return db().transaction(async (tx) => adminThread(tx, await lockedTicket(tx, id, inbox)));
}

/**
 * Staff answer: the message is stored under the admin's email, the ticket becomes answered and the
 * contractor (or the client member who opened it) is emailed a link to their support page; audited.
 * 409 once closed.
 */
export async function answerTicket(
  actor: AdminActor,
  id: string,
  input: z.output<typeof supportReplySchema>,
  inbox: SupportInbox = "all",
): Promise<AdminSupportThread> {
  return db().transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id, inbox);
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
    const requester = (await requestersOf(tx, [ticket])).get(ticket.id);
    if (requester?.email) {
      const area = ticket.copilotWorkspaceId ? "copilot" : "candidate";
      await enqueueMail(tx, supportAnsweredEmail(requester, ticket, area));
    }
    await recordAudit(tx, actor, {
      action: "support_ticket.answered",
      entityType: "support_ticket",
      entityId: id,
      before: { status: ticket.status },
      after: { status: "answered", messageId: message?.id },
    });
    return adminThread(tx, row ?? ticket);
  });
}

/** Staff close the ticket (audited); closing a closed one changes nothing. */
export async function closeTicketAsStaff(
  actor: AdminActor,
  id: string,
  inbox: SupportInbox = "all",
): Promise<AdminSupportThread> {
  return db().transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id, inbox);
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
