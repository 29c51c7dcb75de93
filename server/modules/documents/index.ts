export {
  type AdminDocumentsPage,
  acceptDocument,
  adminDocumentFileId,
  type ContractorChoice,
  listAdminDocuments,
  rejectDocument,
  requestDocument,
  searchContractors,
} from "./admin-documents";
export {
  CONTRACTOR_DOCUMENT_TYPES,
  contractorDocumentFileId,
  DOCUMENT_UPLOAD_LIMIT,
  deleteContractorDocument,
  listContractorDocuments,
  uploadContractorDocument,
} from "./contractor-documents";
export { documentRequestedEmail, documentReviewedEmail, documentsLink } from "./emails";
