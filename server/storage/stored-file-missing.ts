import { Readable } from "node:stream";
import { NotFound } from "../errors";

/**
 * The record of a file exists but its bytes are gone from the store (deleted by hand, lost in a
 * migration, a bucket emptied). Every store reports it as this error, so every download route
 * answers the same 404 instead of a 500.
 */
export class StoredFileMissing extends NotFound {
  constructor(
    readonly storageKey: string,
    options?: ErrorOptions,
  ) {
    super("This file is no longer available.", options);
  }
}

/**
 * The bytes of the stream open() gives, opened when first read; an error isMissing recognises
 * (from opening or reading) becomes StoredFileMissing on the returned stream.
 */
export function readStoredBytes(
  storageKey: string,
  open: () => Promise<AsyncIterable<Uint8Array>> | AsyncIterable<Uint8Array>,
  isMissing: (error: unknown) => boolean,
): Readable {
  async function* bytes() {
    try {
      yield* await open();
    } catch (error) {
      throw isMissing(error) ? new StoredFileMissing(storageKey, { cause: error }) : error;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
