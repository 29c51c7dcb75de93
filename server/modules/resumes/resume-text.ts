import { buffer } from "node:stream/consumers";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { RESUME_FIELD } from "../../../common/applications";
import { Invalid } from "../../errors";
import { DOCX, fileStore, PDF, zipEntries } from "../../storage";

/** Resumes are a few pages; a 300-page PDF is not one, and each page costs parsing time. */
const MAX_PAGES = 30;
/** Plenty for any resume, and a bound on what is stored and indexed per application. */
const MAX_TEXT_CHARACTERS = 100_000;
/** A 10 MB DOCX that inflates past this is a ZIP bomb, not a resume. */
const MAX_DOCX_UNCOMPRESSED_BYTES = 60 * 1024 * 1024;

export const UNREADABLE_RESUME_MESSAGE =
  "We couldn't read this file. Please upload a PDF or DOCX that opens on your computer.";

/**
 * The plain text of a stored resume (PDF or DOCX, as detected on upload), line by line. Throws Invalid
 * naming the resume field when the file's type is right but its content cannot be parsed. A scanned
 * PDF without a text layer yields "" (recruiters still have the file).
 */
export async function extractResumeText(file: { storageKey: string; contentType: string }): Promise<string> {
  return resumeTextOf(await buffer(fileStore().get(file.storageKey)), file.contentType);
}

/** The same, from bytes in memory. */
export async function resumeTextOf(bytes: Buffer, contentType: string): Promise<string> {
  try {
    const text = contentType === DOCX.mime ? await docxText(bytes) : await pdfText(bytes);
    return normalizeText(text).slice(0, MAX_TEXT_CHARACTERS);
  } catch {
    throw unreadable();
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  // verbosity 0: pdf.js would otherwise log every font quirk of the file to the console.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(pageText(content.items.flatMap((item) => ("str" in item ? [item] : []))));
    }
    return pages.join("\n");
  } finally {
    await pdf.destroy();
  }
}

type PdfTextItem = { str: string; hasEOL: boolean; transform: number[]; width: number; height: number };

/**
 * Joins a page's text runs into lines. A wide horizontal gap on one line separates columns (a
 * two-column layout, a date pushed to the right margin), so it becomes a line break: each column's
 * phrase stays whole instead of running into its neighbour's.
 */
function pageText(items: PdfTextItem[]): string {
  let text = "";
  let previous: { endX: number; y: number; height: number } | undefined;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    const sameLine = previous !== undefined && Math.abs(previous.y - y) < 1;
    if (
      previous &&
      sameLine &&
      item.str.trim() !== "" &&
      x - previous.endX > Math.max(previous.height, item.height) * 2
    ) {
      text += "\n";
    }
    text += item.str + (item.hasEOL ? "\n" : "");
    if (item.str !== "") previous = { endX: x + item.width, y, height: item.height };
  }
  return text;
}

async function docxText(bytes: Buffer): Promise<string> {
  const entries = zipEntries(bytes);
  const inflated = entries?.reduce((sum, entry) => sum + entry.uncompressedBytes, 0) ?? Infinity;
  if (inflated > MAX_DOCX_UNCOMPRESSED_BYTES) throw unreadable();
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

/** One line per line of the resume: no blank runs, no trailing spaces, non-breaking spaces as spaces. */
function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2007\u202f\t]/g, " ")
    .replace(/\0/g, "")
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

function unreadable() {
  return new Invalid(UNREADABLE_RESUME_MESSAGE, { [RESUME_FIELD]: UNREADABLE_RESUME_MESSAGE });
}

/** The kinds of file a resume may be. */
export const RESUME_TYPES = [PDF, DOCX];
