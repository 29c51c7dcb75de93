import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../config";
import { storedFiles } from "../db/schema";
import { apiErrorHandler } from "../http/error-handler";
import { DOCUMENT_TYPES, DOCX, IMAGE_TYPES } from "./allowed-types";
import { receiveUpload } from "./receive-upload";
import { sendStoredFile } from "./send-stored-file";
import {
  CONTENT_TYPES_XML,
  DOCUMENT_XML,
  EXE_BYTES,
  MACRO_CONTENT_TYPES_XML,
  PNG_BYTES,
  pdfBytes,
  zipBytes,
} from "./testing/sample-files";

const database = setupTestDatabase();
const MAX_BYTES = 200 * 1024;
let dataDir = "";
let baseUrl = "";
let close = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-storage-"));
  setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }));
  const app = express();
  app.post("/documents", async (req, res) => {
    const upload = await receiveUpload(req, {
      purpose: "resume",
      maxBytes: MAX_BYTES,
      allowedTypes: DOCUMENT_TYPES,
      fields: ["name"],
    });
    res.status(201).json(upload);
  });
  app.post("/attachments", async (req, res) => {
    const upload = await receiveUpload(req, {
      purpose: "attachment",
      maxBytes: MAX_BYTES,
      allowedTypes: [...DOCUMENT_TYPES, ...IMAGE_TYPES],
      fileField: "attachment",
      required: false,
    });
    res.status(201).json(upload);
  });
  app.get("/files/:id", async (req, res) => {
    await sendStoredFile(res, req.params.id);
  });
  app.use(apiErrorHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  await rm(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, "uploads");

type UploadPart = { bytes: Buffer; name: string; type?: string; field?: string };

function formWith(files: UploadPart[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }),
      file.name,
    );
  }
  return form;
}

const post = (route: string, body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${route}`, { method: "POST", body, headers });

async function storedFileCount() {
  return (await database.db().select({ id: storedFiles.id }).from(storedFiles)).length;
}

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(uploadsDir(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("receiveUpload", () => {
  it("stores a real PDF under a server-made key and serves it back as a safe download", async () => {
    const pdf = pdfBytes();
    const response = await post(
      "/documents",
      formWith([{ bytes: pdf, name: "Ana Resume.pdf", type: "application/pdf" }], {
        name: "Ana",
        ignored: "x",
      }),
    );
    expect(response.status).toBe(201);
    const { file, fields } = await response.json();
    expect(file).toEqual({
      id: expect.any(String),
      originalName: "Ana Resume.pdf",
      contentType: "application/pdf",
      sizeBytes: pdf.length,
    });
    expect(fields).toEqual({ name: "Ana" });

    const [row] = await database.db().select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(row?.purpose).toBe("resume");
    expect(row?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(row?.sha256).toBe(createSha256(pdf));
    expect(await readFile(path.join(uploadsDir(), row?.storageKey ?? ""))).toEqual(pdf);

    const download = await fetch(`${baseUrl}/files/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Ana Resume.pdf"; filename*=UTF-8''Ana%20Resume.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });

  it("keeps a UTF-8 file name exactly and offers an ASCII fallback", async () => {
    const response = await post("/documents", formWith([{ bytes: pdfBytes(), name: "Résumé José.pdf" }]));
    const { file } = await response.json();
    expect(file.originalName).toBe("Résumé José.pdf");
    const download = await fetch(`${baseUrl}/files/${file.id}`);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Resume Jose.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Jos%C3%A9.pdf`,
    );
  });

  it("strips path parts, quotes and control characters from a hostile file name", async () => {
    const boundary = "----hostile-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
          `filename*=UTF-8''..%2F..%2Fetc%2Fpa%22ss%0Awd.pdf\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdfBytes(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${baseUrl}/documents`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file.originalName).toBe("passwd.pdf");
    const [row] = await database.db().select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(row?.storageKey).not.toMatch(/passwd|etc|\.\./);
    const download = await fetch(`${baseUrl}/files/${file.id}`);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
  });

  it("accepts a DOCX whose [Content_Types].xml comes first (Microsoft Word)", async () => {
    const docx = zipBytes([
      { name: "[Content_Types].xml", data: CONTENT_TYPES_XML },
      { name: "word/document.xml", data: DOCUMENT_XML },
    ]);
    const response = await post("/documents", formWith([{ bytes: docx, name: "resume.docx" }]));
    expect(response.status).toBe(201);
    expect((await response.json()).file.contentType).toBe(DOCX.mime);
  });

  it("accepts a streamed DOCX whose [Content_Types].xml comes last, after a large image (Google Docs)", async () => {
    const docx = zipBytes(
      [
        { name: "word/document.xml", data: DOCUMENT_XML },
        { name: "word/media/image1.png", data: Buffer.alloc(120 * 1024, 7) },
        { name: "_rels/.rels", data: Buffer.from("<Relationships/>") },
        { name: "[Content_Types].xml", data: CONTENT_TYPES_XML },
      ],
      { streamed: true },
    );
    const response = await post("/documents", formWith([{ bytes: docx, name: "resume.docx" }]));
    expect(response.status).toBe(201);
    expect((await response.json()).file.contentType).toBe(DOCX.mime);
  });

  it.each([
    ["a plain ZIP", zipBytes([{ name: "notes.txt", data: Buffer.from("hello") }])],
    [
      "a macro-enabled Word file",
      zipBytes(
        [
          { name: "word/document.xml", data: DOCUMENT_XML },
          { name: "word/vbaProject.bin", data: Buffer.alloc(100 * 1024, 1) },
          { name: "[Content_Types].xml", data: MACRO_CONTENT_TYPES_XML },
        ],
        { streamed: true },
      ),
    ],
    ["a Windows program", EXE_BYTES],
    ["plain text", Buffer.from("Ana Lopez\nSoftware engineer\n")],
    ["a PNG image", PNG_BYTES],
  ])(
    "refuses %s sent as resume.pdf (application/pdf) with 415 naming the allowed kinds",
    async (_kind, bytes) => {
      const before = await storedFileCount();
      const response = await post(
        "/documents",
        formWith([{ bytes, name: "resume.pdf", type: "application/pdf" }]),
      );
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "Upload a PDF or DOCX file." });
      expect(await storedFileCount()).toBe(before);
    },
  );

  it("stores a PNG named .pdf as the image it really is where images are allowed", async () => {
    const response = await post(
      "/attachments",
      formWith([{ bytes: PNG_BYTES, name: "photo.pdf", type: "application/pdf", field: "attachment" }]),
    );
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file).toMatchObject({ originalName: "photo.pdf", contentType: "image/png" });
    const download = await fetch(`${baseUrl}/files/${file.id}`);
    expect(download.headers.get("content-type")).toBe("image/png");
  });

  it("names every allowed kind when refusing", async () => {
    const response = await post(
      "/attachments",
      formWith([{ bytes: EXE_BYTES, name: "setup.exe", field: "attachment" }]),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Upload a PDF, DOCX, JPEG or PNG file." });
  });

  it("refuses an oversize file with 413 and leaves no bytes or row behind", async () => {
    const rowsBefore = await storedFileCount();
    const filesBefore = await filesOnDisk();
    const response = await post(
      "/documents",
      formWith([{ bytes: pdfBytes(2 * 1024 * 1024), name: "big.pdf" }]),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The file is too large. The limit is 200 KB." });
    expect(await storedFileCount()).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
  });

  it("accepts a file of exactly the limit", async () => {
    const exact = pdfBytes(MAX_BYTES - pdfBytes().length);
    expect(exact.length).toBe(MAX_BYTES);
    const response = await post("/documents", formWith([{ bytes: exact, name: "exact.pdf" }]));
    expect(response.status).toBe(201);
  });

  it("leaves nothing behind when the client disconnects mid-upload", async () => {
    const filesBefore = await filesOnDisk();
    const boundary = "----aborted";
    const request = httpRequest(`${baseUrl}/documents`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": "150000" },
    });
    request.on("error", () => {});
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n\r\n${pdfBytes(100_000)}`,
    );
    const writingPartialFile = async () => (await filesOnDisk()).some((file) => file.endsWith(".partial"));
    await expect.poll(writingPartialFile, { timeout: 3_000 }).toBe(true);
    request.destroy();
    await expect.poll(filesOnDisk, { timeout: 3_000 }).toEqual(filesBefore);
  });

  it("answers 400 naming the field when the file is missing, empty or doubled", async () => {
    const missing = await post("/documents", formWith([], { name: "Ana" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "Please choose a file to upload.",
      fields: { file: "Please choose a file to upload." },
    });

    const unselected = await post("/documents", formWith([{ bytes: Buffer.alloc(0), name: "" }]));
    expect(unselected.status).toBe(400);

    const empty = await post("/documents", formWith([{ bytes: Buffer.alloc(0), name: "empty.pdf" }]));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "The file is empty.",
      fields: { file: "The file is empty." },
    });

    const two = await post(
      "/documents",
      formWith([
        { bytes: pdfBytes(), name: "one.pdf" },
        { bytes: pdfBytes(), name: "two.pdf" },
      ]),
    );
    expect(two.status).toBe(400);
    expect(await two.json()).toEqual({
      error: "Attach only one file.",
      fields: { file: "Attach only one file." },
    });
  });

  it("returns the fields without a file when the file is optional", async () => {
    const form = new FormData();
    form.append("note", "no attachment today");
    const response = await post("/attachments", form);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ fields: { note: "no attachment today" } });
  });

  it("accepts a Fetch API Request, as React Router actions receive", async () => {
    const request = new Request("http://localhost/apply", {
      method: "POST",
      body: formWith([{ bytes: pdfBytes(), name: "cv.pdf" }], { name: "Ana" }),
    });
    const upload = await receiveUpload(request, {
      purpose: "resume",
      maxBytes: MAX_BYTES,
      allowedTypes: DOCUMENT_TYPES,
    });
    expect(upload.file).toMatchObject({ originalName: "cv.pdf", contentType: "application/pdf" });
    expect(upload.fields).toEqual({ name: "Ana" });
  });

  it("refuses a request that is not multipart/form-data with 415", async () => {
    const response = await post("/documents", JSON.stringify({ file: "x" }), {
      "content-type": "application/json",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Send the upload as multipart/form-data." });
  });
});

describe("sendStoredFile", () => {
  it("answers 404 for unknown and malformed ids", async () => {
    expect((await fetch(`${baseUrl}/files/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/files/not-a-uuid`)).status).toBe(404);
  });
});

function createSha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}
