import { Router } from "express";
import { documentRejectSchema, documentRequestSchema } from "../../common/document-schemas";
import { parseInput } from "../kernel/parse-input";
import {
  acceptDocument,
  adminDocumentFileId,
  listAdminDocuments,
  rejectDocument,
  requestDocument,
  searchContractors,
} from "../modules/documents";
import { sendStoredFile } from "../storage";
import { changeHandler, createHandler, listHandler } from "./admin-route-handlers";

/**
 * The console's contractor documents. Mounted after adminGuardRouter, whose requireAdmin guard
 * covers every /api/admin path: 401 without an admin session, 403 for any other credential.
 */
export const documentsAdminRouter = Router();

/** ?status=requested|uploaded|accepted|rejected&q=&page= → 200 { rows, total, page, pageSize, status, q }. */
documentsAdminRouter.get("/admin/documents", listHandler(listAdminDocuments));

/** ?q= (2+ characters) → 200 { contractors: [{ id, name, email, placed }] }, at most 10. */
documentsAdminRouter.get("/admin/documents/contractors", listHandler(searchContractors));

/**
 * { candidateEmail, type, note? } → 201 the document, status "requested"; the contractor is emailed
 * a link to /candidate/documents; audited. 400 { error, fields } (unknown email included).
 */
documentsAdminRouter.post(
  "/admin/documents/requests",
  createHandler((admin, body) => requestDocument(admin, parseInput(documentRequestSchema, body ?? {}))),
);

/** → 200 the document, accepted; the contractor is emailed; audited. 409 unless uploaded; 404. */
documentsAdminRouter.post(
  "/admin/documents/:id/accept",
  changeHandler((admin, id) => acceptDocument(admin, id)),
);

/** { note } → 200 the document, rejected with the note; the contractor is emailed; audited. 400; 409; 404. */
documentsAdminRouter.post(
  "/admin/documents/:id/reject",
  changeHandler((admin, id, body) => rejectDocument(admin, id, parseInput(documentRejectSchema, body ?? {}))),
);

/** → 200 the uploaded file as an attachment; 404 unknown id or no file yet. */
documentsAdminRouter.get("/admin/documents/:id/file", async (req, res) => {
  await sendStoredFile(res, await adminDocumentFileId(req.params.id));
});
