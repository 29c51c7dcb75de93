import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { Invalid } from "../errors";
import type { FileStore } from "./file-store-contract";
import { parseUploadForm, type UploadOptions } from "./parse-upload-form";
import { multipartBody, type UploadRequest } from "./receive-upload";

export type FileInMemory = { bytes: Buffer; originalName: string; contentType: string; sizeBytes: number };

/**
 * receiveUpload's checks (size while streaming, type by content) for a file that is read once and
 * never kept, such as a resume the builder imports: the bytes stay in memory, no row is written and
 * nothing reaches the file store.
 */
export async function receiveUploadInMemory(
  req: UploadRequest,
  options: UploadOptions,
): Promise<{ file: FileInMemory | undefined; fields: Record<string, string> }> {
  const fileField = options.fileField ?? "file";
  const { contentType, body } = multipartBody(req);
  const memory = new MemoryFileStore();
  const { stored, fields } = await parseUploadForm(body, contentType, { ...options, fileField }, memory);
  if (!stored) {
    if (options.required === false) return { file: undefined, fields };
    throw new Invalid("Please choose a file to upload.", { [fileField]: "Please choose a file to upload." });
  }
  const { originalName, contentType: detectedType, sizeBytes } = stored;
  return {
    file: { bytes: memory.take(stored.storageKey), originalName, contentType: detectedType, sizeBytes },
    fields,
  };
}

/** Holds the one file of a form until it is taken; parseUploadForm drops what it rejects. */
class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, Buffer>();

  async put(key: string, content: Readable): Promise<void> {
    this.files.set(key, await buffer(content));
  }

  get(): Readable {
    throw new Error("A file received in memory is taken, not read back.");
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  take(key: string): Buffer {
    const bytes = this.files.get(key);
    if (!bytes) throw new Error("The received file is missing from memory.");
    this.files.delete(key);
    return bytes;
  }
}
