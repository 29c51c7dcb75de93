import { z } from "zod";

/** One attachment as stored in the outbox: content always base64, whatever the caller passed. */
export type StoredAttachment = { filename: string; contentType: string; content: string };

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** A CR or LF lets a value start a new header line (header injection); NUL breaks SMTP. */
const LINE_BREAK_OR_NUL = /[\r\n\0]/;
const noLineBreaks = (what: string) =>
  z.string().refine((value) => !LINE_BREAK_OR_NUL.test(value), { message: `${what} must be one line` });

/**
 * Headers nodemailer builds from the message itself. Letting a feature set them would allow it
 * to add recipients (Cc/Bcc), spoof the sender or break the MIME structure.
 */
const RESERVED_HEADERS = new Set([
  "from",
  "sender",
  "to",
  "cc",
  "bcc",
  "subject",
  "date",
  "message-id",
  "return-path",
  "received",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "content-disposition",
]);

const headerName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,75}$/, { message: "header names are letters, digits and dashes" })
  .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), {
    message: "this header is set from the message itself",
  });

const attachmentSchema = z
  .object({
    filename: noLineBreaks("an attachment filename")
      .pipe(z.string().min(1).max(200))
      .refine((name) => !/[/\\]/.test(name), { message: "an attachment filename must not contain a path" }),
    contentType: z
      .string()
      .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i, { message: "must be a MIME type" }),
    content: z.union([z.string(), z.instanceof(Uint8Array)]),
    /** How a string content is written; bytes need no encoding. */
    encoding: z.enum(["utf8", "base64"]).default("utf8"),
  })
  .refine(
    (attachment) =>
      attachment.encoding !== "base64" ||
      typeof attachment.content !== "string" ||
      /^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(attachment.content),
    { message: "base64 attachment content is not valid base64" },
  )
  .transform(
    ({ filename, contentType, content, encoding }): StoredAttachment => ({
      filename,
      contentType,
      content: toBase64(content, encoding),
    }),
  );

export const mailMessageSchema = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: "must be an email address" })),
  subject: noLineBreaks("the subject").pipe(z.string().trim().min(1).max(300)),
  text: z.string().min(1, { message: "a plain-text body is required" }),
  html: z.string().min(1).optional(),
  headers: z.record(headerName, noLineBreaks("a header value").pipe(z.string().max(998))).default({}),
  attachments: z
    .array(attachmentSchema)
    .max(10)
    .default([])
    .refine(
      (list) => list.reduce((total, item) => total + decodedSize(item.content), 0) <= MAX_ATTACHMENT_BYTES,
      {
        message: "attachments must total 10 MB or less",
      },
    ),
});

/** What a feature hands to enqueueMail. */
export type MailMessage = z.input<typeof mailMessageSchema>;
export type ValidMailMessage = z.output<typeof mailMessageSchema>;

function toBase64(content: string | Uint8Array, encoding: "utf8" | "base64"): string {
  if (typeof content !== "string") return Buffer.from(content).toString("base64");
  return encoding === "base64"
    ? content.replace(/\s+/g, "")
    : Buffer.from(content, "utf8").toString("base64");
}

function decodedSize(base64: string): number {
  return Math.floor((base64.length * 3) / 4);
}
