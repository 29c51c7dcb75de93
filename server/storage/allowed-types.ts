/** A kind of file an upload may be, as detected from its bytes; label is what users are told. */
export type AllowedFileType = { mime: string; label: string };

export const PDF: AllowedFileType = { mime: "application/pdf", label: "PDF" };
export const DOCX: AllowedFileType = {
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  label: "DOCX",
};
export const JPEG: AllowedFileType = { mime: "image/jpeg", label: "JPEG" };
export const PNG: AllowedFileType = { mime: "image/png", label: "PNG" };
export const WEBP: AllowedFileType = { mime: "image/webp", label: "WebP" };

/**
 * Resumes and similar documents. Legacy .doc is left out: its container (CFB) is shared with .msi
 * installers and .xls, so its bytes cannot prove it is a Word document. Plain text has no magic
 * bytes at all.
 */
export const DOCUMENT_TYPES: readonly AllowedFileType[] = [PDF, DOCX];
export const IMAGE_TYPES: readonly AllowedFileType[] = [JPEG, PNG];
/** Pictures a web page shows (blog covers): the document images plus WebP. */
export const WEB_IMAGE_TYPES: readonly AllowedFileType[] = [...IMAGE_TYPES, WEBP];

/** "Upload a PDF, DOCX, JPEG or PNG file." */
export function uploadTypesMessage(types: readonly AllowedFileType[]): string {
  const labels = types.map((type) => type.label);
  const last = labels.pop();
  const listed = labels.length > 0 ? `${labels.join(", ")} or ${last}` : last;
  return `Upload a ${listed} file.`;
}
