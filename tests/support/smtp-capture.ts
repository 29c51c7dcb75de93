import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedAttachment = { filename: string; contentType: string; content: Buffer };

export type CapturedMessage = {
  envelope: { from: string; to: string[] };
  /** The message as received (headers and MIME body). */
  raw: string;
  /** Top-level headers: lower-cased names, unfolded, encoded words decoded. */
  headers: Record<string, string>;
  text?: string;
  html?: string;
  attachments: CapturedAttachment[];
};

export type SmtpCapture = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: CapturedMessage[];
  /** Answers RCPT TO for this address with a permanent rejection (550 unless told otherwise). */
  rejectRecipient(email: string, code?: number): void;
  /** Closes the port: clients get "connection refused" until comeBack(). */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  waitForMessages(count: number, timeoutMs?: number): Promise<CapturedMessage[]>;
  /**
   * A slow server: each message's reply waits until release(); `arrived` resolves once the first
   * held message is in, so a test can act while the client waits for the server's answer.
   */
  holdReplies(): HeldReplies;
  clear(): void;
  close(): Promise<void>;
};

export type HeldReplies = { arrived: Promise<void>; release(): void };

/** What a held server does with a message that came in: answer it now, or once released. */
type ReplyGate = { hold?: { arrived(): void; released: Promise<void>; release(): void } };

/** A real SMTP server on 127.0.0.1 (free port) that keeps every message it accepts. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMessage[] = [];
  const rejected = new Map<string, number>();
  const gate: ReplyGate = {};
  let server: SMTPServer | undefined = await listen(createServer(messages, rejected, gate), 0);
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectRecipient: (email, code = 550) => void rejected.set(email.toLowerCase(), code),
    async goDown() {
      const current = server;
      server = undefined;
      if (current) await closeServer(current);
    },
    async comeBack() {
      server ??= await listen(createServer(messages, rejected, gate), port);
    },
    async waitForMessages(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    holdReplies() {
      let arrived = () => {};
      let answer = () => {};
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const release = () => {
        gate.hold = undefined;
        answer();
      };
      gate.hold = { arrived, released, release };
      return { arrived: arrival, release };
    },
    clear() {
      gate.hold?.release();
      messages.length = 0;
      rejected.clear();
    },
    async close() {
      const current = server;
      server = undefined;
      if (current) await closeServer(current);
    },
  };
}

function createServer(
  messages: CapturedMessage[],
  rejected: Map<string, number>,
  gate: ReplyGate,
): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise try STARTTLS with a self-signed certificate.
    disabledCommands: ["STARTTLS", "AUTH"],
    hideSTARTTLS: true,
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const code = rejected.get(address.address.toLowerCase());
      if (!code) return callback();
      callback(
        Object.assign(new Error("Requested action not taken: mailbox unavailable"), { responseCode: code }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        const accept = () => {
          messages.push(parseMessage(Buffer.concat(chunks).toString("latin1"), envelope));
          callback();
        };
        const hold = gate.hold;
        if (!hold) return accept();
        hold.arrived();
        void hold.released.then(accept);
      });
    },
  });
  server.on("error", () => {});
  return server;
}

function listen(server: SMTPServer, port: number): Promise<SMTPServer> {
  return new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function closeServer(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

// A small MIME reader: enough for what nodemailer writes (multipart, base64, quoted-printable).

type MimePart = { headers: Record<string, string>; body: string };

function parseMessage(raw: string, envelope: CapturedMessage["envelope"]): CapturedMessage {
  const root = splitPart(raw);
  const message: CapturedMessage = {
    envelope,
    raw: Buffer.from(raw, "latin1").toString("utf8"),
    headers: root.headers,
    attachments: [],
  };
  collectParts(root, message);
  return message;
}

function splitPart(raw: string): MimePart {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const value = Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8");
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(value);
  }
  return { headers, body };
}

function collectParts(part: MimePart, message: CapturedMessage) {
  const contentType = part.headers["content-type"] ?? "text/plain";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (mediaType.startsWith("multipart/")) {
    const boundary = headerParameter(contentType, "boundary");
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(splitPart(section.replace(/^\r\n/, "").replace(/\r\n$/, "")), message);
    }
    return;
  }
  const content = decodeBody(part.body, part.headers["content-transfer-encoding"]);
  const disposition = part.headers["content-disposition"] ?? "";
  const filename = headerParameter(disposition, "filename") ?? headerParameter(contentType, "name");
  if (filename || disposition.toLowerCase().startsWith("attachment")) {
    message.attachments.push({ filename: filename ?? "", contentType: mediaType, content });
  } else if (mediaType === "text/html") {
    message.html = content.toString("utf8");
  } else if (mediaType === "text/plain") {
    message.text = content.toString("utf8");
  }
}

function headerParameter(value: string, name: string): string | undefined {
  const match = value.match(new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, "i"));
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(body: string, encoding = "7bit"): Buffer {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "latin1");
  }
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}
