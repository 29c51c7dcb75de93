// Text for PDFs drawn with pdf-lib's standard fonts, which encode only WinAnsi characters.
import { formatMoney } from "../../common/payroll";

/** Keeps text within the standard font's WinAnsi characters (names may hold anything). */
export const pdfText = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?");

/** "1234.5" → "$1,234.50" in plain ASCII (the standard font encodes no typographic minus). */
export const pdfDollars = (amount: string): string => formatMoney(amount).replace("−", "-");
