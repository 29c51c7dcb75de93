import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FileStore } from "./file-store-contract";
import { LocalFileStore } from "./local-file-store";
import { S3FileStore, s3Client } from "./s3-file-store";
import { newStorageKey } from "./storage-key";
import { parseStorageUrl } from "./storage-url";
import { StoredFileMissing } from "./stored-file-missing";
import { startLocalS3 } from "./testing/local-s3";

type OpenedStore = { store: FileStore; close: () => Promise<void> };

async function localDisk(): Promise<OpenedStore> {
  const rootDir = await mkdtemp(path.join(os.tmpdir(), "staffing-file-store-"));
  return { store: new LocalFileStore(rootDir), close: () => rm(rootDir, { recursive: true, force: true }) };
}

/** A real S3-compatible server; the client finds its credentials where production's does, in the environment. */
async function localBucket(): Promise<OpenedStore> {
  const s3 = await startLocalS3();
  vi.stubEnv("AWS_ACCESS_KEY_ID", s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.env.AWS_SECRET_ACCESS_KEY);
  const location = parseStorageUrl(s3.storageUrl);
  if (location.kind !== "s3") throw new Error("startLocalS3 gave a URL that is not s3://");
  const client = s3Client(location);
  return {
    store: new S3FileStore(client, s3.bucket),
    close: async () => {
      client.destroy();
      vi.unstubAllEnvs();
      await s3.stop();
    },
  };
}

/** Bytes in chunks of a network's odd sizes. */
function streamOf(bytes: Buffer, chunkSize = 64 * 1024 + 7): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  return Readable.from(chunks);
}

/** Sends `bytesBeforeFailing` bytes, then fails as a dropped connection does. */
function failingStream(bytesBeforeFailing: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeFailing) return void this.destroy(new Error("connection lost"));
      const chunk = randomBytes(Math.min(256 * 1024, bytesBeforeFailing - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each([
  ["local disk", localDisk],
  ["S3 bucket (s3rver)", localBucket],
])("FileStore contract: %s", (_name, open) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());
  const store = () => opened.store;

  it("gives back exactly the bytes it was given, every byte value included", async () => {
    const key = newStorageKey();
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, value) => value)),
      randomBytes(5000),
    ]);
    await store().put(key, streamOf(bytes, 333));
    expect(await buffer(store().get(key))).toEqual(bytes);
  });

  it("streams a file of several megabytes both ways", async () => {
    const key = newStorageKey();
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    await store().put(key, streamOf(bytes));
    expect(sha256(await buffer(store().get(key)))).toBe(sha256(bytes));
  });

  it.each([
    ["a small upload", 1024],
    ["an upload past the first multipart part", 6 * 1024 * 1024],
  ])("leaves nothing under the key when the stream fails during %s", async (_case, bytesBeforeFailing) => {
    const key = newStorageKey();
    await expect(store().put(key, failingStream(bytesBeforeFailing))).rejects.toThrow("connection lost");
    await expect(buffer(store().get(key))).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it("reports a missing key as StoredFileMissing on the stream, before any byte", async () => {
    const key = newStorageKey();
    // As sendStoredFile does: wait for the first bytes before sending any header.
    const error = await once(store().get(key), "readable").catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StoredFileMissing);
    expect(error).toMatchObject({
      status: 404,
      message: "This file is no longer available.",
      storageKey: key,
    });
  });

  it("deletes, and deleting again (or a key never stored) is not an error", async () => {
    const key = newStorageKey();
    await store().put(key, streamOf(Buffer.from("hello world")));
    await store().delete(key);
    await expect(buffer(store().get(key))).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(store().delete(key)).resolves.toBeUndefined();
    await expect(store().delete(newStorageKey())).resolves.toBeUndefined();
  });

  it.each(["../outside", "2025/../../etc/passwd", "/etc/passwd", "a/./b", "name.pdf", "a//b", "", "a\\b"])(
    "refuses the key %j",
    async (key) => {
      await expect(store().put(key, Readable.from([Buffer.from("x")]))).rejects.toThrow(
        "Invalid storage key",
      );
      expect(() => store().get(key)).toThrow("Invalid storage key");
      await expect(store().delete(key)).rejects.toThrow("Invalid storage key");
    },
  );
});
