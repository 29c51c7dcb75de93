import { db } from "../../db/client";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { findInvoice, invoicesCsv, listInvoices } from "./invoice-views";

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
