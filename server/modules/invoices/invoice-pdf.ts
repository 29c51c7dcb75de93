import { formatHours, longDate } from "../../../common/formats";
import { INVOICE_STATUS_LABELS, type InvoiceDetail } from "../../../common/invoices";
import type { SiteSettings } from "../../../common/site-settings";
import { invoiceSheet, SHEET_LEFT as LEFT, SHEET_RIGHT as RIGHT } from "../../kernel/invoice-pdf-sheet";
import { pdfDollars as dollars } from "../../kernel/pdf-text";

const COLUMNS = { contractor: LEFT, week: 230, regular: 340, overtime: 395, rate: 470, amount: RIGHT };

/**
 * The invoice as US Letter pages: the agency, the client's legal name and billing contact, number,
 * dates and terms, one row per line (contractor, week, regular and overtime hours, rate, amount),
 * then total, amount paid and balance due. Lines that do not fit continue on a new page.
 */
export async function invoicePdf(invoice: InvoiceDetail, agency: SiteSettings): Promise<Uint8Array> {
  const sheet = await invoiceSheet(invoice.number, agency);
  const { text, down, bold } = sheet;
  const lineHeader = () => {
    text("Contractor / description", COLUMNS.contractor, { font: bold, size: 9 });
    text("Week of", COLUMNS.week, { font: bold, size: 9 });
    text("Reg. h", COLUMNS.regular, { font: bold, size: 9, alignRight: true });
    text("OT h", COLUMNS.overtime, { font: bold, size: 9, alignRight: true });
    text("Rate", COLUMNS.rate, { font: bold, size: 9, alignRight: true });
    text("Amount", COLUMNS.amount, { font: bold, size: 9, alignRight: true });
    down(8);
    sheet.rule();
    down(12);
  };

  text(`Issue date: ${longDate(invoice.issueDate)}`, RIGHT, { alignRight: true });
  down(14);
  text(`Due date: ${longDate(invoice.dueDate)}`, RIGHT, { alignRight: true });
  down(14);
  text(`Terms: net ${invoice.paymentTermsDays} days`, RIGHT, { alignRight: true });
  down(14);
  text(`Status: ${INVOICE_STATUS_LABELS[invoice.status]}`, RIGHT, { alignRight: true });
  down(24);
  text("Bill to", LEFT, { font: bold, size: 9, muted: true });
  down(14);
  text(invoice.company.legalName, LEFT, { size: 11 });
  const contact = [invoice.billingContact.name, invoice.billingContact.email].filter(Boolean).join(", ");
  if (contact) {
    down(14);
    text(`Attn: ${contact}`, LEFT, { muted: true });
  }
  if (invoice.periodStart && invoice.periodEnd) {
    down(14);
    text(`Period: ${longDate(invoice.periodStart)} - ${longDate(invoice.periodEnd)}`, LEFT, { muted: true });
  }
  down(30);
  lineHeader();

  for (const line of invoice.lines) {
    if (sheet.roomFor(0)) lineHeader();
    text(line.contractorName, COLUMNS.contractor);
    if (line.weekStart) {
      text(longDate(line.weekStart), COLUMNS.week);
      text(formatHours(line.regularHours), COLUMNS.regular, { alignRight: true });
      text(formatHours(line.overtimeHours), COLUMNS.overtime, { alignRight: true });
    }
    if (line.billRate) text(dollars(line.billRate), COLUMNS.rate, { alignRight: true });
    text(dollars(line.amount), COLUMNS.amount, { alignRight: true });
    down(12);
    text(line.description, COLUMNS.contractor, { size: 8, muted: true });
    down(16);
  }

  sheet.roomFor(0);
  sheet.rule();
  down(14);
  sheet.totalRow("Total", dollars(invoice.total), COLUMNS.rate, bold);
  sheet.totalRow("Amount paid", dollars(invoice.amountPaid), COLUMNS.rate);
  sheet.totalRow("Balance due", dollars(invoice.balance), COLUMNS.rate, bold);
  if (invoice.voidReason) {
    down(8);
    text(`Void: ${invoice.voidReason.slice(0, 100)}`, LEFT, { muted: true });
  }
  return sheet.save();
}
