import { eq, type SQL } from "drizzle-orm";
import { type ContractorDocument, DOCUMENT_MESSAGES, DOCUMENT_TYPE_LABELS } from "../../../common/documents";
import { db, type Executor } from "../../db/client";
import { candidateDocuments, candidates, storedFiles } from "../../db/schema";
import { NotFound } from "../../errors";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A document row with its file's name, type and size (null while only requested). */
export function selectDocuments(executor: Executor) {
  return executor
    .select({
      document: candidateDocuments,
      fileName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      candidateFirstName: candidates.firstName,
      candidateLastName: candidates.lastName,
      candidateEmail: candidates.email,
    })
    .from(candidateDocuments)
    .innerJoin(candidates, eq(candidates.id, candidateDocuments.candidateId))
    .leftJoin(storedFiles, eq(storedFiles.id, candidateDocuments.fileId));
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>["where"]>>[number];

export function contractorView(row: DocumentRow): ContractorDocument {
  const { document } = row;
  return {
    id: document.id,
    type: document.type,
    typeLabel: DOCUMENT_TYPE_LABELS[document.type],
    status: document.status,
    note: document.note,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    requestedAt: iso(document.requestedAt),
    uploadedAt: iso(document.uploadedAt),
    reviewedAt: iso(document.reviewedAt),
  };
}

/** One document by a condition (its id, plus its owner for contractors), with its file. */
export async function findDocument(executor: Executor, where: SQL | undefined) {
  const [row] = await selectDocuments(executor).where(where);
  return row;
}

/** The stored file of the document `where` picks; 404 when there is none or it has no file yet. */
export async function documentFileId(where: SQL | undefined): Promise<string> {
  const [row] = await db()
    .select({ fileId: candidateDocuments.fileId })
    .from(candidateDocuments)
    .where(where);
  if (!row) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  if (!row.fileId) throw new NotFound(DOCUMENT_MESSAGES.noFile);
  return row.fileId;
}
