import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "./file-store-contract";
import { assertStorageKey } from "./storage-key";
import { readStoredBytes } from "./stored-file-missing";

export class LocalFileStore implements FileStore {
  constructor(private readonly rootDir: string) {}

  async put(key: string, content: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed at the end, so a reader never sees half a file and
    // an aborted upload leaves nothing under key.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  get(key: string): Readable {
    const file = this.pathOf(key);
    return readStoredBytes(key, () => createReadStream(file), isFileMissing);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.rootDir, ...key.split("/"));
  }
}

function isFileMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}
