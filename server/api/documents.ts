import { Router } from "express";
import { authenticateCandidate } from "../modules/candidates";
import {
  contractorDocumentFileId,
  deleteContractorDocument,
  listContractorDocuments,
  uploadContractorDocument,
} from "../modules/documents";
import { sendStoredFile } from "../storage";

/** A contractor's own documents (Bearer token; 401 without one). Another's ids answer 404. */
export const documentsRouter = Router();

/**
 * → 200 { documents: [{ id, type, typeLabel, status, note, fileName, contentType, sizeBytes,
 * requestedAt, uploadedAt, reviewedAt }] }, documents staff requested first.
 */
documentsRouter.get("/candidates/documents", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ documents: await listContractorDocuments(session) });
});

/**
 * multipart/form-data: type (w4, i9, direct_deposit, certification, id, other), optional requestId
 * (the request or rejected document this file answers; it keeps its type), file "file" (PDF, JPEG
 * or PNG by content, at most 10 MB) → 201 the document; 400 { error, fields } without a type or
 * file; 404 another's requestId; 409 the document is already uploaded or accepted; 413 too large;
 * 415 another kind of file or not multipart; 429.
 */
documentsRouter.post("/candidates/documents", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.status(201).json(await uploadContractorDocument(session, req));
});

/** → 200 the file as an attachment (`Cache-Control: private, no-store`); 404 another's or no file. */
documentsRouter.get("/candidates/documents/:id/file", async (req, res) => {
  const session = await authenticateCandidate(req);
  await sendStoredFile(res, await contractorDocumentFileId(session, req.params.id));
});

/**
 * → 204; the file is deleted after the commit and a fulfilled request goes back to "requested".
 * 409 for an accepted document (it stays on file) or a request with no file yet; 404 another's.
 */
documentsRouter.delete("/candidates/documents/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  await deleteContractorDocument(session, req.params.id);
  res.status(204).end();
});
