export {
  type AllowedFileType,
  DOCUMENT_TYPES,
  DOCX,
  IMAGE_TYPES,
  JPEG,
  PDF,
  PNG,
  uploadTypesMessage,
  WEB_IMAGE_TYPES,
  WEBP,
} from "./allowed-types";
export { attachmentDisposition, cleanFileName } from "./file-names";
export { fileStore } from "./file-store";
export type { FileStore } from "./file-store-contract";
export { LocalFileStore } from "./local-file-store";
export { type ZipEntry, zipEntries } from "./ooxml-zip";
export type { UploadOptions } from "./parse-upload-form";
export {
  type ReceivedUpload,
  receiveUpload,
  type UploadedFile,
  type UploadRequest,
} from "./receive-upload";
export { type FileInMemory, receiveUploadInMemory } from "./receive-upload-in-memory";
export { sendStoredFile } from "./send-stored-file";
export { StoredFileMissing } from "./stored-file-missing";
export { deleteStoredFile, findStoredFile, type StoredFile, storeGeneratedFile } from "./stored-files";
