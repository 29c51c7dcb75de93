import { type Request, type Response, Router } from "express";
import type { InvoiceDetail } from "../../common/invoices";
import { sendCsv } from "../kernel/csv";
import { authenticateEmployer } from "../modules/employer-accounts";
import { companyInvoicesCsv, getCompanyInvoice, invoicePdf, listCompanyInvoices } from "../modules/invoices";
import { getSiteSettings } from "../modules/settings";
import { queryOf } from "./admin-route-handlers";

/**
 * A client's invoices in the employer portal (issue 18): the `employer_session` cookie, a role with
 * viewInvoices (else 403), and only the user's own company's invoices (another company's id: 404).
 */
export const invoicesRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** The invoice as a PDF attachment (invoice-2026-000001.pdf), private and never cached. */
export async function sendInvoicePdf(res: Response, invoice: InvoiceDetail): Promise<void> {
  const bytes = await invoicePdf(invoice, await getSiteSettings());
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="invoice-${invoice.number}.pdf"`,
    "Cache-Control": "private, no-store",
    "Content-Length": String(bytes.byteLength),
  });
  res.end(Buffer.from(bytes));
}

/** ?status=open|paid|overdue|void&q=&page= → 200 a page of the company's invoices with totals; 401; 403. */
invoicesRouter.get("/employers/invoices", async (req, res) => {
  res.json(await listCompanyInvoices(await employerOf(req), queryOf(req)));
});

/** The same filters → the company's invoices as CSV (number, client, dates, status, total, paid, balance). */
invoicesRouter.get("/employers/invoices.csv", async (req, res) => {
  const rows = companyInvoicesCsv(await employerOf(req), queryOf(req));
  res.set("Cache-Control", "private, no-store");
  await sendCsv(res, "invoices.csv", rows);
});

/** → 200 the invoice with lines and payments; 401; 403; 404 (also another company's). */
invoicesRouter.get("/employers/invoices/:id", async (req, res) => {
  res.json(await getCompanyInvoice(await employerOf(req), req.params.id));
});

invoicesRouter.get("/employers/invoices/:id/pdf", async (req, res) => {
  await sendInvoicePdf(res, await getCompanyInvoice(await employerOf(req), req.params.id));
});
