import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { OrderDraft } from "../../../common/copilot-drafting";
import {
  COPILOT_DRAFT_PART_LABELS,
  COPILOT_ORDER_MESSAGES,
  COPILOT_ORDER_SOURCE,
  COPILOT_ORDER_STATUSES,
  COPILOT_STATUS_OF,
  COPILOT_WITHDRAWN_REASON,
  type CopilotOrder,
  type CopilotOrderCounts,
  type CopilotOrderEvent,
  type CopilotOrderListItem,
  type CopilotOrderStatus,
  copilotStepOf,
} from "../../../common/copilot-orders";
import { copilotOrderSaveSchema, copilotOrderSubmitIssues } from "../../../common/copilot-orders-schemas";
import type { JobOrderStatus } from "../../../common/job-orders";
import { db, type Executor, type Transaction } from "../../db/client";
import { copilotUsers, copilotWorkspaces, jobOrderEvents, jobOrders } from "../../db/schema";
import { Conflict, Forbidden, Invalid, NotFound } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { isUuid } from "../../kernel/ids";
import { parseInput } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { recordOrderSubmitted } from "../copilot-billing";
import { type JobOrderRow, orderSubmittedEmail, recordOrderEvent, recruitersInbox } from "../job-orders";
import { hasOrderShortlist, hasShortlist, inStep } from "./order-steps";
import { requisitionFieldsOf } from "./requisition-fields";

const M = COPILOT_ORDER_MESSAGES;

/** How many orders a list shows (newest change first): more than a year of the largest plan. */
const LIST_LIMIT = 500;

/** Owners and members draft, submit, edit and withdraw; the billing role reads. */
function requireOrderWriter(session: CopilotSession) {
  if (session.role === "billing") throw new Forbidden("Only owners and members can change orders.");
}

/** The workspace's order (locked for a change when asked); another workspace's or an unknown id is a 404. */
export async function findWorkspaceOrder(
  executor: Executor,
  session: CopilotSession,
  id: string,
  { lock = false } = {},
): Promise<JobOrderRow & { copilotDraft: OrderDraft }> {
  if (!isUuid(id)) throw new NotFound(M.notFound);
  const select = executor
    .select()
    .from(jobOrders)
    .where(and(eq(jobOrders.id, id), eq(jobOrders.copilotWorkspaceId, session.workspaceId)));
  const [row] = lock ? await select.for("update") : await select;
  if (!row?.copilotDraft) throw new NotFound(M.notFound);
  return { ...row, copilotDraft: row.copilotDraft };
}

const isAccepted = (row: JobOrderRow) => row.acceptedAt !== null;

/** The order as listed; `shortlisted`: the client has shortlisted a candidate on it (its step may be "shortlist ready"). */
export function listItemOf(
  row: JobOrderRow & { copilotDraft: OrderDraft },
  shortlisted: boolean,
): CopilotOrderListItem {
  return {
    id: row.id,
    title: row.copilotDraft.title,
    status: copilotStepOf(row.status, shortlisted),
    accepted: isAccepted(row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The workspace's orders, newest change first; `status` narrows them to one of the client's steps. */
export async function listCopilotOrders(
  session: CopilotSession,
  status: string | null = null,
): Promise<{ orders: CopilotOrderListItem[]; status: CopilotOrderStatus | null }> {
  const step = (COPILOT_ORDER_STATUSES as readonly string[]).includes(status ?? "")
    ? (status as CopilotOrderStatus)
    : null;
  const rows = await db()
    .select({ row: jobOrders, shortlisted: hasShortlist })
    .from(jobOrders)
    .where(and(eq(jobOrders.copilotWorkspaceId, session.workspaceId), step ? inStep(step) : undefined))
    .orderBy(desc(jobOrders.updatedAt), desc(jobOrders.id))
    .limit(LIST_LIMIT);
  return {
    orders: rows.flatMap(({ row, shortlisted }) =>
      row.copilotDraft ? [listItemOf({ ...row, copilotDraft: row.copilotDraft }, shortlisted)] : [],
    ),
    status: step,
  };
}

/** Orders by the client's step, every step present (zero included), for the dashboard. */
export async function copilotOrderCounts(session: CopilotSession): Promise<CopilotOrderCounts> {
  const rows = await db()
    .select({ status: jobOrders.status, shortlisted: hasShortlist, n: count() })
    .from(jobOrders)
    .where(eq(jobOrders.copilotWorkspaceId, session.workspaceId))
    .groupBy(jobOrders.status, hasShortlist);
  const counts = Object.fromEntries(COPILOT_ORDER_STATUSES.map((step) => [step, 0])) as CopilotOrderCounts;
  for (const { status, shortlisted, n } of rows) counts[copilotStepOf(status, shortlisted)] += n;
  return counts;
}

/** One order with its timeline; another workspace's is a 404. */
export async function getCopilotOrder(session: CopilotSession, id: string): Promise<CopilotOrder> {
  return orderOf(db(), await findWorkspaceOrder(db(), session, id));
}

async function orderOf(
  executor: Executor,
  row: JobOrderRow & { copilotDraft: OrderDraft },
): Promise<CopilotOrder> {
  return {
    ...listItemOf(row, await hasOrderShortlist(executor, row.id)),
    draft: row.copilotDraft,
    requisitionStatus: row.status,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    events: await timelineOf(executor, row.id),
  };
}

/**
 * The order's history as the client reads it: the client's steps, who acted (a colleague's name, or
 * the agency's recruiter) and which parts of the draft an edit changed.
 */
async function timelineOf(executor: Executor, orderId: string): Promise<CopilotOrderEvent[]> {
  const rows = await executor
    .select({ event: jobOrderEvents, name: copilotUsers.name })
    .from(jobOrderEvents)
    .leftJoin(
      copilotUsers,
      and(
        eq(jobOrderEvents.actor, "employer"),
        sql`lower(${copilotUsers.email}) = lower(${jobOrderEvents.actorEmail})`,
      ),
    )
    .where(eq(jobOrderEvents.jobOrderId, orderId))
    .orderBy(asc(jobOrderEvents.createdAt), asc(jobOrderEvents.id));
  return rows.map(({ event, name }) => {
    const statusChange = event.changes?.status?.[1] as JobOrderStatus | undefined;
    const status =
      event.kind === "created"
        ? "drafted"
        : event.kind === "submitted"
          ? "submitted"
          : statusChange
            ? COPILOT_STATUS_OF[statusChange]
            : null;
    return {
      id: event.id,
      kind: event.kind,
      who: event.actor === "staff" ? `Recruiter (${event.actorEmail})` : (name ?? event.actorEmail),
      status,
      changed: event.kind === "edited" ? Object.keys(event.changes ?? {}) : [],
      note: event.note,
      at: event.createdAt.toISOString(),
    };
  });
}

async function actorEmailOf(executor: Executor, session: CopilotSession): Promise<string> {
  const [user] = await executor
    .select({ email: copilotUsers.email })
    .from(copilotUsers)
    .where(eq(copilotUsers.id, session.userId));
  if (!user) throw new NotFound(M.notFound);
  return user.email;
}

/** JSON with every object's keys sorted: jsonb stores keys in its own order, so a stored draft compares by value. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The parts of the draft that differ (title, pay, location…), in the form's order, as part → [before, after]. */
function draftChanges(before: OrderDraft, after: OrderDraft): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(COPILOT_DRAFT_PART_LABELS) as (keyof OrderDraft)[]) {
    if (canonical(before[key]) !== canonical(after[key])) changes[key] = [before[key], after[key]];
  }
  return changes;
}

/** A submission must be complete: each missing piece named on its field (400). */
function assertComplete(draft: OrderDraft) {
  const issues = copilotOrderSubmitIssues(draft);
  if (Object.keys(issues).length > 0) {
    throw new Invalid(
      M.fixFields,
      Object.fromEntries(Object.entries(issues).map(([key, value]) => [`draft.${key}`, value])),
    );
  }
}

/**
 * Sends the order to the agency in the caller's transaction: counted against the plan (over the
 * limit, read-only or without a plan: 403 with the page that fixes it), submitted, in the history,
 * and the recruiters emailed. A rollback takes all of it back, the count included.
 */
async function submitInTransaction(
  tx: Transaction,
  session: CopilotSession,
  orderId: string,
  actorEmail: string,
) {
  await recordOrderSubmitted(session.workspaceId, tx);
  const [submitted] = await tx
    .update(jobOrders)
    .set({ status: "submitted", submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobOrders.id, orderId))
    .returning();
  if (!submitted) throw new NotFound(M.notFound);
  await recordOrderEvent(tx, orderId, {
    kind: "submitted",
    actor: "employer",
    actorEmail,
    changes: { status: ["draft", "submitted"] },
  });
  const [workspace] = await tx
    .select({ name: copilotWorkspaces.name })
    .from(copilotWorkspaces)
    .where(eq(copilotWorkspaces.id, session.workspaceId));
  await enqueueMail(
    tx,
    orderSubmittedEmail(
      submitted,
      workspace?.name ?? "",
      await recruitersInbox(tx),
      `the ${COPILOT_ORDER_SOURCE}`,
    ),
  );
}

/**
 * POST: a new order from the (edited) draft, kept as a draft (nothing reaches the agency) or
 * submitted at once with `submit: true`.
 */
export async function createCopilotOrder(session: CopilotSession, body: unknown): Promise<CopilotOrder> {
  requireOrderWriter(session);
  const { draft, submit } = parseInput(copilotOrderSaveSchema, body ?? {});
  if (submit) assertComplete(draft);
  const id = await db().transaction(async (tx) => {
    const actorEmail = await actorEmailOf(tx, session);
    const [created] = await tx
      .insert(jobOrders)
      .values({ ...requisitionFieldsOf(draft), copilotWorkspaceId: session.workspaceId, copilotDraft: draft })
      .returning({ id: jobOrders.id });
    if (!created) throw new Error("The copilot order insert returned no row.");
    await recordOrderEvent(tx, created.id, { kind: "created", actor: "employer", actorEmail });
    if (submit) await submitInTransaction(tx, session, created.id, actorEmail);
    return created.id;
  });
  return getCopilotOrder(session, id);
}

/**
 * PATCH: changes a draft, or a submitted order no recruiter has accepted yet (409 after), recording
 * which parts changed; `submit: true` sends a draft. A submitted order must stay complete.
 */
export async function updateCopilotOrder(
  session: CopilotSession,
  id: string,
  body: unknown,
): Promise<CopilotOrder> {
  requireOrderWriter(session);
  await findWorkspaceOrder(db(), session, id);
  const { draft, submit } = parseInput(copilotOrderSaveSchema, body ?? {});
  await db().transaction(async (tx) => {
    const before = await findWorkspaceOrder(tx, session, id, { lock: true });
    if (before.status !== "draft" && (before.status !== "submitted" || isAccepted(before)))
      throw new Conflict(M.notEditable);
    if (submit || before.status === "submitted") assertComplete(draft);
    const actorEmail = await actorEmailOf(tx, session);
    const changes = draftChanges(before.copilotDraft, draft);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(jobOrders)
        .set({ ...requisitionFieldsOf(draft), copilotDraft: draft, updatedAt: sql`now()` })
        .where(eq(jobOrders.id, id));
      await recordOrderEvent(tx, id, { kind: "edited", actor: "employer", actorEmail, changes });
    }
    if (submit && before.status === "draft") await submitInTransaction(tx, session, id, actorEmail);
  });
  return getCopilotOrder(session, id);
}

/**
 * Takes a submitted order back before a recruiter accepts it: the requisition is cancelled with the
 * reason recruiters read in its history, and the client sees it closed. The plan's count stays (the
 * order reached the agency).
 */
export async function withdrawCopilotOrder(session: CopilotSession, id: string): Promise<CopilotOrder> {
  requireOrderWriter(session);
  await findWorkspaceOrder(db(), session, id);
  await db().transaction(async (tx) => {
    const before = await findWorkspaceOrder(tx, session, id, { lock: true });
    if (before.status !== "submitted" || isAccepted(before)) throw new Conflict(M.notWithdrawable);
    await tx
      .update(jobOrders)
      .set({ status: "cancelled", cancelReason: COPILOT_WITHDRAWN_REASON, updatedAt: sql`now()` })
      .where(eq(jobOrders.id, id));
    await recordOrderEvent(tx, id, {
      kind: "cancelled",
      actor: "employer",
      actorEmail: await actorEmailOf(tx, session),
      changes: { status: [before.status, "cancelled"] },
      note: COPILOT_WITHDRAWN_REASON,
    });
  });
  return getCopilotOrder(session, id);
}
