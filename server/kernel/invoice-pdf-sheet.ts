/**
 * The page every invoice PDF is drawn on (the agency's client invoices and the assistant's): US Letter
 * pages with pdf-lib's standard fonts, a pen that moves down the page and starts a new one when a
 * block would not fit, and the heading both kinds share (agency, "INVOICE", address, number).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { SiteSettings } from "../../common/site-settings";
import { pdfSafeText } from "./pdf-text";

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);
const PAGE: [number, number] = [612, 792];
const TOP = 740;
const BOTTOM = 90;

/** The printable width's edges, in points from the page's left. */
export const SHEET_LEFT = 54;
export const SHEET_RIGHT = 558;

export type SheetText = { font?: PDFFont; size?: number; muted?: boolean; alignRight?: boolean };

export type InvoiceSheet = Awaited<ReturnType<typeof invoiceSheet>>;

/** A new invoice document titled "Invoice <number>", its author the agency, with the shared heading drawn. */
export async function invoiceSheet(number: string, agency: SiteSettings) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${number}`);
  pdf.setAuthor(pdfSafeText(agency.companyName));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;

  const sheet = {
    regular,
    bold,
    /** Writes one line at the pen's height; `alignRight` ends it at `x`. */
    text(value: string, x: number, options: SheetText = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? 10;
      const safe = pdfSafeText(value);
      const at = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
      page.drawText(safe, { x: at, y, font, size, color: options.muted ? MUTED : INK });
    },
    /** A thin rule across the printable width, just above the pen. */
    rule() {
      page.drawLine({
        start: { x: SHEET_LEFT, y: y + 4 },
        end: { x: SHEET_RIGHT, y: y + 4 },
        thickness: 0.75,
        color: RULE,
      });
    },
    down(points: number) {
      y -= points;
    },
    /** Starts a new page when `height` points would run past the bottom margin; true when it did. */
    roomFor(height: number): boolean {
      if (y - height >= BOTTOM) return false;
      page = pdf.addPage(PAGE);
      y = TOP;
      return true;
    },
    /** A row of the totals: the label ending at `labelEnd`, the amount at the right edge. */
    totalRow(label: string, amount: string, labelEnd: number, font: PDFFont = regular) {
      sheet.text(label, labelEnd, { font, size: 11, alignRight: true });
      sheet.text(amount, SHEET_RIGHT, { font, size: 11, alignRight: true });
      y -= 16;
    },
    save: () => pdf.save(),
  };

  sheet.text(agency.companyName, SHEET_LEFT, { font: bold, size: 16 });
  sheet.text("INVOICE", SHEET_RIGHT, { font: bold, size: 16, alignRight: true });
  sheet.down(16);
  if (agency.address) sheet.text(agency.address, SHEET_LEFT, { muted: true });
  sheet.text(`Number: ${number}`, SHEET_RIGHT, { alignRight: true });
  sheet.down(14);
  return sheet;
}
