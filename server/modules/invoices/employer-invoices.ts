import { and, count, eq, sql } from "drizzle-orm";
import type { DashboardInvoices } from "../../../common/employer-dashboard";
import { todayInFlorida } from "../../../common/timesheets";
import { db } from "../../db/client";
import { invoices } from "../../db/schema";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { findInvoice, invoicesCsv, isPastDue, listInvoices } from "./invoice-views";

/**
 * The client's side: users whose role may see invoices (viewInvoices) read their own company's
 * and no other; another company's invoice id is a 404, as if it did not exist.
 */
export function listCompanyInvoices(session: EmployerSession, params: URLSearchParams) {
  requireEmployerPermission(session, "viewInvoices");
  return listInvoices(params, session.companyId);
}

export function getCompanyInvoice(session: EmployerSession, id: string) {
  requireEmployerPermission(session, "viewInvoices");
  return findInvoice(db(), id, session.companyId);
}

export function companyInvoicesCsv(session: EmployerSession, params: URLSearchParams) {
  requireEmployerPermission(session, "viewInvoices");
  return invoicesCsv(params, session.companyId);
}

/** Open invoices and, among them, the overdue ones (past due in Florida's calendar), with what is owed. */
export async function openInvoicesSummary(
  companyId: string,
  today = todayInFlorida(),
): Promise<DashboardInvoices> {
  const owed = sql`${invoices.total} - ${invoices.amountPaid}`;
  const overdue = isPastDue(today);
  const [row] = await db()
    .select({
      open: count(),
      openAmount: sql<string>`coalesce(sum(${owed}), 0)::numeric(14,2)::text`,
      overdue: sql<number>`count(*) FILTER (WHERE ${overdue})`.mapWith(Number),
      overdueAmount: sql<string>`coalesce(sum(${owed}) FILTER (WHERE ${overdue}), 0)::numeric(14,2)::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.clientCompanyId, companyId), eq(invoices.status, "open")));
  return {
    open: row?.open ?? 0,
    openAmount: row?.openAmount ?? "0.00",
    overdue: row?.overdue ?? 0,
    overdueAmount: row?.overdueAmount ?? "0.00",
  };
}
