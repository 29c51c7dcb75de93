import { buffer } from "node:stream/consumers";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { RESUME_FIELD } from "../../../common/applications";
import { Invalid } from "../../errors";
import { DOCX, fileStore, PDF, zipEntries } from "../../storage";
import { unspacedLetters } from "./resume-lines";

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
 * Joins a page's text runs into lines. A gap wider than the font size on one line separates columns
 * (a two-column layout, table cells, a date pushed to the right margin), so it becomes a line break:
 * each column's phrase stays whole instead of running into its neighbour's. Word spaces are a
 * quarter of that, justified ones rarely half. The gap is measured between runs with text: pdf.js
 * fills it with a run holding one space. A letter-spaced run ("M A R I A", drawn with character
 * spacing) is read as the word it spells, and the spacing also widens the gap to the next word, so
 * beside one a column gap must be wider.
 */
function pageText(items: PdfTextItem[]): string {
  let text = "";
  let previous: { endX: number; y: number; height: number; spaced: boolean } | undefined;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    const hasText = item.str.trim() !== "";
    const str = unspacedLetters(item.str);
    const spaced = str !== item.str;
    if (previous && hasText && Math.abs(previous.y - y) < 1) {
      const columnGap = Math.max(previous.height, item.height) * (previous.spaced || spaced ? 3 : 1);
      if (x - previous.endX > columnGap) text += "\n";
    }
    text += str + (item.hasEOL ? "\n" : "");
    if (hasText) previous = { endX: x + item.width, y, height: item.height, spaced };
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

/**
 * One line per line of the resume: no blank lines, single spaces, non-breaking spaces as spaces.
 * A tab or a run of three or more spaces between words lines up columns (skills side by side, a
 * date at the right margin, name beside contact details), so it becomes a line break as a wide gap
 * in a PDF does; a tab after a bullet is only a space.
 */
function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2007\u202f]/g, " ")
    .replace(/\0/g, "")
    .split("\n")
    .flatMap((line) => line.replace(/^(\s*(?:[•·▪■●◦‣►o*-]|\d{1,2}[.)]))\t+/u, "$1 ").split(/\t+/))
    .flatMap((cell) => unspacedLetters(cell).split(/ {3,}/))
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

function unreadable() {
  return new Invalid(UNREADABLE_RESUME_MESSAGE, { [RESUME_FIELD]: UNREADABLE_RESUME_MESSAGE });
}

/** The kinds of file a resume may be. */
export const RESUME_TYPES = [PDF, DOCX];
