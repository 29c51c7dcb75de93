import { pipeline, type Readable } from "node:stream";
import busboy from "busboy";
import { Invalid, PayloadTooLarge } from "../errors";
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "../kernel/unstorable-text";
import type { AllowedFileType } from "./allowed-types";
import { cleanFileName } from "./file-names";
import type { FileStore } from "./file-store-contract";
import { FileTypeGate } from "./file-type-gate";
import { SizeLimitHasher } from "./size-limit-hasher";
import { newStorageKey } from "./storage-key";

export type UploadOptions = {
  /** What the file is for (e.g. "resume"); kept on the row for audits and clean-up. */
  purpose: string;
  maxBytes: number;
  allowedTypes: readonly AllowedFileType[];
  /** The form field that carries the one file; "file" unless said otherwise. */
  fileField?: string;
  /** Whether a form without a file is refused with 400; true unless said otherwise. */
  required?: boolean;
  /** The text fields to keep; others are dropped. Every text field when absent. */
  fields?: readonly string[];
};

/** A file whose bytes are in the store, not yet recorded in stored_files. */
export type StoredBytes = {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

/** files is above one because empty file inputs count too; the one-file rule is enforced below. */
const FORM_LIMITS = { fields: 50, fieldSize: 100 * 1024, parts: 60, files: 5 };

export type ParsedForm = { stored: StoredBytes | undefined; fields: Record<string, string> };
export type FormOptions = UploadOptions & { fileField: string };

/**
 * Parses the form while it streams and stores its one file through the size and type checks. On any
 * failure the rest of the body is drained and nothing stays in the store.
 */
export function parseUploadForm(body: Readable, contentType: string, options: FormOptions, store: FileStore) {
  return new Promise<ParsedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send UTF-8 file names; busboy's default (latin1) would garble them.
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: FORM_LIMITS,
      });
    } catch {
      reject(new Invalid("The upload could not be read. Please try again."));
      return;
    }
    const fields = new Map<string, string>();
    let fileStream: Readable | undefined;
    let upload: Promise<StoredBytes> | undefined;
    // Set once the promise is decided; later events (a late socket close) must not undo a success.
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      // Read the rest of the body and drop it, so the client finishes sending and sees our answer.
      body.resume();
      fileStream?.destroy(error instanceof Error ? error : undefined);
      discardUpload(upload, store).finally(() => reject(error));
    };

    parser.on("file", (name, stream, info) => {
      // An empty file input still sends a part, without a file name.
      if (settled || !info.filename) return void stream.resume();
      if (name !== options.fileField) {
        stream.resume();
        return fail(
          new Invalid("Please correct the highlighted fields.", { [name]: "No file is expected here." }),
        );
      }
      if (upload) {
        stream.resume();
        return fail(tooManyFiles(name));
      }
      fileStream = stream;
      upload = storeUploadedFile(stream, info.filename, options, store);
      upload.catch(fail);
    });
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        return fail(new Invalid("Please correct the highlighted fields.", { [name]: "This is too long." }));
      }
      if (isUnstorableText(name) || isUnstorableText(value)) {
        return fail(
          new Invalid("Please correct the highlighted fields.", { [name]: UNSTORABLE_TEXT_MESSAGE }),
        );
      }
      if (!options.fields || options.fields.includes(name)) fields.set(name, value);
    });
    parser.on("filesLimit", () => fail(tooManyFiles(options.fileField)));
    parser.on("fieldsLimit", () => fail(new PayloadTooLarge("The form has too many fields.")));
    parser.on("partsLimit", () => fail(new PayloadTooLarge("The form has too many fields.")));
    parser.on("error", () => fail(new Invalid("The upload could not be read. Please try again.")));
    parser.on("close", () => {
      (upload ?? Promise.resolve(undefined)).then((stored) => {
        if (settled) return;
        settled = true;
        resolve({ stored, fields: Object.fromEntries(fields) });
      }, fail);
    });
    body.on("error", fail);
    body.on("close", () => {
      if (!body.readableEnded) fail(new Error("The client went away during the upload."));
    });
    body.pipe(parser);
  });
}

function tooManyFiles(fieldName: string) {
  return new Invalid("Attach only one file.", { [fieldName]: "Attach only one file." });
}

/** Waits for an upload in flight to stop (the store then drops partial bytes) and removes a finished one. */
async function discardUpload(upload: Promise<StoredBytes> | undefined, store: FileStore) {
  const stored = await upload?.catch(() => undefined);
  if (stored) await store.delete(stored.storageKey).catch(() => {});
}

async function storeUploadedFile(
  file: Readable,
  fileName: string,
  { maxBytes, allowedTypes, fileField }: FormOptions,
  store: FileStore,
): Promise<StoredBytes> {
  const sizeLimit = new SizeLimitHasher(maxBytes, fileField);
  const typeGate = new FileTypeGate(allowedTypes);
  const storageKey = newStorageKey();
  // Report the check that failed (too large, wrong type), not the store's echo of it.
  let firstError: unknown;
  for (const check of [sizeLimit, typeGate]) check.once("error", (error) => (firstError ??= error));
  const checkedBytes = pipeline(file, sizeLimit, typeGate, () => {});
  try {
    await store.put(storageKey, checkedBytes);
  } catch (error) {
    throw firstError ?? error;
  }
  return {
    storageKey,
    originalName: cleanFileName(fileName),
    contentType: typeGate.contentType,
    sizeBytes: sizeLimit.sizeBytes,
    sha256: sizeLimit.sha256,
  };
}
