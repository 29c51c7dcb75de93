import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live. Keys are always server-generated (see newStorageKey), never derived
 * from anything a user sent, so an implementation may map them straight to paths or object names.
 */
export interface FileStore {
  /** Stores the stream's bytes under key; when the stream fails nothing is left under key. */
  put(key: string, content: Readable): Promise<void>;
  /** The bytes under key, fetched when first read; a missing key surfaces as an 'error' event on the stream. */
  get(key: string): Readable;
  /** Removes key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}
