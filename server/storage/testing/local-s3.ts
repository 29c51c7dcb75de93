import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The access key s3rver's one account accepts (any signature made with it checks out). */
const S3RVER_KEY = "S3RVER";

export type LocalS3 = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** s3://<bucket>?endpoint=…&forcePathStyle=true, as STORAGE_URL. */
  storageUrl: string;
  /** What an app process needs to use the bucket: STORAGE_URL and the credentials. */
  env: { STORAGE_URL: string; AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  /** Closes the server and deletes its files. */
  stop(): Promise<void>;
};

/**
 * An S3-compatible server (s3rver) on a free port of 127.0.0.1 with one empty bucket, its objects
 * in a temporary folder: the real peer the storage tests and the multi-instance tests talk to.
 * Works from vitest and from a plain tsx script alike.
 */
export async function startLocalS3({ bucket = "staffing-files" } = {}): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "staffing-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`;
  return {
    endpoint,
    bucket,
    storageUrl,
    env: { STORAGE_URL: storageUrl, AWS_ACCESS_KEY_ID: S3RVER_KEY, AWS_SECRET_ACCESS_KEY: S3RVER_KEY },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
