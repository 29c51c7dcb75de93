import { Router } from "express";
import { invoicePaymentSchema, invoiceRunSchema, invoiceVoidSchema } from "../../common/invoice-schemas";
import { sendCsv } from "../kernel/csv";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import {
  getInvoiceAsStaff,
  invoicesCsv,
  listInvoices,
  recordInvoicePayment,
  runInvoiceWeekAsStaff,
  voidInvoice,
} from "../modules/invoices";
import { changeHandler, queryOf, recordHandler } from "./admin-route-handlers";
import { sendInvoicePdf } from "./invoices";

/** Invoice runs, invoices, payments and voids for staff (behind adminGuardRouter); changes are audited. */
export const invoicesAdminRouter = Router();

/** { weekStart: Monday } → 200 { weekStart, issued [{ id, number, companyName, kind, total }], skipped [...] }; 400. */
invoicesAdminRouter.post("/admin/invoices/runs", async (req, res) => {
  res.json(await runInvoiceWeekAsStaff(adminOf(res), parseInput(invoiceRunSchema, req.body ?? {})));
});
/** ?status=open|paid|overdue|void&q= (number or client)&page= → a page of invoices with totals. */
invoicesAdminRouter.get("/admin/invoices", async (req, res) => {
  res.json(await listInvoices(queryOf(req), null));
});
/** The same filters, every page, as CSV. */
invoicesAdminRouter.get("/admin/invoices.csv", async (req, res) => {
  await sendCsv(res, "invoices.csv", invoicesCsv(queryOf(req), null));
});
invoicesAdminRouter.get("/admin/invoices/:id", recordHandler(getInvoiceAsStaff));
invoicesAdminRouter.get("/admin/invoices/:id/pdf", async (req, res) => {
  await sendInvoicePdf(res, await getInvoiceAsStaff(req.params.id));
});
/** { amount, receivedOn, method, reference? } → 200 the invoice; 400; 404; 409 unless open. */
invoicesAdminRouter.post(
  "/admin/invoices/:id/payments",
  changeHandler(invoicePaymentSchema, recordInvoicePayment),
);
/** { reason } → 200 the invoice, void, its hours billable again; 400; 404; 409 unless open without payments. */
invoicesAdminRouter.post("/admin/invoices/:id/void", changeHandler(invoiceVoidSchema, voidInvoice));
