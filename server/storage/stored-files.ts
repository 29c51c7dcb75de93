import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { storedFiles } from "../db/schema";
import { isUuid } from "../kernel/ids";
import { fileStore } from "./file-store";
import { newStorageKey } from "./storage-key";

export type StoredFile = typeof storedFiles.$inferSelect;

/** The file's row, or undefined; ids that are not UUIDs (e.g. from a URL) simply match nothing. */
export async function findStoredFile(id: string, executor: Executor = db()): Promise<StoredFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/**
 * Removes a file's row, then its bytes (a leftover blob is harmless, a row without bytes is not).
 * Use it when a feature rejects an upload after receiveUpload stored it.
 */
export async function deleteStoredFile(id: string, executor: Executor = db()): Promise<void> {
  if (!isUuid(id)) return;
  const [row] = await executor
    .delete(storedFiles)
    .where(eq(storedFiles.id, id))
    .returning({ storageKey: storedFiles.storageKey });
  if (row) await fileStore().delete(row.storageKey);
}

/**
 * Keeps bytes the server made (a PDF of what someone accepted, say) as a stored file: the bytes
 * first, then the row in the caller's transaction, so a rolled-back row leaves only a harmless blob.
 */
export async function storeGeneratedFile(
  executor: Executor,
  file: { bytes: Uint8Array; originalName: string; contentType: string; purpose: string },
): Promise<StoredFile> {
  const storageKey = newStorageKey();
  await fileStore().put(storageKey, Readable.from([Buffer.from(file.bytes)]));
  const [row] = await executor
    .insert(storedFiles)
    .values({
      storageKey,
      originalName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      purpose: file.purpose,
    })
    .returning();
  if (!row) throw new Error("The stored_files insert returned no row.");
  return row;
}
