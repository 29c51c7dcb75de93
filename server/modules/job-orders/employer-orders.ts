import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type DashboardOrders,
  OPEN_ORDER_STATUSES,
  type OpenOrderStatus,
} from "../../../common/employer-dashboard";
import {
  CANCELLABLE_ORDER_STATUSES,
  EDITABLE_ORDER_STATUSES,
  JOB_ORDER_MESSAGES,
  type JobOrder,
  type JobOrderDetail,
  type JobOrderFields,
  type JobOrderListItem,
  type jobOrderCancelSchema,
  type jobOrderChangeRequestSchema,
  jobOrderDraftSchema,
  jobOrderSubmitSchema,
  orderStatusFilter,
  WORKED_ORDER_STATUSES,
} from "../../../common/job-order-schemas";
import type { JobOrderStatus } from "../../../common/job-orders";
import { db, type Executor, type Transaction } from "../../db/client";
import { clientCompanies, employerUsers, jobOrders } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { offsetOf, PAGE_SIZE, type Page, pageQuery } from "../../kernel/paging";
import { invalidFields, parseInput } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { endOrderJob } from "../jobs";
import { changesRequestedEmail, orderSubmittedEmail, recruitersInbox } from "./emails";
import {
  changedFields,
  companyOf,
  findOrderRow,
  type JobOrderRow,
  jobOrderOf,
  orderColumns,
  orderEvents,
  pipelineCountsOf,
  pipelineOf,
  readOrder,
  recordOrderEvent,
} from "./order-records";

/** Who can be an order's hiring manager: the company's live owners and hiring managers. */
export async function hiringManagerOptions(
  session: EmployerSession,
): Promise<{ id: string; name: string }[]> {
  const rows = await db()
    .select({ id: employerUsers.id, firstName: employerUsers.firstName, lastName: employerUsers.lastName })
    .from(employerUsers)
    .where(hiringManagersOf(session.companyId))
    .orderBy(employerUsers.lastName, employerUsers.firstName, employerUsers.id);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
}

const hiringManagersOf = (companyId: string) =>
  and(
    eq(employerUsers.clientCompanyId, companyId),
    isNull(employerUsers.removedAt),
    inArray(employerUsers.role, ["owner", "hiring_manager"]),
  );

/** The company's orders, newest change first, one status or all, with each order's pipeline. */
export async function listCompanyOrders(
  session: EmployerSession,
  params: URLSearchParams,
): Promise<Page<JobOrderListItem> & { status: JobOrderStatus | null }> {
  const { page } = pageQuery(params, ["updated"]);
  const status = orderStatusFilter(params.get("status"));
  const conditions: SQL[] = [eq(jobOrders.clientCompanyId, session.companyId)];
  if (status) conditions.push(eq(jobOrders.status, status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(jobOrders)
      .where(where)
      .orderBy(desc(jobOrders.updatedAt), desc(jobOrders.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db().select({ n: count() }).from(jobOrders).where(where),
  ]);
  const counts = await pipelineCountsOf(
    db(),
    rows.map((row) => row.jobId),
  );
  return {
    rows: rows.map((row) => listItemOf(row, pipelineOf(counts, row.jobId))),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
    status,
  };
}

export function listItemOf(row: JobOrderRow, pipeline: JobOrderListItem["pipeline"]): JobOrderListItem {
  return {
    id: row.id,
    title: row.title,
    positions: row.positions,
    orderType: row.orderType,
    status: row.status,
    urgency: row.urgency,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    jobId: row.jobId,
    pipeline,
  };
}

/** One of the company's orders with its pipeline and history; another company's is a 404. */
export async function getCompanyOrder(session: EmployerSession, id: string): Promise<JobOrderDetail> {
  await findOrderRow(db(), id, { companyId: session.companyId });
  return orderDetail(db(), id);
}

/** An order, its pipeline, its history and its company's approval status (shared with the console). */
export async function orderDetail(executor: Executor, id: string): Promise<JobOrderDetail> {
  const [found] = await executor
    .select({ ...orderColumns, companyStatus: clientCompanies.status })
    .from(jobOrders)
    .leftJoin(clientCompanies, eq(clientCompanies.id, jobOrders.clientCompanyId))
    .where(eq(jobOrders.id, id));
  if (!found) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  const [counts, events] = await Promise.all([
    pipelineCountsOf(executor, [found.row.jobId]),
    orderEvents(executor, id),
  ]);
  return {
    order: jobOrderOf(found),
    pipeline: pipelineOf(counts, found.row.jobId),
    events,
    companyStatus: found.companyStatus,
  };
}

/**
 * The body of a save: the order's fields and `submit` (true submits, else it is a draft). The
 * schema depends on it, so the module parses: a draft needs a title, a submission the whole order.
 */
function parseSave(
  body: unknown,
  { complete }: { complete: boolean },
): { submit: boolean; fields: JobOrderFields } {
  const { submit = false, ...fields } = (body && typeof body === "object" ? body : {}) as Record<
    string,
    unknown
  >;
  if (typeof submit !== "boolean") throw invalidFields({ submit: "submit must be true or false." });
  const schema = submit || complete ? jobOrderSubmitSchema : jobOrderDraftSchema;
  return { submit, fields: parseInput(schema, fields) };
}

/** The hiring manager must be a live owner or hiring manager of the same company. */
async function checkHiringManager(tx: Executor, session: EmployerSession, fields: JobOrderFields) {
  if (!fields.hiringManagerId) return;
  const [found] = await tx
    .select({ id: employerUsers.id })
    .from(employerUsers)
    .where(and(hiringManagersOf(session.companyId), eq(employerUsers.id, fields.hiringManagerId)));
  if (!found) throw invalidFields({ hiringManagerId: JOB_ORDER_MESSAGES.hiringManagerUnknown });
}

async function actingEmail(tx: Executor, session: EmployerSession): Promise<string> {
  const [user] = await tx
    .select({ email: employerUsers.email })
    .from(employerUsers)
    .where(eq(employerUsers.id, session.userId));
  if (!user) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  return user.email;
}

/** Submits in the caller's transaction: the status, the history entry and the recruiters' email. */
async function submitOrder(
  tx: Transaction,
  session: EmployerSession,
  order: JobOrderRow,
  actorEmail: string,
) {
  const [submitted] = await tx
    .update(jobOrders)
    .set({ status: "submitted", submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobOrders.id, order.id))
    .returning();
  if (!submitted) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  await recordOrderEvent(tx, order.id, { kind: "submitted", actor: "employer", actorEmail });
  const company = await companyOf(tx, session.companyId);
  await enqueueMail(tx, orderSubmittedEmail(submitted, company.legalName, await recruitersInbox(tx)));
}

/** POST: a new order of the company, saved as a draft or submitted at once. */
export async function createJobOrder(session: EmployerSession, body: unknown): Promise<JobOrder> {
  requireEmployerPermission(session, "manageOrders");
  const { submit, fields } = parseSave(body, { complete: false });
  return db().transaction(async (tx) => {
    await checkHiringManager(tx, session, fields);
    const actorEmail = await actingEmail(tx, session);
    const [created] = await tx
      .insert(jobOrders)
      .values({ ...fields, clientCompanyId: session.companyId, createdBy: session.userId })
      .returning();
    if (!created) throw new Error("The job order insert returned no row.");
    await recordOrderEvent(tx, created.id, { kind: "created", actor: "employer", actorEmail });
    if (submit) await submitOrder(tx, session, created, actorEmail);
    return readOrder(tx, created.id);
  });
}

/**
 * PATCH: edits a draft or a submitted order (not once accepted: 409), recording the changed fields;
 * `submit` submits a draft. A submitted order stays complete, so its edits are checked as a
 * submission.
 */
export async function updateJobOrder(session: EmployerSession, id: string, body: unknown): Promise<JobOrder> {
  requireEmployerPermission(session, "manageOrders");
  await findOrderRow(db(), id, { companyId: session.companyId });
  return db().transaction(async (tx) => {
    const before = await findOrderRow(tx, id, { companyId: session.companyId, lock: true });
    if (!EDITABLE_ORDER_STATUSES.includes(before.status)) throw new Conflict(JOB_ORDER_MESSAGES.notEditable);
    const { submit, fields } = parseSave(body, { complete: before.status === "submitted" });
    await checkHiringManager(tx, session, fields);
    const actorEmail = await actingEmail(tx, session);
    const changes = changedFields(before, fields);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(jobOrders)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(jobOrders.id, id));
      await recordOrderEvent(tx, id, { kind: "edited", actor: "employer", actorEmail, changes });
    }
    if (submit && before.status === "draft") await submitOrder(tx, session, before, actorEmail);
    return readOrder(tx, id);
  });
}

/**
 * Cancels an order not yet filled or closed, with the reason the recruiter reads in its history; its
 * job, if published, comes off the board.
 */
export async function cancelJobOrder(
  session: EmployerSession,
  id: string,
  { reason }: z.output<typeof jobOrderCancelSchema>,
): Promise<JobOrder> {
  requireEmployerPermission(session, "manageOrders");
  return db().transaction(async (tx) => {
    const before = await findOrderRow(tx, id, { companyId: session.companyId, lock: true });
    if (!CANCELLABLE_ORDER_STATUSES.includes(before.status))
      throw new Conflict(JOB_ORDER_MESSAGES.notCancellable);
    await tx
      .update(jobOrders)
      .set({ status: "cancelled", cancelReason: reason, updatedAt: sql`now()` })
      .where(eq(jobOrders.id, id));
    if (before.jobId) await endOrderJob(tx, null, before.jobId, "closed");
    await recordOrderEvent(tx, id, {
      kind: "cancelled",
      actor: "employer",
      actorEmail: await actingEmail(tx, session),
      changes: { status: [before.status, "cancelled"] },
      note: reason,
    });
    return readOrder(tx, id);
  });
}

/**
 * After acceptance the recruiter owns the order's text: the employer asks for changes with a note,
 * kept in the history and emailed to the recruiter who accepted it.
 */
export async function requestOrderChanges(
  session: EmployerSession,
  id: string,
  { note }: z.output<typeof jobOrderChangeRequestSchema>,
): Promise<JobOrderDetail> {
  requireEmployerPermission(session, "manageOrders");
  await db().transaction(async (tx) => {
    const order = await findOrderRow(tx, id, { companyId: session.companyId, lock: true });
    if (!WORKED_ORDER_STATUSES.includes(order.status)) throw new Conflict(JOB_ORDER_MESSAGES.changesNotOpen);
    const actorEmail = await actingEmail(tx, session);
    await recordOrderEvent(tx, id, { kind: "changes_requested", actor: "employer", actorEmail, note });
    await tx.update(jobOrders).set({ updatedAt: sql`now()` }).where(eq(jobOrders.id, id));
    const company = await companyOf(tx, session.companyId);
    const to = order.acceptedBy ?? (await recruitersInbox(tx));
    await enqueueMail(tx, changesRequestedEmail(order, company.legalName, note, to));
  });
  return orderDetail(db(), id);
}

/** Open orders by status. */
export async function openOrdersSummary(companyId: string): Promise<DashboardOrders> {
  const rows = await db()
    .select({ status: jobOrders.status, count: count() })
    .from(jobOrders)
    .where(and(eq(jobOrders.clientCompanyId, companyId), inArray(jobOrders.status, OPEN_ORDER_STATUSES)))
    .groupBy(jobOrders.status);
  const byStatus = Object.fromEntries(OPEN_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OpenOrderStatus,
    number
  >;
  for (const row of rows) byStatus[row.status as OpenOrderStatus] = row.count;
  return { open: rows.reduce((total, row) => total + row.count, 0), byStatus };
}
