import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { OutboxRow } from "./delivery-records";

export type SmtpSender = { send(row: OutboxRow): Promise<{ messageId: string }>; close(): void };

/** One short SMTP session per message: nothing to keep alive or to recover between polls. */
export function createSmtpSender(config: Pick<Config, "MAIL_FROM"> & { SMTP_URL: string }): SmtpSender {
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    // Fail fast enough that one dead server does not hold a batch (and shutdown) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Outbox content is data: a string must never be read as a file path or fetched as a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = senderDomain(config.MAIL_FROM);

  return {
    async send(row) {
      const info = await transport.sendMail({
        from: config.MAIL_FROM,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        headers: row.headers,
        attachments: row.attachments.map((attachment) => ({ ...attachment, encoding: "base64" })),
        // Stable across retries, so a receiver can drop the duplicate of an at-least-once resend.
        messageId: `<${row.id}@${domain}>`,
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function senderDomain(from: string): string {
  return from.match(/@([^\s<>@]+)>?\s*$/)?.[1] ?? "localhost";
}
