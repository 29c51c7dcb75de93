import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  JOB_ORDER_MESSAGES,
  orderStatusFilter,
  type Requisition,
  type RequisitionListItem,
  type requisitionStatusSchema,
  STAFF_ORDER_MOVES,
  WORKED_ORDER_STATUSES,
} from "../../../common/job-order-schemas";
import { JOB_ORDER_SHIFT_LABELS, type JobOrderStatus, type JobOrderType } from "../../../common/job-orders";
import { type EMPLOYMENT_TYPES, INDUSTRIES, type Industry, POSTING_VALID_DAYS } from "../../../common/jobs";
import { addDays, todayInFlorida } from "../../../common/timesheets";
import { db, type Transaction } from "../../db/client";
import { clientCompanies, jobOrders } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { offsetOf, PAGE_SIZE, type Page, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import { endOrderJob, insertPublishedJob, type JobInput } from "../jobs";
import { listItemOf, orderDetail } from "./employer-orders";
import {
  companyOf,
  findOrderRow,
  type JobOrderRow,
  pipelineCountsOf,
  pipelineOf,
  recordOrderEvent,
} from "./order-records";

/** What a job on /jobs is called for each kind of order. */
const EMPLOYMENT_TYPE_OF: Record<JobOrderType, (typeof EMPLOYMENT_TYPES)[number]> = {
  contract: "contract",
  contract_to_hire: "contract-to-hire",
  direct_hire: "full-time",
};

/**
 * The console's requisitions: every order a company submitted (drafts stay the company's own), one
 * status or all, one company or all, oldest submission first so nothing waits unseen.
 */
export async function listRequisitions(
  params: URLSearchParams,
): Promise<Page<RequisitionListItem> & { status: JobOrderStatus | null; companyId: string | null }> {
  const { page } = pageQuery(params, ["submitted"]);
  const status = orderStatusFilter(params.get("status"));
  const rawCompany = params.get("company");
  const companyId = rawCompany && isUuid(rawCompany) ? rawCompany : null;
  const conditions: SQL[] = [ne(jobOrders.status, "draft")];
  if (status) conditions.push(eq(jobOrders.status, status));
  if (companyId) conditions.push(eq(jobOrders.clientCompanyId, companyId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        row: jobOrders,
        company: {
          id: clientCompanies.id,
          legalName: clientCompanies.legalName,
          status: clientCompanies.status,
        },
      })
      .from(jobOrders)
      .innerJoin(clientCompanies, eq(clientCompanies.id, jobOrders.clientCompanyId))
      .where(where)
      .orderBy(desc(jobOrders.submittedAt), desc(jobOrders.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db().select({ n: count() }).from(jobOrders).where(where),
  ]);
  const counts = await pipelineCountsOf(
    db(),
    rows.map(({ row }) => row.jobId),
  );
  return {
    rows: rows.map(({ row, company }) => ({ ...listItemOf(row, pipelineOf(counts, row.jobId)), company })),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
    status,
    companyId,
  };
}

/** One requisition with its company, pipeline and history; a draft or an unknown id is a 404. */
export async function getRequisition(id: string): Promise<Requisition> {
  const row = await findOrderRow(db(), id);
  if (row.status === "draft") throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  const [detail, company] = await Promise.all([orderDetail(db(), id), companyOf(db(), row.clientCompanyId)]);
  return { ...detail, company: { id: company.id, legalName: company.legalName } };
}

/**
 * A staff change to a submitted order, in one transaction: the order locked (a draft is a 404),
 * changed, its history entry and the audit entry written.
 */
async function changeRequisition(
  actor: AdminActor,
  id: string,
  change: (tx: Transaction, before: JobOrderRow) => Promise<{ action: string; after: JobOrderRow }>,
): Promise<Requisition> {
  await db().transaction(async (tx) => {
    const before = await findOrderRow(tx, id, { lock: true });
    if (before.status === "draft") throw new NotFound(JOB_ORDER_MESSAGES.notFound);
    const { action, after } = await change(tx, before);
    await recordAudit(tx, actor, { action, entityType: "job_order", entityId: id, before, after });
  });
  return getRequisition(id);
}

async function updateOrder(tx: Transaction, id: string, values: Partial<typeof jobOrders.$inferInsert>) {
  const [after] = await tx
    .update(jobOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobOrders.id, id))
    .returning();
  if (!after) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  return after;
}

/** A recruiter takes a submitted order on; only once its company is approved (the credit check). */
export function acceptRequisition(actor: AdminActor, id: string): Promise<Requisition> {
  return changeRequisition(actor, id, async (tx, before) => {
    if (before.status !== "submitted") throw new Conflict(JOB_ORDER_MESSAGES.notSubmitted);
    const company = await companyOf(tx, before.clientCompanyId);
    if (company.status !== "approved") throw new Conflict(JOB_ORDER_MESSAGES.companyNotApproved);
    const after = await updateOrder(tx, id, {
      status: "accepted",
      acceptedAt: new Date(),
      acceptedBy: actor.email,
    });
    await recordOrderEvent(tx, id, {
      kind: "accepted",
      actor: "staff",
      actorEmail: actor.email,
      changes: { status: ["submitted", "accepted"] },
    });
    return { action: "job_order.accepted", after };
  });
}

/**
 * One click: the accepted order becomes an open job on /jobs for the client (its legal name, its
 * id), filled in from the order, and the order links to it and moves to sourcing.
 */
export function publishRequisition(actor: AdminActor, id: string): Promise<Requisition> {
  return changeRequisition(actor, id, async (tx, before) => {
    if (before.jobId) throw new Conflict(JOB_ORDER_MESSAGES.alreadyPublished);
    if (!WORKED_ORDER_STATUSES.includes(before.status)) throw new Conflict(JOB_ORDER_MESSAGES.notPublishable);
    const company = await companyOf(tx, before.clientCompanyId);
    const job = await insertPublishedJob(tx, actor, {
      ...jobFromOrder(before, company),
      clientCompanyId: company.id,
    });
    const status = before.status === "accepted" ? "sourcing" : before.status;
    const after = await updateOrder(tx, id, { jobId: job.id, status });
    await recordOrderEvent(tx, id, {
      kind: "published",
      actor: "staff",
      actorEmail: actor.email,
      changes: {
        jobId: [null, job.id],
        ...(status !== before.status ? { status: [before.status, status] } : {}),
      },
    });
    return { action: "job_order.published", after };
  });
}

/**
 * Sourcing, interviewing, filled or closed, along STAFF_ORDER_MOVES; anything else is a 409. A filled
 * or closed order takes its job off the board.
 */
export function setRequisitionStatus(
  actor: AdminActor,
  id: string,
  { status }: z.output<typeof requisitionStatusSchema>,
): Promise<Requisition> {
  return changeRequisition(actor, id, async (tx, before) => {
    if (!STAFF_ORDER_MOVES[before.status]?.includes(status))
      throw new Conflict(JOB_ORDER_MESSAGES.statusMove);
    const after = await updateOrder(tx, id, { status });
    if (before.jobId && (status === "filled" || status === "closed"))
      await endOrderJob(tx, actor, before.jobId, status);
    await recordOrderEvent(tx, id, {
      kind: "status_changed",
      actor: "staff",
      actorEmail: actor.email,
      changes: { status: [before.status, status] },
    });
    return { action: "job_order.status_changed", after };
  });
}

type CompanyRow = typeof clientCompanies.$inferSelect;

/**
 * The job's fields from the order. A remote job is listed at the client's address (the board needs
 * a place); pay is whole dollars on the board, so the range widens to the nearest dollars; the
 * schedule, shift, start, duration and openings go into the description.
 */
function jobFromOrder(order: JobOrderRow, company: CompanyRow): JobInput {
  const remote = order.workplaceType === "remote";
  const details = [
    order.positions > 1 ? `Openings: ${order.positions}` : null,
    order.schedule ? `Schedule: ${order.schedule}` : null,
    `Shift: ${JOB_ORDER_SHIFT_LABELS[order.shift]}`,
    order.startDate ? `Start date: ${order.startDate}` : null,
    order.durationWeeks ? `Duration: ${order.durationWeeks} weeks` : null,
  ].filter((line): line is string => line !== null);
  return {
    title: order.title,
    company: company.legalName,
    city: (remote ? company.city : order.city) ?? company.city,
    state: (remote ? company.state : order.state) ?? company.state,
    workplaceType: order.workplaceType,
    employmentType: EMPLOYMENT_TYPE_OF[order.orderType],
    industry: (INDUSTRIES as readonly string[]).includes(company.industry)
      ? (company.industry as Industry)
      : "Other",
    priority: order.urgency === "standard" ? "Normal" : "High",
    salaryMin: order.payMin === null ? null : Math.floor(Number(order.payMin)),
    salaryMax: order.payMax === null ? null : Math.ceil(Number(order.payMax)),
    salaryPeriod: order.payPeriod,
    description: [order.description, details.map((line) => `- ${line}`).join("\n")]
      .filter(Boolean)
      .join("\n\n"),
    requirements: order.requirements,
    skills: order.skills,
    validThrough: addDays(todayInFlorida(), POSTING_VALID_DAYS),
  };
}

/** The order a job was published from, for the job's console page; null for a job of no order. */
export async function orderOfJob(
  jobId: string,
): Promise<{ id: string; title: string; status: JobOrderStatus; companyName: string } | null> {
  if (!isUuid(jobId)) return null;
  const [found] = await db()
    .select({
      id: jobOrders.id,
      title: jobOrders.title,
      status: jobOrders.status,
      companyName: clientCompanies.legalName,
    })
    .from(jobOrders)
    .innerJoin(clientCompanies, eq(clientCompanies.id, jobOrders.clientCompanyId))
    .where(eq(jobOrders.jobId, jobId));
  return found ?? null;
}
