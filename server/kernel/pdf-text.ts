/** Text for the PDFs the server draws with pdf-lib's standard fonts, which encode only WinAnsi characters. */
import type { PDFFont } from "pdf-lib";
import { formatMoney } from "../../common/payroll";

/** Keeps text within the standard fonts' WinAnsi characters (names may hold anything). */
export const pdfSafeText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e]/g, "?");

/** "1234.5" → "$1,234.50" in plain ASCII (the standard font encodes no typographic minus). */
export const pdfDollars = (amount: string): string => formatMoney(amount).replace("−", "-");

/** A paragraph broken into lines no wider than `width` at the font and size (a longer word keeps its own line). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of pdfSafeText(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
