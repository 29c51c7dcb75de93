/**
 * PLACEHOLDER — REPLACE AT MERGE with the ENGINE engineer's pdf.ts (the layout engine's PDF). Plain
 * text on one page, only so the saved-resume, profile and application code compiles and is tested.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ResumeDocument } from "../../../common/resume-document";

export async function renderResumePdf(doc: ResumeDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.contact.fullName} - Resume`);
  pdf.setAuthor(doc.contact.fullName);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  let y = 740;
  for (const line of placeholderLines(doc)) {
    page.drawText(line.replace(/[^\x20-\xff]/g, "?"), { x: 56, y, size: 11, font });
    y -= 18;
  }
  return pdf.save();
}

export function placeholderLines(doc: ResumeDocument): string[] {
  const skills = doc.sections.flatMap((section) =>
    section.kind === "skills" ? section.entries.flatMap((entry) => entry.keywords) : [],
  );
  const titles = doc.sections.flatMap((section) =>
    section.kind === "experience" ? section.entries.map((entry) => `${entry.title}, ${entry.employer}`) : [],
  );
  return [
    doc.contact.fullName,
    doc.contact.title,
    doc.contact.email,
    doc.contact.phone,
    ...titles,
    "Skills",
    skills.join(", "),
  ].filter((line) => line.trim() !== "");
}
