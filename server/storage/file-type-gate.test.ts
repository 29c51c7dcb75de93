import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { UnsupportedMediaType } from "../errors";
import { DOCUMENT_TYPES, DOCX, IMAGE_TYPES, uploadTypesMessage } from "./allowed-types";
import { FileTypeGate } from "./file-type-gate";
import {
  CONTENT_TYPES_XML,
  DOCUMENT_XML,
  EXE_BYTES,
  MACRO_CONTENT_TYPES_XML,
  PNG_BYTES,
  pdfBytes,
  zipBytes,
} from "./testing/sample-files";

/** Streams bytes through a gate in small chunks, as a network would deliver them. */
async function throughGate(bytes: Buffer, allowed = DOCUMENT_TYPES, chunkSize = 16 * 1024) {
  const gate = new FileTypeGate(allowed);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const passed: Buffer[] = [];
  const done = pipeline(Readable.from(chunks), gate, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) passed.push(chunk);
  });
  const error = await done.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { contentType: gate.contentType, passed: Buffer.concat(passed), error };
}

const googleDocsStyleDocx = (
  contentTypes = CONTENT_TYPES_XML,
  extra: { name: string; data: Buffer }[] = [],
) =>
  zipBytes(
    [
      { name: "word/document.xml", data: DOCUMENT_XML },
      { name: "word/media/image1.png", data: Buffer.alloc(300 * 1024, 7) },
      ...extra,
      { name: "[Content_Types].xml", data: contentTypes },
    ],
    { streamed: true },
  );

describe("FileTypeGate", () => {
  it("passes a PDF through unchanged and reports its type", async () => {
    const pdf = pdfBytes(200 * 1024);
    const result = await throughGate(pdf);
    expect(result.error).toBeUndefined();
    expect(result.contentType).toBe("application/pdf");
    expect(result.passed).toEqual(pdf);
  });

  it("recognises a DOCX from its central directory when the format entry is far from the head", async () => {
    const docx = googleDocsStyleDocx();
    const result = await throughGate(docx);
    expect(result.error).toBeUndefined();
    expect(result.contentType).toBe(DOCX.mime);
    expect(result.passed).toEqual(docx);
  });

  it("refuses a macro-enabled Word file however it is laid out", async () => {
    const withMacros = [{ name: "word/vbaProject.bin", data: Buffer.alloc(1024, 1) }];
    expect(
      (await throughGate(googleDocsStyleDocx(MACRO_CONTENT_TYPES_XML, withMacros))).error,
    ).toBeInstanceOf(UnsupportedMediaType);
    expect((await throughGate(googleDocsStyleDocx(CONTENT_TYPES_XML, withMacros))).error).toBeInstanceOf(
      UnsupportedMediaType,
    );
  });

  it("refuses a ZIP that is not a Word document", async () => {
    const spreadsheet = zipBytes(
      [
        { name: "xl/workbook.xml", data: Buffer.alloc(100 * 1024, 2) },
        { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      ],
      { streamed: true },
    );
    expect((await throughGate(spreadsheet)).error).toBeInstanceOf(UnsupportedMediaType);
  });

  it("lets no byte of a refused file through", async () => {
    const program = Buffer.concat([EXE_BYTES, Buffer.alloc(300 * 1024)]);
    const result = await throughGate(program);
    expect(result.error).toEqual(new UnsupportedMediaType("Upload a PDF or DOCX file."));
    expect(result.passed).toHaveLength(0);
  });

  it("judges by content, whatever the allowed list", async () => {
    expect((await throughGate(PNG_BYTES, IMAGE_TYPES)).contentType).toBe("image/png");
    expect((await throughGate(PNG_BYTES, DOCUMENT_TYPES)).error).toBeInstanceOf(UnsupportedMediaType);
  });
});

describe("uploadTypesMessage", () => {
  it("lists the allowed kinds in plain words", () => {
    expect(uploadTypesMessage([...DOCUMENT_TYPES, ...IMAGE_TYPES])).toBe(
      "Upload a PDF, DOCX, JPEG or PNG file.",
    );
    expect(uploadTypesMessage(IMAGE_TYPES)).toBe("Upload a JPEG or PNG file.");
    expect(uploadTypesMessage([DOCX])).toBe("Upload a DOCX file.");
  });
});
