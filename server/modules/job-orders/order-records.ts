import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  JOB_ORDER_FIELDS,
  JOB_ORDER_MESSAGES,
  type JobOrder,
  type JobOrderEvent,
  type JobOrderFields,
  type PipelineCounts,
} from "../../../common/job-order-schemas";
import type { JobOrderEventKind, PortalActor } from "../../../common/job-orders";
import { PIPELINE_STAGES } from "../../../common/recruiting";
import type { Executor } from "../../db/client";
import { applications, clientCompanies, employerUsers, jobOrderEvents, jobOrders } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";

export type JobOrderRow = typeof jobOrders.$inferSelect;

/** Selected with every order: the hiring manager's name. */
const hiringManagerName = sql<
  string | null
>`(SELECT ${employerUsers.firstName} || ' ' || ${employerUsers.lastName} FROM ${employerUsers} WHERE ${employerUsers.id} = ${jobOrders.hiringManagerId})`;

export const orderColumns = { row: jobOrders, hiringManagerName };

export function jobOrderOf({
  row,
  hiringManagerName,
}: {
  row: JobOrderRow;
  hiringManagerName: string | null;
}): JobOrder {
  return {
    id: row.id,
    title: row.title,
    positions: row.positions,
    orderType: row.orderType,
    workplaceType: row.workplaceType,
    city: row.city,
    state: row.state,
    schedule: row.schedule,
    shift: row.shift,
    startDate: row.startDate,
    durationWeeks: row.durationWeeks,
    payMin: row.payMin,
    payMax: row.payMax,
    payPeriod: row.payPeriod,
    requirements: row.requirements,
    skills: row.skills,
    description: row.description,
    urgency: row.urgency,
    hiringManagerId: row.hiringManagerId,
    hiringManagerName,
    status: row.status,
    cancelReason: row.cancelReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedBy: row.acceptedBy,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One order, locked for a change when asked; `scope` narrows it (an employer's company). An unknown
 * or malformed id, or another company's order, is the same 404.
 */
export async function findOrderRow(
  executor: Executor,
  id: string,
  { companyId, lock = false }: { companyId?: string; lock?: boolean } = {},
): Promise<JobOrderRow> {
  if (!isUuid(id)) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  const conditions: SQL[] = [eq(jobOrders.id, id)];
  if (companyId) conditions.push(eq(jobOrders.clientCompanyId, companyId));
  const select = executor
    .select()
    .from(jobOrders)
    .where(and(...conditions));
  const [row] = lock ? await select.for("update") : await select;
  if (!row) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  return row;
}

/** The order as shown, hiring manager's name included. */
export async function readOrder(executor: Executor, id: string): Promise<JobOrder> {
  const [found] = await executor.select(orderColumns).from(jobOrders).where(eq(jobOrders.id, id));
  if (!found) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  return jobOrderOf(found);
}

export type OrderEventInput = {
  kind: JobOrderEventKind;
  actor: PortalActor;
  actorEmail: string;
  changes?: Record<string, [unknown, unknown]> | null;
  note?: string | null;
};

/** Adds an entry to the order's history, in the transaction of the change it records. */
export async function recordOrderEvent(executor: Executor, orderId: string, event: OrderEventInput) {
  await executor.insert(jobOrderEvents).values({
    jobOrderId: orderId,
    kind: event.kind,
    actor: event.actor,
    actorEmail: event.actorEmail,
    changes: event.changes ?? null,
    note: event.note ?? null,
    // now() is fixed for a whole transaction; the clock keeps a transaction's entries (created, submitted) in order.
    createdAt: sql`clock_timestamp()`,
  });
}

/** The fields that differ, as field → [before, after]; arrays compare by their entries. */
export function changedFields(
  before: Pick<JobOrderRow, (typeof JOB_ORDER_FIELDS)[number]>,
  after: JobOrderFields,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of JOB_ORDER_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = [before[field], after[field]];
    }
  }
  return changes;
}

/** The order's history, oldest first. */
export async function orderEvents(executor: Executor, orderId: string): Promise<JobOrderEvent[]> {
  const rows = await executor
    .select()
    .from(jobOrderEvents)
    .where(eq(jobOrderEvents.jobOrderId, orderId))
    .orderBy(asc(jobOrderEvents.createdAt), asc(jobOrderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    actorEmail: row.actorEmail,
    changes: row.changes,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

const noApplications = (): PipelineCounts =>
  Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as PipelineCounts;

/**
 * Applications on each published job by pipeline stage, in one query for a page of orders
 * (applications_job_stage_idx); an order without a job counts zero everywhere.
 */
export async function pipelineCountsOf(
  executor: Executor,
  jobIds: (string | null)[],
): Promise<Map<string, PipelineCounts>> {
  const ids = [...new Set(jobIds.filter((id): id is string => id !== null))];
  const counts = new Map(ids.map((id) => [id, noApplications()]));
  if (ids.length === 0) return counts;
  const rows = await executor
    .select({ jobId: applications.jobId, stage: applications.status, n: count() })
    .from(applications)
    .where(and(inArray(applications.jobId, ids), inArray(applications.status, [...PIPELINE_STAGES])))
    .groupBy(applications.jobId, applications.status);
  for (const { jobId, stage, n } of rows) {
    const perStage = jobId ? counts.get(jobId) : undefined;
    if (perStage && stage in perStage) perStage[stage as keyof PipelineCounts] = n;
  }
  return counts;
}

export const pipelineOf = (counts: Map<string, PipelineCounts>, jobId: string | null): PipelineCounts =>
  (jobId ? counts.get(jobId) : undefined) ?? noApplications();

/** The order's company (its name for emails and jobs, its approval status). */
export async function companyOf(executor: Executor, id: string) {
  const [company] = await executor.select().from(clientCompanies).where(eq(clientCompanies.id, id));
  if (!company) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  return company;
}
