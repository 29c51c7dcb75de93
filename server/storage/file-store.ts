import path from "node:path";
import { appConfig } from "../config";
import type { FileStore } from "./file-store-contract";
import { LocalFileStore } from "./local-file-store";

/** The process-wide store: local disk under DATA_DIR/uploads. An S3-compatible store plugs in here. */
export function fileStore(): FileStore {
  return new LocalFileStore(path.join(appConfig().DATA_DIR, "uploads"));
}
