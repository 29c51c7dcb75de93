/** Minimal real files, built in code, for upload tests. */
import { crc32 } from "node:zlib";

export function pdfBytes(paddingBytes = 0): Buffer {
  const body = [
    "%PDF-1.4",
    "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
    "2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj",
    `% ${"x".repeat(paddingBytes)}`,
    "trailer <</Root 1 0 R>>",
    "%%EOF",
  ];
  return Buffer.from(`${body.join("\n")}\n`);
}

export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const EXE_BYTES = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510)]);

/** A stored (uncompressed) ZIP; streamed: sizes in data descriptors, as stream writers do. */
export function zipBytes(entries: { name: string; data: Buffer }[], { streamed = false } = {}): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(streamed ? 0x0008 : 0, 6);
    local.writeUInt32LE(streamed ? 0 : crc, 14);
    local.writeUInt32LE(streamed ? 0 : data.length, 18);
    local.writeUInt32LE(streamed ? 0 : data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const descriptor = Buffer.alloc(streamed ? 16 : 0);
    if (streamed) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(streamed ? 0x0008 : 0, 8);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data, descriptor);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length + descriptor.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}

export const CONTENT_TYPES_XML = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
export const MACRO_CONTENT_TYPES_XML = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
);
export const DOCUMENT_XML = Buffer.from(
  "<w:document><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>",
);
