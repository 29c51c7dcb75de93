import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { NotFound } from "../errors";
import { attachmentDisposition } from "./file-names";
import { fileStore } from "./file-store";
import { StoredFileMissing } from "./stored-file-missing";
import { findStoredFile } from "./stored-files";

/**
 * Streams a stored file as a download. It does NOT check who may see the file: the caller must
 * establish that the signed-in user owns it (or may review it) before calling.
 */
export async function sendStoredFile(res: Response, fileId: string): Promise<void> {
  const file = await findStoredFile(fileId);
  if (!file) throw new NotFound("This file does not exist.");

  const body = fileStore().get(file.storageKey);
  // Fails here, before any header is sent, if the bytes are missing (StoredFileMissing: a 404), so
  // the error handler can answer.
  await once(body, "readable").catch((error: unknown) => {
    if (error instanceof StoredFileMissing) res.req.log?.warn({ fileId }, "stored file has no bytes");
    throw error;
  });

  res.status(200);
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Content-Length", String(file.sizeBytes));
  res.setHeader("Content-Disposition", attachmentDisposition(file.originalName));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "private, no-store");
  try {
    await pipeline(body, res);
  } catch (error) {
    // The headers are out, so no error response is possible: cut the download off. A client that
    // went away is routine; anything else (a failing disk) is worth a log line.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      res.req.log?.warn({ err: error }, "stored file download failed");
    }
    res.destroy();
  }
}
