/**
 * PLACEHOLDER — REPLACE AT MERGE with the ENGINE engineer's docx.ts. Plain paragraphs, only so the
 * export endpoint compiles and is tested.
 */
import { Document, Packer, Paragraph } from "docx";
import type { ResumeDocument } from "../../../common/resume-document";
import { placeholderLines } from "./pdf";

export async function renderResumeDocx(doc: ResumeDocument): Promise<Uint8Array> {
  const file = new Document({
    creator: doc.contact.fullName,
    title: `${doc.contact.fullName} - Resume`,
    sections: [{ children: placeholderLines(doc).map((line) => new Paragraph({ text: line })) }],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
