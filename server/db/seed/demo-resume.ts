import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { resumeTextOf } from "../../modules/resumes";
import { fileStore } from "../../storage";
import { newStorageKey } from "../../storage/storage-key";
import { db } from "../client";
import { candidates, storedFiles } from "../schema";
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

/**
 * A demo candidate's resume as a real stored PDF (what registration's upload would have kept), so
 * applications copy it and staff and clients can download it. There is no module call that takes
 * bytes rather than an upload request, so the file, its row and the account's link are written here.
 */
export async function storeDemoResume(candidateId: string, resume: DemoResume): Promise<void> {
  const bytes = Buffer.from(await demoResumePdf(resume));
  // What an upload's extraction would give the candidate database to search: the same reader's text.
  const resumeText = await resumeTextOf(bytes, "application/pdf");
  const storageKey = newStorageKey();
  await fileStore().put(storageKey, Readable.from([bytes]));
  await db().transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFiles)
      .values({
        storageKey,
        originalName: `${resume.name.replaceAll(" ", "-")}-resume.pdf`,
        contentType: "application/pdf",
        sizeBytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        purpose: "resume",
      })
      .returning({ id: storedFiles.id });
    if (!file) throw new Error("demo seed: the resume's stored file insert returned no row");
    await tx
      .update(candidates)
      .set({ resumeFileId: file.id, resumeText, updatedAt: sql`now()` })
      .where(eq(candidates.id, candidateId));
  });
}
