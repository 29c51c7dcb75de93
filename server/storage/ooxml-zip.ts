/**
 * Office Open XML (DOCX, XLSX, PPTX) files are ZIP archives, and many writers (Google Docs among
 * them) put the entry that names the format last, beyond any head sample a detector reads. The
 * central directory at the end of the archive lists every entry, so the tail of the stream is enough
 * to tell a Word document from any other ZIP.
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

const OOXML_BY_FOLDER: Record<string, string> = {
  "word/": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "xl/": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "ppt/": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

export const OOXML_TYPES = new Set(Object.values(OOXML_BY_FOLDER));

/** The OOXML content type of a ZIP from its last bytes, or undefined (not OOXML, has macros, unreadable). */
export function ooxmlTypeFromZipTail(tail: Buffer): string | undefined {
  const names = centralDirectoryNames(tail);
  if (!names?.includes("[Content_Types].xml")) return undefined;
  // A macro project makes it a .docm/.xlsm/.pptm, which this check must not wave through.
  if (names.some((name) => name.endsWith("vbaProject.bin"))) return undefined;
  const folder = Object.keys(OOXML_BY_FOLDER).find((prefix) => names.some((name) => name.startsWith(prefix)));
  return folder ? OOXML_BY_FOLDER[folder] : undefined;
}

/** A ZIP's entries from its central directory at the end of bytes, or undefined when unreadable. */
export function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let end = bytes.length - END_RECORD_BYTES; end >= lowest; end--) {
    if (bytes.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) continue;
    if (end + END_RECORD_BYTES + bytes.readUInt16LE(end + 20) !== bytes.length) continue;
    return directoryEntries(bytes, end);
  }
  return undefined;
}

export type ZipEntry = { name: string; uncompressedBytes: number };

function centralDirectoryNames(tail: Buffer): string[] | undefined {
  return zipEntries(tail)?.map((entry) => entry.name);
}

function directoryEntries(tail: Buffer, end: number): ZipEntry[] | undefined {
  const entryCount = tail.readUInt16LE(end + 10);
  let offset = end - tail.readUInt32LE(end + 12);
  if (offset < 0) return undefined;
  const entries: ZipEntry[] = [];
  for (let entry = 0; entry < entryCount; entry++) {
    if (offset + 46 > end || tail.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
    const nameLength = tail.readUInt16LE(offset + 28);
    const extraLength = tail.readUInt16LE(offset + 30);
    const commentLength = tail.readUInt16LE(offset + 32);
    entries.push({
      name: tail.toString("utf8", offset + 46, offset + 46 + nameLength),
      uncompressedBytes: tail.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
