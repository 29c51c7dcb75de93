import { and, asc, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import {
  displayedInvoiceStatus,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
} from "../../../common/invoices";
import { todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { clientCompanies, invoiceLines, invoicePayments, invoices } from "../../db/schema";
import { NotFound } from "../../errors";
import { csvLines } from "../../kernel/csv";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { offsetOf, PAGE_SIZE, type Page, pageQuery } from "../../kernel/paging";
import { balanceOf } from "./invoice-amounts";

/** A list's filters: a shown status (overdue included) and a search on number or company name. */
export type InvoiceFilters = { status: InvoiceStatus | "all"; q: string };

function invoiceFiltersOf(params: URLSearchParams): InvoiceFilters & { page: number } {
  const { q, page } = pageQuery(params, ["issued"]);
  const raw = params.get("status") ?? "all";
  const status = (INVOICE_STATUSES as readonly string[]).includes(raw) ? (raw as InvoiceStatus) : "all";
  return { q, page, status };
}

/** An open invoice is overdue once its due date is behind today's date in the agency's time zone. */
export const isPastDue = (today: string): SQL => sql`${invoices.dueDate} < ${today}::date`;

/** "overdue" and "open" split the stored open status at today's date in the agency's time zone. */
function statusCondition(status: InvoiceFilters["status"], today: string): SQL | undefined {
  switch (status) {
    case "all":
      return undefined;
    case "overdue":
      return sql`${invoices.status} = 'open' AND ${isPastDue(today)}`;
    case "open":
      return sql`${invoices.status} = 'open' AND NOT ${isPastDue(today)}`;
    default:
      return eq(invoices.status, status);
  }
}

function whereOf(filters: InvoiceFilters, companyId: string | null, today: string): SQL | undefined {
  const conditions = [statusCondition(filters.status, today)];
  if (companyId) conditions.push(eq(invoices.clientCompanyId, companyId));
  if (filters.q) {
    const pattern = likeContains(filters.q);
    conditions.push(
      sql`(${invoices.number} ILIKE ${pattern} OR ${clientCompanies.legalName} ILIKE ${pattern})`,
    );
  }
  return and(...conditions);
}

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  companyId: invoices.clientCompanyId,
  legalName: clientCompanies.legalName,
  periodStart: invoices.periodStart,
  periodEnd: invoices.periodEnd,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paymentTermsDays: invoices.paymentTermsDays,
  total: invoices.total,
  amountPaid: invoices.amountPaid,
  status: invoices.status,
};
type Invoice = typeof invoices.$inferSelect;
type SummaryRow = Pick<
  Invoice,
  | "id"
  | "number"
  | "kind"
  | "periodStart"
  | "periodEnd"
  | "issueDate"
  | "dueDate"
  | "paymentTermsDays"
  | "total"
  | "amountPaid"
  | "status"
> & { companyId: string; legalName: string };

function summaryOf(row: SummaryRow, today: string): InvoiceSummary {
  const { companyId, legalName, status, ...rest } = row;
  return {
    ...rest,
    company: { id: companyId, legalName },
    balance: row.status === "void" ? "0.00" : balanceOf(row.total, row.amountPaid),
    status: displayedInvoiceStatus(status, row.dueDate, today),
  };
}

const newestFirst = [desc(invoices.issueDate), desc(invoices.sequence)];

/** A page of invoices, newest first: all of them for staff (companyId null), or one company's. */
export async function listInvoices(
  params: URLSearchParams,
  companyId: string | null,
): Promise<Page<InvoiceSummary> & InvoiceFilters & { totals: { total: string; balance: string } }> {
  const filters = invoiceFiltersOf(params);
  const today = todayInFlorida();
  const where = whereOf(filters, companyId, today);
  const [rows, [aggregate]] = await Promise.all([
    db()
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(clientCompanies, eq(clientCompanies.id, invoices.clientCompanyId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset(offsetOf(filters.page)),
    db()
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${invoices.total}) FILTER (WHERE ${invoices.status} <> 'void'), 0)::text`,
        balance: sql<string>`coalesce(sum(${invoices.total} - ${invoices.amountPaid}) FILTER (WHERE ${invoices.status} = 'open'), 0)::text`,
      })
      .from(invoices)
      .innerJoin(clientCompanies, eq(clientCompanies.id, invoices.clientCompanyId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => summaryOf(row, today)),
    total: aggregate?.n ?? 0,
    page: filters.page,
    pageSize: PAGE_SIZE,
    q: filters.q,
    status: filters.status,
    totals: {
      total: balanceOf(aggregate?.total ?? "0", "0"),
      balance: balanceOf(aggregate?.balance ?? "0", "0"),
    },
  };
}

/** One invoice with its lines and payments; 404 when unknown, or (companyId given) another company's. */
export async function findInvoice(
  executor: Executor,
  id: string,
  companyId: string | null,
): Promise<InvoiceDetail> {
  if (!isUuid(id)) throw new NotFound(INVOICE_MESSAGES.notFound);
  const [row] = await executor
    .select({
      ...summaryColumns,
      voidReason: invoices.voidReason,
      contactName: clientCompanies.billingContactName,
      contactEmail: clientCompanies.billingContactEmail,
    })
    .from(invoices)
    .innerJoin(clientCompanies, eq(clientCompanies.id, invoices.clientCompanyId))
    .where(and(eq(invoices.id, id), companyId ? eq(invoices.clientCompanyId, companyId) : undefined));
  if (!row) throw new NotFound(INVOICE_MESSAGES.notFound);
  const [lines, payments] = await Promise.all([
    executor
      .select({
        id: invoiceLines.id,
        description: invoiceLines.description,
        contractorName: invoiceLines.contractorName,
        weekStart: invoiceLines.weekStart,
        regularHours: invoiceLines.regularHours,
        overtimeHours: invoiceLines.overtimeHours,
        billRate: invoiceLines.billRate,
        salary: invoiceLines.salary,
        feePercent: invoiceLines.feePercent,
        amount: invoiceLines.amount,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.contractorName), asc(invoiceLines.id)),
    executor
      .select({
        id: invoicePayments.id,
        amount: invoicePayments.amount,
        receivedOn: invoicePayments.receivedOn,
        method: invoicePayments.method,
        reference: invoicePayments.reference,
        recordedBy: invoicePayments.recordedBy,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.createdAt)),
  ]);
  const { voidReason, contactName, contactEmail, ...summary } = row;
  return {
    ...summaryOf(summary, todayInFlorida()),
    voidReason,
    billingContact: { name: contactName, email: contactEmail },
    lines,
    payments,
  };
}

const CSV_BATCH = 500;
const CSV_HEADER = ["number", "client", "issue_date", "due_date", "status", "total", "paid", "balance"];

/** The invoices of a list's filters as CSV (all pages), for staff (companyId null) or one company. */
export async function* invoicesCsv(
  params: URLSearchParams,
  companyId: string | null,
): AsyncGenerator<string> {
  const filters = invoiceFiltersOf(params);
  const today = todayInFlorida();
  const where = whereOf(filters, companyId, today);
  yield csvLines([CSV_HEADER]);
  let after: string | null = null;
  for (;;) {
    const batch: SummaryRow[] = await db()
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(clientCompanies, eq(clientCompanies.id, invoices.clientCompanyId))
      .where(after ? and(where, gt(invoices.number, after)) : where)
      .orderBy(asc(invoices.number))
      .limit(CSV_BATCH);
    if (batch.length === 0) return;
    yield csvLines(
      batch.map((row) => {
        const invoice = summaryOf(row, today);
        return [
          invoice.number,
          invoice.company.legalName,
          invoice.issueDate,
          invoice.dueDate,
          invoice.status,
          invoice.total,
          invoice.amountPaid,
          invoice.balance,
        ];
      }),
    );
    after = batch[batch.length - 1]?.number ?? null;
    if (batch.length < CSV_BATCH) return;
  }
}
