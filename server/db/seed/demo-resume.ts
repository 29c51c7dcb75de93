import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { DemoResume } from "./workforce-data";

const INK = rgb(0.1, 0.12, 0.16);

/** The demo resume as a one-page US Letter PDF with a real text layer (ASCII only: standard fonts). */
export async function demoResumePdf(resume: DemoResume): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${resume.name} - Resume`);
  pdf.setAuthor(resume.name);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 730;
  page.drawText(resume.name, { x: 54, y, font: bold, size: 20, color: INK });
  y -= 22;
  for (const line of resume.intro) {
    page.drawText(line, { x: 54, y, font: regular, size: 10, color: INK });
    y -= 14;
  }
  for (const section of resume.sections) {
    y -= 12;
    page.drawText(section.heading, { x: 54, y, font: bold, size: 12, color: INK });
    y -= 18;
    for (const line of section.lines) {
      page.drawText(line, { x: line.startsWith("-") ? 66 : 54, y, font: regular, size: 10, color: INK });
      y -= 14;
    }
  }
  return pdf.save();
}
