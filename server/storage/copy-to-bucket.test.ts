import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { copyLocalFilesToBucket } from "./copy-to-bucket";
import { LocalFileStore } from "./local-file-store";
import { S3FileStore, s3Client } from "./s3-file-store";
import { newStorageKey } from "./storage-key";
import { parseStorageUrl } from "./storage-url";
import { type LocalS3, startLocalS3 } from "./testing/local-s3";

const run = promisify(execFile);

let s3: LocalS3;
let dataDir = "";
let bucket: S3FileStore;
let local: LocalFileStore;
const files = new Map([
  [newStorageKey(), Buffer.from("%PDF-1.7 first resume")],
  [newStorageKey(), Buffer.from("%PDF-1.7 second resume, a little longer")],
]);

beforeAll(async () => {
  s3 = await startLocalS3();
  vi.stubEnv("AWS_ACCESS_KEY_ID", s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.env.AWS_SECRET_ACCESS_KEY);
  const location = parseStorageUrl(s3.storageUrl);
  if (location.kind !== "s3") throw new Error("startLocalS3 gave a URL that is not s3://");
  bucket = new S3FileStore(s3Client(location), s3.bucket);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-copy-to-bucket-"));
  local = new LocalFileStore(path.join(dataDir, "uploads"));
  for (const [key, bytes] of files) await local.put(key, Readable.from([bytes]));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The command as an operator runs it, with the bucket's settings in its environment. */
function copyCommand(env: Record<string, string>) {
  return run("npm", ["run", "--silent", "storage:copy-to-bucket"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
  });
}

describe("npm run storage:copy-to-bucket", () => {
  it("copies every local file under its key, then copies nothing on a second run", async () => {
    const first = await copyCommand(s3.env);
    expect(first.stdout).toContain("Copied 2 file(s)");
    expect(first.stdout).toContain("skipped 0 already there");
    for (const [key, bytes] of files) expect(await buffer(bucket.get(key))).toEqual(bytes);

    const second = await copyCommand(s3.env);
    expect(second.stdout).toContain("Copied 0 file(s)");
    expect(second.stdout).toContain("skipped 2 already there");
  });

  it("refuses to run without a bucket in STORAGE_URL", async () => {
    const refusal = copyCommand({ STORAGE_URL: "file:" });
    await expect(refusal).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("STORAGE_URL must name the bucket to copy into: s3://BUCKET"),
    });
  });
});

describe("copyLocalFilesToBucket", () => {
  it("copies again a key whose object has another size, and ignores what is not a stored file", async () => {
    const [[key, bytes] = []] = files;
    if (!key || !bytes) throw new Error("no sample file");
    await bucket.put(key, Readable.from([bytes.subarray(0, 3)]));
    const uploads = path.join(dataDir, "uploads");
    await writeFile(path.join(uploads, `${key.split("/").join(path.sep)}.1234.partial`), "half");

    const report = await copyLocalFilesToBucket(uploads, bucket);
    expect(report).toMatchObject({ copied: 1, skipped: files.size - 1 });
    expect(report.ignored).toEqual([`${key}.1234.partial`]);
    expect(await buffer(bucket.get(key))).toEqual(bytes);
  });

  it("finds nothing to copy where no file was ever uploaded", async () => {
    const report = await copyLocalFilesToBucket(path.join(dataDir, "never-created"), bucket);
    expect(report).toEqual({ copied: 0, skipped: 0, ignored: [] });
  });
});
