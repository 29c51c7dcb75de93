import { Transform, type TransformCallback } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { UnsupportedMediaType } from "../errors";
import { type AllowedFileType, uploadTypesMessage } from "./allowed-types";
import { OOXML_TYPES, ooxmlTypeFromZipTail } from "./ooxml-zip";

/** Enough for every magic-byte signature file-type knows and for a leading [Content_Types].xml. */
const HEAD_BYTES = 64 * 1024;
/** Holds a ZIP's central directory (a DOCX with hundreds of entries still fits). */
const TAIL_BYTES = 256 * 1024;

/**
 * Lets bytes through only once their real type, detected from the content and never from the file
 * name or the browser's Content-Type, is one of the allowed ones. The head is held back until it is
 * judged; a refusal fails the stream so the store discards what it has.
 */
export class FileTypeGate extends Transform {
  /** The detected content type, known once the stream has ended without error. */
  contentType = "";
  private state: "sniffing" | "passing" | "awaiting-zip-directory" = "sniffing";
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(private readonly allowedTypes: readonly AllowedFileType[]) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.state === "passing") return done(null, chunk);
    this.hold(chunk);
    if (this.state === "awaiting-zip-directory") return done(null, chunk);
    if (this.heldBytes < HEAD_BYTES) return done();
    this.judgeHead().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    const finish = async () => {
      if (this.state === "sniffing") await this.judgeHead();
      if (this.state === "awaiting-zip-directory") this.judgeZipDirectory();
    };
    finish().then(() => done(), done);
  }

  private async judgeHead() {
    const head = Buffer.concat(this.held);
    const detected = await fileTypeFromBuffer(head).catch(() => undefined);
    if (detected && this.allows(detected.mime)) {
      this.contentType = detected.mime;
      this.state = "passing";
      this.held = [];
    } else if (
      detected?.mime === "application/zip" &&
      this.allowedTypes.some((type) => OOXML_TYPES.has(type.mime))
    ) {
      this.state = "awaiting-zip-directory";
      this.held = [head];
    } else {
      throw this.refusal();
    }
    this.push(head);
  }

  private judgeZipDirectory() {
    const type = ooxmlTypeFromZipTail(Buffer.concat(this.held));
    if (!type || !this.allows(type)) throw this.refusal();
    this.contentType = type;
  }

  /** Keeps at most the head while sniffing, and the last TAIL_BYTES while waiting for a ZIP's end. */
  private hold(chunk: Buffer) {
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.state !== "awaiting-zip-directory") return;
    while (this.held.length > 1 && this.heldBytes - (this.held[0]?.length ?? 0) >= TAIL_BYTES) {
      this.heldBytes -= this.held.shift()?.length ?? 0;
    }
  }

  private allows(mime: string) {
    return this.allowedTypes.some((type) => type.mime === mime);
  }

  private refusal() {
    return new UnsupportedMediaType(uploadTypesMessage(this.allowedTypes));
  }
}
