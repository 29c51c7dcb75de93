import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatHours, longDate } from "../../../common/formats";
import { INVOICE_STATUS_LABELS, type InvoiceDetail } from "../../../common/invoices";
import type { SiteSettings } from "../../../common/site-settings";
import { pdfDollars as dollars, pdfSafeText } from "../../kernel/pdf-text";

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);
const PAGE: [number, number] = [612, 792];
const LEFT = 54;
const RIGHT = 558;
const TOP = 740;
const BOTTOM = 90;
const COLUMNS = { contractor: LEFT, week: 230, regular: 340, overtime: 395, rate: 470, amount: RIGHT };

type TextOptions = { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean };

/**
 * The invoice as US Letter pages: the agency, the client's legal name and billing contact, number,
 * dates and terms, one row per line (contractor, week, regular and overtime hours, rate, amount),
 * then total, amount paid and balance due. Lines that do not fit continue on a new page.
 */
export async function invoicePdf(invoice: InvoiceDetail, agency: SiteSettings): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor(pdfSafeText(agency.companyName));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;

  const text = (value: string, x: number, options: TextOptions = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = pdfSafeText(value);
    const at = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, font, size, color: options.color ?? INK });
  };
  const rule = () =>
    page.drawLine({
      start: { x: LEFT, y: y + 4 },
      end: { x: RIGHT, y: y + 4 },
      thickness: 0.75,
      color: RULE,
    });
  const lineHeader = () => {
    text("Contractor / description", COLUMNS.contractor, { font: bold, size: 9 });
    text("Week of", COLUMNS.week, { font: bold, size: 9 });
    text("Reg. h", COLUMNS.regular, { font: bold, size: 9, alignRight: true });
    text("OT h", COLUMNS.overtime, { font: bold, size: 9, alignRight: true });
    text("Rate", COLUMNS.rate, { font: bold, size: 9, alignRight: true });
    text("Amount", COLUMNS.amount, { font: bold, size: 9, alignRight: true });
    y -= 8;
    rule();
    y -= 12;
  };

  text(agency.companyName, LEFT, { font: bold, size: 16 });
  text("INVOICE", RIGHT, { font: bold, size: 16, alignRight: true });
  y -= 16;
  if (agency.address) text(agency.address, LEFT, { color: MUTED });
  text(`Number: ${invoice.number}`, RIGHT, { alignRight: true });
  y -= 14;
  text(`Issue date: ${longDate(invoice.issueDate)}`, RIGHT, { alignRight: true });
  y -= 14;
  text(`Due date: ${longDate(invoice.dueDate)}`, RIGHT, { alignRight: true });
  y -= 14;
  text(`Terms: net ${invoice.paymentTermsDays} days`, RIGHT, { alignRight: true });
  y -= 14;
  text(`Status: ${INVOICE_STATUS_LABELS[invoice.status]}`, RIGHT, { alignRight: true });
  y -= 24;
  text("Bill to", LEFT, { font: bold, size: 9, color: MUTED });
  y -= 14;
  text(invoice.company.legalName, LEFT, { size: 11 });
  const contact = [invoice.billingContact.name, invoice.billingContact.email].filter(Boolean).join(", ");
  if (contact) {
    y -= 14;
    text(`Attn: ${contact}`, LEFT, { color: MUTED });
  }
  if (invoice.periodStart && invoice.periodEnd) {
    y -= 14;
    text(`Period: ${longDate(invoice.periodStart)} - ${longDate(invoice.periodEnd)}`, LEFT, { color: MUTED });
  }
  y -= 30;
  lineHeader();

  for (const line of invoice.lines) {
    if (y < BOTTOM) {
      page = pdf.addPage(PAGE);
      y = TOP;
      lineHeader();
    }
    text(line.contractorName, COLUMNS.contractor);
    if (line.weekStart) {
      text(longDate(line.weekStart), COLUMNS.week);
      text(formatHours(line.regularHours), COLUMNS.regular, { alignRight: true });
      text(formatHours(line.overtimeHours), COLUMNS.overtime, { alignRight: true });
    }
    if (line.billRate) text(dollars(line.billRate), COLUMNS.rate, { alignRight: true });
    text(dollars(line.amount), COLUMNS.amount, { alignRight: true });
    y -= 12;
    text(line.description, COLUMNS.contractor, { size: 8, color: MUTED });
    y -= 16;
  }

  if (y < BOTTOM) {
    page = pdf.addPage(PAGE);
    y = TOP;
  }
  rule();
  y -= 14;
  const totalRow = (label: string, amount: string, font = regular) => {
    text(label, COLUMNS.rate, { font, size: 11, alignRight: true });
    text(dollars(amount), COLUMNS.amount, { font, size: 11, alignRight: true });
    y -= 16;
  };
  totalRow("Total", invoice.total, bold);
  totalRow("Amount paid", invoice.amountPaid);
  totalRow("Balance due", invoice.balance, bold);
  if (invoice.voidReason) {
    y -= 8;
    text(`Void: ${invoice.voidReason.slice(0, 100)}`, LEFT, { color: MUTED });
  }
  return pdf.save();
}
