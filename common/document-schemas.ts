import { DOCUMENT_MESSAGES, DOCUMENT_TYPES } from "./documents";
import { z } from "./zod";

const documentType = z.enum(DOCUMENT_TYPES, { message: DOCUMENT_MESSAGES.typeRequired });

/** The text fields of the contractor's upload form. */
export const documentUploadFieldsSchema = z.object({
  type: documentType.optional(),
  requestId: z.string().trim().uuid().optional(),
});

/** Staff ask a contractor for a document. */
export const documentRequestSchema = z.object({
  candidateEmail: z.string().trim().toLowerCase().email("Please enter the contractor's email address."),
  type: documentType,
  note: z.string().trim().max(1000, "Keep the note under 1,000 characters.").optional().default(""),
});

/** Staff reject an uploaded document: the note tells the contractor why. */
export const documentRejectSchema = z.object({
  note: z
    .string({ message: DOCUMENT_MESSAGES.rejectNoteRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.rejectNoteRequired)
    .max(1000, "Keep the note under 1,000 characters."),
});
