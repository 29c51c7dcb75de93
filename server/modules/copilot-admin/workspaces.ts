/** The copilot admin's view of the client workspaces, and suspending and reinstating one (ADR 0026). */
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import {
  COPILOT_ADMIN_MESSAGES,
  type CopilotAdminWorkspace,
  type CopilotAdminWorkspaceList,
} from "../../../common/copilot-admin";
import { db } from "../../db/client";
import {
  COPILOT_WORKSPACE_STATUSES,
  copilotInvoices,
  copilotMembers,
  copilotPayments,
  copilotSubscriptions,
  copilotWorkspaces,
  supportTickets,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import { listCopilotMembers } from "../copilot-accounts";
import { billingOverview } from "../copilot-billing";

/** ?q=&status=&page=: workspaces by name (newest first), with plan and members count. */
export async function listWorkspaces(params: URLSearchParams): Promise<CopilotAdminWorkspaceList> {
  const { page, q } = pageQuery(params, ["created"] as const);
  const rawStatus = params.get("status") ?? "";
  const status = (COPILOT_WORKSPACE_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as (typeof COPILOT_WORKSPACE_STATUSES)[number])
    : "";
  const conditions: SQL[] = [];
  if (q) conditions.push(ilike(copilotWorkspaces.name, likeContains(q)));
  if (status) conditions.push(eq(copilotWorkspaces.status, status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const members = db()
    .select({ workspaceId: copilotMembers.workspaceId, n: count().as("n") })
    .from(copilotMembers)
    .groupBy(copilotMembers.workspaceId)
    .as("member_counts");
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: copilotWorkspaces.id,
        name: copilotWorkspaces.name,
        status: copilotWorkspaces.status,
        createdAt: copilotWorkspaces.createdAt,
        plan: copilotSubscriptions.plan,
        subscriptionStatus: copilotSubscriptions.status,
        members: sql<number>`coalesce(${members.n}, 0)::int`,
      })
      .from(copilotWorkspaces)
      .leftJoin(copilotSubscriptions, eq(copilotSubscriptions.workspaceId, copilotWorkspaces.id))
      .leftJoin(members, eq(members.workspaceId, copilotWorkspaces.id))
      .where(where)
      .orderBy(desc(copilotWorkspaces.createdAt), asc(copilotWorkspaces.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db().select({ n: count() }).from(copilotWorkspaces).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
    q,
    status,
  };
}

async function workspaceRow(id: string) {
  const [row] = isUuid(id)
    ? await db().select().from(copilotWorkspaces).where(eq(copilotWorkspaces.id, id))
    : [];
  if (!row) throw new NotFound(COPILOT_ADMIN_MESSAGES.workspaceNotFound);
  return row;
}

/** One workspace: members, subscription, usage this period, invoices, payments and support tickets; 404. */
export async function getWorkspace(id: string): Promise<CopilotAdminWorkspace> {
  const workspace = await workspaceRow(id);
  const [members, billing, payments, tickets] = await Promise.all([
    listCopilotMembers({ workspaceId: id }),
    billingOverview({ workspaceId: id }),
    db()
      .select({
        id: copilotPayments.id,
        kind: copilotPayments.kind,
        amountCents: copilotPayments.amountCents,
        invoiceNumber: copilotInvoices.number,
        note: copilotPayments.note,
        createdAt: copilotPayments.createdAt,
      })
      .from(copilotPayments)
      .leftJoin(copilotInvoices, eq(copilotInvoices.id, copilotPayments.invoiceId))
      .where(eq(copilotPayments.workspaceId, id))
      .orderBy(desc(copilotPayments.createdAt))
      .limit(200),
    db()
      .select({
        id: supportTickets.id,
        subject: supportTickets.subject,
        status: supportTickets.status,
        updatedAt: supportTickets.updatedAt,
      })
      .from(supportTickets)
      .where(eq(supportTickets.copilotWorkspaceId, id))
      .orderBy(desc(supportTickets.updatedAt))
      .limit(100),
  ]);
  return {
    id: workspace.id,
    name: workspace.name,
    status: workspace.status,
    suspendedAt: workspace.suspendedAt?.toISOString() ?? null,
    suspensionReason: workspace.suspensionReason,
    createdAt: workspace.createdAt.toISOString(),
    members,
    billing,
    payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    tickets: tickets.map((ticket) => ({ ...ticket, updatedAt: ticket.updatedAt.toISOString() })),
  };
}

/**
 * Suspends the workspace with a reason (audited): from now on its members cannot sign in or use the
 * API (the copilot session check refuses them with a 403 that says so). 409 when already suspended.
 */
export async function suspendWorkspace(
  actor: AdminActor,
  id: string,
  { reason }: { reason: string },
): Promise<CopilotAdminWorkspace> {
  await changeStatus(actor, id, "suspended", reason);
  return getWorkspace(id);
}

/** Reinstates a suspended workspace with a reason (audited); 409 when it is not suspended. */
export async function reinstateWorkspace(
  actor: AdminActor,
  id: string,
  { reason }: { reason: string },
): Promise<CopilotAdminWorkspace> {
  await changeStatus(actor, id, "active", reason);
  return getWorkspace(id);
}

async function changeStatus(actor: AdminActor, id: string, to: "active" | "suspended", reason: string) {
  await workspaceRow(id);
  await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: copilotWorkspaces.status })
      .from(copilotWorkspaces)
      .where(eq(copilotWorkspaces.id, id))
      .for("update");
    if (!locked) throw new NotFound(COPILOT_ADMIN_MESSAGES.workspaceNotFound);
    if (locked.status === to) {
      throw new Conflict(
        to === "suspended" ? COPILOT_ADMIN_MESSAGES.alreadySuspended : COPILOT_ADMIN_MESSAGES.notSuspended,
      );
    }
    const suspending = to === "suspended";
    await tx
      .update(copilotWorkspaces)
      .set({
        status: to,
        suspendedAt: suspending ? sql`now()` : null,
        suspensionReason: suspending ? reason : null,
        updatedAt: sql`now()`,
      })
      .where(eq(copilotWorkspaces.id, id));
    await recordAudit(tx, actor, {
      action: suspending ? "copilot_workspace.suspended" : "copilot_workspace.reinstated",
      entityType: "copilot_workspace",
      entityId: id,
      before: { status: locked.status },
      after: { status: to, reason },
    });
  });
}

/** Names of the workspaces, by id (for the ranking log). */
export async function workspaceNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ id: copilotWorkspaces.id, name: copilotWorkspaces.name })
    .from(copilotWorkspaces)
    .where(inArray(copilotWorkspaces.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
