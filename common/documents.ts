import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
} from "./recruiting";

export { DOCUMENT_STATUSES, DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentStatus, type DocumentType };

/** Largest contractor document accepted (a phone photo of an ID or a scanned form fits easily). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  requested: "Requested",
  uploaded: "Waiting for review",
  accepted: "Accepted",
  rejected: "Rejected",
};

/** One document as its contractor sees it (GET /api/candidates/documents). */
export type ContractorDocument = {
  id: string;
  type: DocumentType;
  typeLabel: string;
  status: DocumentStatus;
  /** What staff asked for, or why they rejected it. */
  note: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  requestedAt: string | null;
  uploadedAt: string | null;
  reviewedAt: string | null;
};

/** One document in the console's list: the contractor's view plus who it is from and who acted. */
export type AdminDocument = ContractorDocument & {
  candidate: { id: string; name: string; email: string };
  requestedBy: string | null;
  reviewedBy: string | null;
};

export const DOCUMENT_MESSAGES = {
  notFound: "This document does not exist.",
  noFile: "This document has no file yet.",
  typeRequired: "Please choose the kind of document.",
  cannotFulfil: "This document is already uploaded. Delete it first to send another file.",
  acceptedKept: "An accepted document stays on file. Ask the agency if it needs to change.",
  requestKept: "The agency asked for this document: upload it instead of deleting the request.",
  notUploaded: "Only an uploaded document waiting for review can be accepted or rejected.",
  noCandidate: "No candidate account has this email address.",
  rejectNoteRequired: "Please tell the contractor what to fix.",
} as const;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
