/**
 * Invoices (issue 18): weekly contract-work invoices from approved hours, direct-hire placement
 * fees, gap-free numbers per year, payments and voids by staff, PDFs and CSV exports, and the
 * scheduled Tuesday run.
 */
export {
  companyInvoicesCsv,
  getCompanyInvoice,
  listCompanyInvoices,
  openInvoicesSummary,
} from "./employer-invoices";
export { contractWeekAmount, placementFeeAmount } from "./invoice-amounts";
export { invoicePdf } from "./invoice-pdf";
export { runWeeklyInvoices } from "./invoice-runs";
export { invoicesCsv, listInvoices } from "./invoice-views";
export { type InvoiceWorker, runScheduledInvoices, startInvoiceWorker } from "./invoice-worker";
export {
  getInvoiceAsStaff,
  recordInvoicePayment,
  runInvoiceWeekAsStaff,
  voidInvoice,
} from "./staff-invoices";
