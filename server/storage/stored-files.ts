import { eq } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { storedFiles } from "../db/schema";
import { isUuid } from "../kernel/ids";
import { fileStore } from "./file-store";

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
