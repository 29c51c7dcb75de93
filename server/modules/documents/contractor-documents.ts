import { Readable } from "node:stream";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { documentUploadFieldsSchema } from "../../../common/document-schemas";
import { type ContractorDocument, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "../../../common/documents";
import { db } from "../../db/client";
import { candidateDocuments } from "../../db/schema";
import { Conflict, Invalid, NotFound, TooManyRequests } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { isUuid } from "../../kernel/ids";
import { parseInput } from "../../kernel/parse-input";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import { deleteStoredFile, IMAGE_TYPES, PDF, receiveUpload, type UploadRequest } from "../../storage";
import { contractorView, documentFileId, findDocument, selectDocuments } from "./views";

/** PDF, JPEG or PNG, judged by the bytes (a PNG named .pdf is a PNG; text named .pdf is refused). */
export const CONTRACTOR_DOCUMENT_TYPES = [PDF, ...IMAGE_TYPES] as const;

/** Each upload stores up to 10 MB: plenty for a person filling in their paperwork. */
export const DOCUMENT_UPLOAD_LIMIT: RateLimitPolicy = {
  name: "candidate-document-upload",
  limit: 30,
  windowSeconds: 60 * 60,
};

const ownDocument = (session: CandidateSession, id: string) =>
  and(eq(candidateDocuments.id, id), eq(candidateDocuments.candidateId, session.candidateId));

/** The contractor's documents: open requests first, then the newest. */
export async function listContractorDocuments(session: CandidateSession): Promise<ContractorDocument[]> {
  const rows = await selectDocuments(db())
    .where(eq(candidateDocuments.candidateId, session.candidateId))
    .orderBy(
      asc(sql`case when ${candidateDocuments.status} = 'requested' then 0 else 1 end`),
      desc(
        sql`coalesce(${candidateDocuments.uploadedAt}, ${candidateDocuments.requestedAt}, ${candidateDocuments.createdAt})`,
      ),
      desc(candidateDocuments.id),
    );
  return rows.map(contractorView);
}

/**
 * The form's file (PDF, JPEG or PNG by content, at most 10 MB) with its type, or with requestId: the
 * file fulfils that request (or replaces a rejected document) and keeps its type. Any refusal
 * after the bytes are stored deletes them again.
 */
export async function uploadContractorDocument(
  session: CandidateSession,
  request: UploadRequest,
): Promise<ContractorDocument> {
  try {
    await enforceRateLimit(DOCUMENT_UPLOAD_LIMIT, session.candidateId);
  } catch (error) {
    if (error instanceof TooManyRequests && request instanceof Readable) request.resume();
    throw error;
  }
  const { file, fields } = await receiveUpload(request, {
    purpose: "contractor-document",
    maxBytes: DOCUMENT_MAX_BYTES,
    allowedTypes: CONTRACTOR_DOCUMENT_TYPES,
    fields: ["type", "requestId"],
  });
  let replacedFileId: string | null = null;
  let documentId: string;
  try {
    const input = parseInput(documentUploadFieldsSchema, fields);
    documentId = await db().transaction(async (tx) => {
      if (input.requestId) {
        const [current] = await tx
          .select()
          .from(candidateDocuments)
          .where(ownDocument(session, input.requestId))
          .for("update");
        if (!current) throw new NotFound(DOCUMENT_MESSAGES.notFound);
        if (current.status !== "requested" && current.status !== "rejected") {
          throw new Conflict(DOCUMENT_MESSAGES.cannotFulfil);
        }
        replacedFileId = current.fileId;
        await tx
          .update(candidateDocuments)
          .set({
            fileId: file.id,
            status: "uploaded",
            uploadedAt: sql`now()`,
            reviewedAt: null,
            reviewedBy: null,
          })
          .where(eq(candidateDocuments.id, current.id));
        return current.id;
      }
      if (!input.type)
        throw new Invalid(DOCUMENT_MESSAGES.typeRequired, { type: DOCUMENT_MESSAGES.typeRequired });
      const [created] = await tx
        .insert(candidateDocuments)
        .values({
          candidateId: session.candidateId,
          type: input.type,
          status: "uploaded",
          fileId: file.id,
          uploadedAt: sql`now()`,
        })
        .returning({ id: candidateDocuments.id });
      if (!created) throw new Error("The candidate_documents insert returned no row.");
      return created.id;
    });
  } catch (error) {
    await deleteStoredFile(file.id).catch(() => {});
    throw error;
  }
  // After the commit: a leftover file is only disk space, a lost one would be worse.
  if (replacedFileId) await deleteStoredFile(replacedFileId).catch(() => {});
  const row = await findDocument(db(), eq(candidateDocuments.id, documentId));
  if (!row) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  return contractorView(row);
}

/** The stored file of the contractor's own document; 404 for another's id or one without a file. */
export async function contractorDocumentFileId(session: CandidateSession, id: string): Promise<string> {
  if (!isUuid(id)) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  return documentFileId(ownDocument(session, id));
}

/**
 * Deletes the contractor's upload. An accepted document stays on file (409) and so does a request
 * that has no file yet (409); an upload that fulfilled a request sends it back to "requested". The
 * file itself goes after the commit.
 */
export async function deleteContractorDocument(session: CandidateSession, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  const fileId = await db().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(candidateDocuments)
      .where(ownDocument(session, id))
      .for("update");
    if (!current) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    if (current.status === "accepted") throw new Conflict(DOCUMENT_MESSAGES.acceptedKept);
    if (current.status === "requested") throw new Conflict(DOCUMENT_MESSAGES.requestKept);
    if (current.requestedAt) {
      await tx
        .update(candidateDocuments)
        .set({ status: "requested", fileId: null, uploadedAt: null, reviewedAt: null, reviewedBy: null })
        .where(eq(candidateDocuments.id, id));
    } else {
      await tx.delete(candidateDocuments).where(eq(candidateDocuments.id, id));
    }
    return current.fileId;
  });
  if (fileId) await deleteStoredFile(fileId).catch(() => {});
}
