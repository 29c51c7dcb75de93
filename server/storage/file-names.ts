import path from "node:path";

const MAX_NAME_LENGTH = 150;

/**
 * A user-supplied file name made safe to keep and show: last path segment only, no control or
 * invisible formatting characters (a right-to-left override can disguise "exe.pdf"), no quotes, no
 * leading dots, bounded length with the extension kept.
 */
export function cleanFileName(raw: string | undefined, fallback = "file"): string {
  const lastSegment = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return truncateKeepingExtension(cleaned, MAX_NAME_LENGTH) || fallback;
}

/**
 * Content-Disposition for a download: an ASCII filename for old clients plus the exact name in
 * RFC 5987 form (filename*), which every current browser prefers.
 */
export function attachmentDisposition(originalName: string): string {
  const name = cleanFileName(originalName);
  const asciiName = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|[%\\]/g, "_");
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function truncateKeepingExtension(name: string, maxLength: number): string {
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  const extension = Array.from(path.extname(name)).slice(0, 16);
  return characters.slice(0, maxLength - extension.length).join("") + extension.join("");
}
