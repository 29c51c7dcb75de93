import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { S3FileStore } from "./s3-file-store";
import { isStorageKey } from "./storage-key";

export type CopyReport = {
  copied: number;
  /** Already in the bucket with the same size: an earlier run copied them. */
  skipped: number;
  /** Files that are not stored files (an upload cut off mid-way leaves a .partial). */
  ignored: string[];
};

/**
 * Copies the local store's files (under localRoot) into the bucket under the same keys, so the
 * stored_files rows find them there. Safe to run again: a key already in the bucket with the same
 * size is skipped, one with another size (a copy cut off) is copied again.
 */
export async function copyLocalFilesToBucket(localRoot: string, bucket: S3FileStore): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, ignored: [] };
  const inBucket = await bucket.objectSizes();
  for (const key of await relativeFilePaths(localRoot)) {
    if (!isStorageKey(key)) {
      report.ignored.push(key);
      continue;
    }
    const file = path.join(localRoot, ...key.split("/"));
    if (inBucket.get(key) === (await stat(file)).size) {
      report.skipped++;
      continue;
    }
    await bucket.put(key, createReadStream(file));
    report.copied++;
  }
  return report;
}

/** Every file under root as a slash-separated path; none when root does not exist yet. */
async function relativeFilePaths(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}
