import { RESUME_DOCUMENT_MAX_BYTES, type ResumeDocument } from "../../../common/resume-document";
import { PayloadTooLarge } from "../../errors";

export const RESUME_TOO_LARGE_MESSAGE = `This resume is too large: keep it under ${RESUME_DOCUMENT_MAX_BYTES / 1024} KB (remove some entries or long texts).`;

/** The contract's bound on a document, measured as the JSON the server would store. */
export function assertDocumentSize(document: ResumeDocument): void {
  if (Buffer.byteLength(JSON.stringify(document)) > RESUME_DOCUMENT_MAX_BYTES) {
    throw new PayloadTooLarge(RESUME_TOO_LARGE_MESSAGE);
  }
}
