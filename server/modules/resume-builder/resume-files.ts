import type { ResumeDocument } from "../../../common/resume-document";
import type { Executor } from "../../db/client";
import { PDF, type StoredFile, storeGeneratedFile } from "../../storage";
import { resumeTextOf } from "../resumes";
import { renderResumePdf } from "./pdf";

/** What a builder resume's PDF gives a profile or an application: the bytes and the text read back. */
export type RenderedResumePdf = { bytes: Uint8Array; text: string; fileName: string };

/**
 * "Maria Gonzalez - Resume.pdf": the person's name without invisible characters (a right-to-left
 * override can disguise an extension) and with spaces for those a file system refuses; "Resume.pdf"
 * when the name is empty.
 */
export function resumeFileName(document: ResumeDocument, extension: "pdf" | "docx"): string {
  const name = document.contact.fullName
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[\\/:*?"<>|]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .slice(0, 100);
  return name ? `${name} - Resume.${extension}` : `Resume.${extension}`;
}

/**
 * Renders the PDF and reads its text back with the site's own parser, as an uploaded resume's is:
 * the candidate database and the recruiters search the same words the file shows.
 */
export async function renderResumePdfWithText(document: ResumeDocument): Promise<RenderedResumePdf> {
  const bytes = await renderResumePdf(document);
  const text = await resumeTextOf(Buffer.from(bytes), PDF.mime);
  return { bytes, text, fileName: resumeFileName(document, "pdf") };
}

/** Keeps a rendered PDF as a stored resume file, its row in the caller's transaction. */
export function storeResumePdf(executor: Executor, rendered: RenderedResumePdf): Promise<StoredFile> {
  return storeGeneratedFile(executor, {
    bytes: rendered.bytes,
    originalName: rendered.fileName,
    contentType: PDF.mime,
    purpose: "resume",
  });
}
