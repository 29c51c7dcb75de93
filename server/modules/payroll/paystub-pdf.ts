import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatHours as hours, longDate } from "../../../common/formats";
import type { PaystubView } from "../../../common/payroll";
import type { SiteSettings } from "../../../common/site-settings";
import { add, formatDecimal } from "../../kernel/decimal";
import { pdfSafeText as ascii, pdfDollars as dollars } from "../../kernel/pdf-text";

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

/** The stub as a one-page US Letter PDF: company, contractor and assignment, earnings, withholding, net and YTD. */
export async function paystubPdf(stub: PaystubView, company: SiteSettings): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Paystub ${stub.payDate}`);
  pdf.setAuthor(ascii(company.companyName));
  pdf.setCreator(ascii(company.companyName));
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 54;
  const right = 558;
  let y = 740;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = ascii(value);
    const at = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, font, size, color: options.color ?? INK });
  };
  const rule = (target: PDFPage = page) => {
    target.drawLine({
      start: { x: left, y: y + 4 },
      end: { x: right, y: y + 4 },
      thickness: 0.75,
      color: RULE,
    });
  };

  text(company.companyName, left, { font: bold, size: 16 });
  text("Earnings statement", right, { font: bold, size: 12, alignRight: true });
  y -= 16;
  if (company.address) text(company.address, left, { color: MUTED });
  text(`Pay date: ${longDate(stub.payDate)}`, right, { alignRight: true });
  y -= 14;
  text(`Pay period: ${longDate(stub.periodStart)} - ${longDate(stub.periodEnd)}`, right, {
    alignRight: true,
    color: MUTED,
  });
  y -= 30;
  text("Contractor", left, { font: bold, size: 9, color: MUTED });
  text("Assignment", 320, { font: bold, size: 9, color: MUTED });
  y -= 14;
  text(stub.contractorName, left, { size: 11 });
  text(`${stub.roleTitle} at ${stub.client}`, 320, { size: 11 });
  y -= 32;

  const columns = { label: left, hours: 300, rate: 380, current: 470, ytd: right };
  const header = (label: string, second?: [string, string]) => {
    text(label, columns.label, { font: bold });
    if (second) {
      text(second[0], columns.hours, { font: bold, alignRight: true });
      text(second[1], columns.rate, { font: bold, alignRight: true });
    }
    text("This period", columns.current, { font: bold, alignRight: true });
    text("Year to date", columns.ytd, { font: bold, alignRight: true });
    y -= 8;
    rule();
    y -= 12;
  };
  const row = (label: string, current: string, ytd: string | null, extra?: [string, string]) => {
    text(label, columns.label);
    if (extra) {
      text(extra[0], columns.hours, { alignRight: true });
      text(extra[1], columns.rate, { alignRight: true });
    }
    text(current, columns.current, { alignRight: true });
    if (ytd !== null) text(ytd, columns.ytd, { alignRight: true });
    y -= 16;
  };

  header("Earnings", ["Hours", "Rate"]);
  row("Regular", "", null, [hours(stub.regularHours), dollars(stub.payRate)]);
  if (stub.overtimeHours !== "0.00" && stub.overtimeHours !== "0") {
    row("Overtime", "", null, [hours(stub.overtimeHours), dollars(stub.overtimeRate)]);
  }
  row("Gross pay", dollars(stub.gross), dollars(stub.ytd.gross), [
    hours(formatDecimal(add(stub.regularHours, stub.overtimeHours))),
    "",
  ]);
  y -= 12;
  header("Withholding");
  row("Federal income tax", `-${dollars(stub.federalWithholding)}`, dollars(stub.ytd.federal));
  row("State income tax", `-${dollars(stub.stateWithholding)}`, dollars(stub.ytd.state));
  row("Social Security", `-${dollars(stub.socialSecurity)}`, dollars(stub.ytd.socialSecurity));
  row("Medicare", `-${dollars(stub.medicare)}`, dollars(stub.ytd.medicare));
  y -= 12;
  header("Deductions");
  if (stub.deductions.length === 0) row("None", dollars("0"), null);
  for (const deduction of stub.deductions) row(deduction.label, `-${dollars(deduction.amount)}`, null);
  row("Total deductions", `-${dollars(stub.benefitDeductions)}`, dollars(stub.ytd.deductions));
  y -= 8;
  rule();
  y -= 14;
  text("Net pay", columns.label, { font: bold, size: 12 });
  text(dollars(stub.net), columns.current, { font: bold, size: 12, alignRight: true });
  text(dollars(stub.ytd.net), columns.ytd, { font: bold, size: 12, alignRight: true });
  y -= 40;
  text(
    `Questions about this statement? Contact ${company.companyName}${company.contactPhone ? ` at ${company.contactPhone}` : ""}${company.contactEmail ? ` or ${company.contactEmail}` : ""}.`,
    left,
    { size: 9, color: MUTED },
  );
  return pdf.save();
}
