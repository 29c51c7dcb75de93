import path from "node:path";
import { appConfig, type Config } from "../config";
import type { FileStore } from "./file-store-contract";
import { LocalFileStore } from "./local-file-store";
import { S3FileStore, s3Client } from "./s3-file-store";

let current: { config: Config; store: FileStore } | undefined;

/**
 * The process-wide store that STORAGE_URL names: the local disk under DATA_DIR/uploads, or a
 * bucket. Made once per configuration, so the bucket's client and its connections are shared.
 */
export function fileStore(): FileStore {
  const config = appConfig();
  if (current?.config !== config) current = { config, store: storeFor(config) };
  return current.store;
}

/** Where the local store keeps files: also what the copy command reads from. */
export function localUploadsDir(config: Config): string {
  return path.join(config.DATA_DIR, "uploads");
}

function storeFor(config: Config): FileStore {
  const location = config.STORAGE_URL;
  if (location.kind === "s3") return new S3FileStore(s3Client(location), location.bucket);
  return new LocalFileStore(localUploadsDir(config));
}
