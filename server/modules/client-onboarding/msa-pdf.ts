import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { BRAND } from "../../../common/brand";
import { pdfSafeText, wrapText } from "../../kernel/pdf-text";
import { MSA_SECTIONS, MSA_TITLE } from "./msa-text";

/** What the signer accepted, printed after the agreement's text. */
export type MsaSignature = {
  companyName: string;
  signerName: string;
  signerTitle: string;
  signerEmail: string;
  typedName: string;
  acceptedAt: Date;
  ipAddress: string;
  userAgent: string | null;
};

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);
const PAGE: [number, number] = [612, 792];
const LEFT = 60;
const WIDTH = 492;
const TOP = 740;
const BOTTOM = 60;

/**
 * The agreement exactly as accepted, as US Letter pages: the title and version, every section, and
 * the acceptance record (company, signer, the typed name, the time in UTC, the address and browser).
 */
export async function msaPdf(signature: MsaSignature): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(MSA_TITLE);
  pdf.setAuthor(BRAND.legalName);
  pdf.setSubject(`Accepted by ${pdfSafeText(signature.typedName)} for ${pdfSafeText(signature.companyName)}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;

  const paragraph = (text: string, font: PDFFont = regular, size = 10, color = INK) => {
    for (const line of wrapText(text, font, size, WIDTH)) {
      if (y < BOTTOM) {
        page = pdf.addPage(PAGE);
        y = TOP;
      }
      page.drawText(line, { x: LEFT, y, font, size, color });
      y -= size * 1.4;
    }
  };

  paragraph(BRAND.legalName, bold, 16);
  paragraph(MSA_TITLE, bold, 13);
  y -= 8;
  for (const section of MSA_SECTIONS) {
    paragraph(section.heading, bold, 11);
    paragraph(section.text);
    y -= 8;
  }
  y -= 8;
  paragraph("Electronic acceptance", bold, 12);
  const record: [string, string][] = [
    ["Client", signature.companyName],
    ["Accepted by", `${signature.signerName}, ${signature.signerTitle} (${signature.signerEmail})`],
    ["Typed name", signature.typedName],
    ["Accepted at", `${signature.acceptedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`],
    ["IP address", signature.ipAddress],
    ["Browser", signature.userAgent ?? "Not given"],
  ];
  for (const [label, value] of record) paragraph(`${label}: ${value}`);
  y -= 8;
  paragraph(
    "The typed name above is the Client representative's electronic signature of this Agreement.",
    regular,
    9,
    MUTED,
  );
  return pdf.save();
}
