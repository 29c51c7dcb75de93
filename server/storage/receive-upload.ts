import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { db } from "../db/client";
import { storedFiles } from "../db/schema";
import { Invalid, UnsupportedMediaType } from "../errors";
import { fileStore } from "./file-store";
import { parseUploadForm, type UploadOptions } from "./parse-upload-form";

export type UploadedFile = { id: string; originalName: string; contentType: string; sizeBytes: number };
export type ReceivedUpload<File = UploadedFile> = { file: File; fields: Record<string, string> };

/** An Express/Node request, or a Fetch API Request (React Router actions). */
export type UploadRequest = IncomingMessage | Request;

/**
 * Receives a multipart/form-data upload while it streams: the size limit, the content-type check
 * (magic bytes) and the SHA-256 apply to the bytes as they arrive, so an oversize or disallowed
 * file is refused without being kept anywhere. Stores the bytes, records a stored_files row and
 * returns it with the form's text fields.
 *
 * If the caller then rejects the fields, it should deleteStoredFile(file.id).
 */
export async function receiveUpload(
  req: UploadRequest,
  options: UploadOptions & { required?: true },
): Promise<ReceivedUpload>;
export async function receiveUpload(
  req: UploadRequest,
  options: UploadOptions & { required: false },
): Promise<ReceivedUpload<UploadedFile | undefined>>;
export async function receiveUpload(
  req: UploadRequest,
  options: UploadOptions,
): Promise<ReceivedUpload<UploadedFile | undefined>> {
  const fileField = options.fileField ?? "file";
  const { contentType, body } = multipartBody(req);
  const store = fileStore();
  const { stored, fields } = await parseUploadForm(body, contentType, { ...options, fileField }, store);
  if (!stored) {
    if (options.required === false) return { file: undefined, fields };
    throw new Invalid("Please choose a file to upload.", { [fileField]: "Please choose a file to upload." });
  }

  try {
    const [row] = await db()
      .insert(storedFiles)
      .values({ ...stored, purpose: options.purpose })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error("The stored_files insert returned no row.");
    const { originalName, contentType: detectedType, sizeBytes } = stored;
    return { file: { id: row.id, originalName, contentType: detectedType, sizeBytes }, fields };
  } catch (error) {
    await store.delete(stored.storageKey).catch(() => {});
    throw error;
  }
}

/** The request's multipart body as a Node stream; 415 for any other kind of body. */
export function multipartBody(req: UploadRequest): { contentType: string; body: Readable } {
  const { contentType, body } = requestBody(req);
  if (!isMultipartFormData(contentType) || !body) {
    throw new UnsupportedMediaType("Send the upload as multipart/form-data.");
  }
  return { contentType, body };
}

function requestBody(req: UploadRequest): { contentType: string | undefined; body: Readable | null } {
  if (req instanceof Readable) return { contentType: req.headers["content-type"], body: req };
  const body = req.body ? Readable.fromWeb(req.body as NodeReadableStream<Uint8Array>) : null;
  return { contentType: req.headers.get("content-type") ?? undefined, body };
}

function isMultipartFormData(contentType: string | undefined): contentType is string {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}
