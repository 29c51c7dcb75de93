/** A copilot invoice as a US Letter PDF, on the same sheet as the agency's client invoices. */
import type { CopilotInvoiceDetail } from "../../../common/copilot-billing";
import { longDate } from "../../../common/formats";
import type { SiteSettings } from "../../../common/site-settings";
import { invoiceSheet, SHEET_LEFT as LEFT, SHEET_RIGHT as RIGHT } from "../../kernel/invoice-pdf-sheet";
import { pdfDollars, wrapText } from "../../kernel/pdf-text";

const DESCRIPTION_WIDTH = 380;
const TOTAL_LABEL_END = 470;

const dollars = (cents: number) => pdfDollars((cents / 100).toFixed(2));
const day = (iso: string) => longDate(iso.slice(0, 10));

export async function copilotInvoicePdf(
  invoice: CopilotInvoiceDetail,
  { agency, billTo }: { agency: SiteSettings; billTo: string },
): Promise<Uint8Array> {
  const sheet = await invoiceSheet(invoice.number, agency);
  const { text, down, bold } = sheet;
  text("AI hiring assistant subscription", LEFT, { muted: true });
  text(`Issue date: ${day(invoice.issuedAt)}`, RIGHT, { alignRight: true });
  down(14);
  text(`Status: ${invoice.status === "paid" ? "Paid" : "Open"}`, RIGHT, { alignRight: true });
  down(24);
  text("Bill to", LEFT, { font: bold, size: 9, muted: true });
  down(14);
  text(billTo, LEFT, { size: 11 });
  down(14);
  text(`Period: ${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`, LEFT, { muted: true });
  down(30);
  text("Description", LEFT, { font: bold, size: 9 });
  text("Amount", RIGHT, { font: bold, size: 9, alignRight: true });
  down(8);
  sheet.rule();
  down(12);
  for (const line of invoice.lines) {
    const wrapped = wrapText(line.description, sheet.regular, 10, DESCRIPTION_WIDTH);
    sheet.roomFor(wrapped.length * 12 + 8);
    text(dollars(line.amountCents), RIGHT, { alignRight: true });
    for (const part of wrapped) {
      text(part, LEFT);
      down(12);
    }
    down(6);
  }
  sheet.roomFor(80);
  sheet.rule();
  down(14);
  sheet.totalRow("Total", dollars(invoice.totalCents), TOTAL_LABEL_END, bold);
  sheet.totalRow("Amount paid", dollars(invoice.amountPaidCents), TOTAL_LABEL_END);
  if (invoice.amountRefundedCents > 0)
    sheet.totalRow("Refunded", dollars(invoice.amountRefundedCents), TOTAL_LABEL_END);
  const balance = invoice.status === "paid" ? 0 : invoice.totalCents - invoice.amountPaidCents;
  sheet.totalRow("Balance due", dollars(balance), TOTAL_LABEL_END, bold);
  return sheet.save();
}
