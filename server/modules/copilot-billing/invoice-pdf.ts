/** A copilot invoice as a US Letter PDF, drawn with pdf-lib as the agency's client invoices are. */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { CopilotInvoiceDetail } from "../../../common/copilot-billing";
import { longDate } from "../../../common/formats";
import type { SiteSettings } from "../../../common/site-settings";
import { pdfDollars, pdfSafeText, wrapText } from "../../kernel/pdf-text";

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);
const PAGE: [number, number] = [612, 792];
const LEFT = 54;
const RIGHT = 558;
const TOP = 740;
const BOTTOM = 90;
const DESCRIPTION_WIDTH = 380;

const dollars = (cents: number) => pdfDollars((cents / 100).toFixed(2));
const day = (iso: string) => longDate(iso.slice(0, 10));

export async function copilotInvoicePdf(
  invoice: CopilotInvoiceDetail,
  { agency, billTo }: { agency: SiteSettings; billTo: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor(pdfSafeText(agency.companyName));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; muted?: boolean; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = pdfSafeText(value);
    const at = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, font, size, color: options.muted ? MUTED : INK });
  };
  const rule = () =>
    page.drawLine({
      start: { x: LEFT, y: y + 4 },
      end: { x: RIGHT, y: y + 4 },
      thickness: 0.75,
      color: RULE,
    });
  const roomFor = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage(PAGE);
    y = TOP;
  };

  text(agency.companyName, LEFT, { font: bold, size: 16 });
  text("INVOICE", RIGHT, { font: bold, size: 16, right: true });
  y -= 16;
  if (agency.address) text(agency.address, LEFT, { muted: true });
  text(`Number: ${invoice.number}`, RIGHT, { right: true });
  y -= 14;
  text("AI hiring assistant subscription", LEFT, { muted: true });
  text(`Issue date: ${day(invoice.issuedAt)}`, RIGHT, { right: true });
  y -= 14;
  text(`Status: ${invoice.status === "paid" ? "Paid" : "Open"}`, RIGHT, { right: true });
  y -= 24;
  text("Bill to", LEFT, { font: bold, size: 9, muted: true });
  y -= 14;
  text(billTo, LEFT, { size: 11 });
  y -= 14;
  text(`Period: ${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`, LEFT, { muted: true });
  y -= 30;
  text("Description", LEFT, { font: bold, size: 9 });
  text("Amount", RIGHT, { font: bold, size: 9, right: true });
  y -= 8;
  rule();
  y -= 12;
  for (const line of invoice.lines) {
    const wrapped = wrapText(line.description, regular, 10, DESCRIPTION_WIDTH);
    roomFor(wrapped.length * 12 + 8);
    text(dollars(line.amountCents), RIGHT, { right: true });
    for (const part of wrapped) {
      text(part, LEFT);
      y -= 12;
    }
    y -= 6;
  }
  roomFor(80);
  rule();
  y -= 14;
  const totalRow = (label: string, cents: number, font = regular) => {
    text(label, 470, { font, size: 11, right: true });
    text(dollars(cents), RIGHT, { font, size: 11, right: true });
    y -= 16;
  };
  totalRow("Total", invoice.totalCents, bold);
  totalRow("Amount paid", invoice.amountPaidCents);
  if (invoice.amountRefundedCents > 0) totalRow("Refunded", invoice.amountRefundedCents);
  totalRow("Balance due", invoice.status === "paid" ? 0 : invoice.totalCents - invoice.amountPaidCents, bold);
  return pdf.save();
}
