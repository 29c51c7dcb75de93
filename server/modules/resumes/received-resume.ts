import { Readable } from "node:stream";
import { RESUME_FIELD, RESUME_MAX_BYTES } from "../../../common/applications";
import { TooManyRequests } from "../../errors";
import { clientAddressKey, enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import {
  deleteStoredFile,
  findStoredFile,
  receiveUpload,
  type UploadedFile,
  type UploadRequest,
} from "../../storage";
import { extractResumeText, RESUME_TYPES } from "./resume-text";

/**
 * Counts the request against policy for the client's address before any byte of the upload is read,
 * so a refused client cannot make us store 10 MB. The unread body is drained, so the client gets
 * to read the 429 instead of a reset connection.
 */
export async function limitUploadsByAddress(request: UploadRequest, policy: RateLimitPolicy, ip?: string) {
  if (!ip) return;
  try {
    await enforceRateLimit(policy, clientAddressKey(ip));
  } catch (error) {
    if (error instanceof TooManyRequests && request instanceof Readable) request.resume();
    throw error;
  }
}

/** Receives the multipart form with an optional resume (checked while it streams) and its text fields. */
export function receiveResumeForm(request: UploadRequest, fields: readonly string[]) {
  return receiveUpload(request, {
    purpose: "resume",
    maxBytes: RESUME_MAX_BYTES,
    allowedTypes: RESUME_TYPES,
    fileField: RESUME_FIELD,
    required: false,
    fields,
  });
}

/** The stored resume's text; Invalid on the resume field when the file cannot be parsed. */
export async function readResumeText(file: UploadedFile): Promise<string> {
  const stored = await findStoredFile(file.id);
  if (!stored) throw new Error("The uploaded resume's row is missing.");
  return extractResumeText(stored);
}

/** Runs work with the stored file; if it fails, the file goes too (nothing refers to it). */
export async function removingFileOnFailure<T>(
  file: UploadedFile | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (file) await deleteStoredFile(file.id).catch(() => {});
    throw error;
  }
}
