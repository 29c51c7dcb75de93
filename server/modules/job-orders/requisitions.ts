import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { COPILOT_ORDER_SOURCE } from "../../../common/copilot-orders";
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
import { db, type Executor, type Transaction } from "../../db/client";
import { clientCompanies, copilotWorkspaces, jobOrders } from "../../db/schema";
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
 * The console's requisitions: every order a client submitted, through the employer portal or the AI
 * hiring assistant (drafts stay the client's own), one status or all, one company or all.
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
        copilot: { workspaceId: copilotWorkspaces.id, workspaceName: copilotWorkspaces.name },
      })
      .from(jobOrders)
      .leftJoin(clientCompanies, eq(clientCompanies.id, jobOrders.clientCompanyId))
      .leftJoin(copilotWorkspaces, eq(copilotWorkspaces.id, jobOrders.copilotWorkspaceId))
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
    rows: rows.map(({ row, company, copilot }) => ({
      ...listItemOf(row, pipelineOf(counts, row.jobId)),
      company,
      copilot,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
    status,
    companyId,
  };
}

/** One requisition with its client, pipeline and history; a draft or an unknown id is a 404. */
export async function getRequisition(id: string): Promise<Requisition> {
  const row = await findOrderRow(db(), id);
  if (row.status === "draft") throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  const [detail, client] = await Promise.all([orderDetail(db(), id), clientOf(db(), row)]);
  return {
    ...detail,
    company: client.company ? { id: client.company.id, legalName: client.company.legalName } : null,
    copilot:
      client.workspace && row.copilotDraft
        ? {
            workspaceId: client.workspace.id,
            workspaceName: client.workspace.name,
            workspaceStatus: client.workspace.status,
            draft: row.copilotDraft,
          }
        : null,
  };
}

type CompanyRow = typeof clientCompanies.$inferSelect;
type WorkspaceRow = typeof copilotWorkspaces.$inferSelect;

/** Who the order is for: its company (employer portal) or its workspace (AI hiring assistant). */
async function clientOf(
  executor: Executor,
  order: JobOrderRow,
): Promise<{ company: CompanyRow | null; workspace: WorkspaceRow | null }> {
  if (order.clientCompanyId)
    return { company: await companyOf(executor, order.clientCompanyId), workspace: null };
  const [workspace] = order.copilotWorkspaceId
    ? await executor
        .select()
        .from(copilotWorkspaces)
        .where(eq(copilotWorkspaces.id, order.copilotWorkspaceId))
    : [];
  if (!workspace) throw new NotFound(JOB_ORDER_MESSAGES.notFound);
  return { company: null, workspace };
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

/**
 * A recruiter takes a submitted order on; a portal order only once its company is approved (the
 * credit check), an assistant order while its workspace is active (not suspended).
 */
export function acceptRequisition(actor: AdminActor, id: string): Promise<Requisition> {
  return changeRequisition(actor, id, async (tx, before) => {
    if (before.status !== "submitted") throw new Conflict(JOB_ORDER_MESSAGES.notSubmitted);
    const { company, workspace } = await clientOf(tx, before);
    if (company && company.status !== "approved") throw new Conflict(JOB_ORDER_MESSAGES.companyNotApproved);
    if (workspace && workspace.status !== "active") throw new Conflict(JOB_ORDER_MESSAGES.workspaceSuspended);
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
    const job = await insertPublishedJob(tx, actor, jobFromOrder(before, await clientOf(tx, before)));
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

/**
 * The job's fields from the order. A portal order's remote job is listed at the company's address (the
 * board needs a place; an assistant order always names one); pay is whole dollars on the board, so the
 * range widens to the nearest dollars; the schedule, shift, start, duration and openings go into the
 * description.
 */
function jobFromOrder(
  order: JobOrderRow,
  { company, workspace }: { company: CompanyRow | null; workspace: WorkspaceRow | null },
): JobInput & { clientCompanyId: string | null } {
  // A portal order's remote job is listed at the company's address.
  const listedAt = order.workplaceType === "remote" && company ? company : null;
  const details = [
    order.positions > 1 ? `Openings: ${order.positions}` : null,
    order.schedule ? `Schedule: ${order.schedule}` : null,
    `Shift: ${JOB_ORDER_SHIFT_LABELS[order.shift]}`,
    order.startDate ? `Start date: ${order.startDate}` : null,
    order.durationWeeks ? `Duration: ${order.durationWeeks} weeks` : null,
  ].filter((line): line is string => line !== null);
  return {
    title: order.title,
    company: company?.legalName ?? workspace?.name ?? "",
    clientCompanyId: company?.id ?? null,
    city: (listedAt ? listedAt.city : order.city) ?? company?.city ?? "",
    state: (listedAt ? listedAt.state : order.state) ?? company?.state ?? "",
    workplaceType: order.workplaceType,
    // An assistant order keeps the client's own work type (part-time stays part-time on the board).
    employmentType: order.copilotDraft?.schedule.workType ?? EMPLOYMENT_TYPE_OF[order.orderType],
    industry:
      company && (INDUSTRIES as readonly string[]).includes(company.industry)
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
      companyName: sql<string>`coalesce(${clientCompanies.legalName}, ${copilotWorkspaces.name} || ${` (${COPILOT_ORDER_SOURCE})`})`,
    })
    .from(jobOrders)
    .leftJoin(clientCompanies, eq(clientCompanies.id, jobOrders.clientCompanyId))
    .leftJoin(copilotWorkspaces, eq(copilotWorkspaces.id, jobOrders.copilotWorkspaceId))
    .where(eq(jobOrders.jobId, jobId));
  return found ?? null;
}
