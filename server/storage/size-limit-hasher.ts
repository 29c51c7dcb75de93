import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { Invalid, PayloadTooLarge } from "../errors";

/** Counts and hashes the bytes flowing through, failing the moment they exceed maxBytes. */
export class SizeLimitHasher extends Transform {
  sizeBytes = 0;
  sha256 = "";
  private readonly hash = createHash("sha256");

  constructor(
    private readonly maxBytes: number,
    private readonly fieldName: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.sizeBytes += chunk.length;
    if (this.sizeBytes > this.maxBytes) {
      done(new PayloadTooLarge(`The file is too large. The limit is ${formatBytes(this.maxBytes)}.`));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (this.sizeBytes === 0) {
      done(new Invalid("The file is empty.", { [this.fieldName]: "The file is empty." }));
      return;
    }
    this.sha256 = this.hash.digest("hex");
    done();
  }
}

/** 5242880 → "5 MB", 1536 → "1.5 KB": the limit as people read it. */
export function formatBytes(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, "MB"] : [bytes / 1024, "KB"];
  return `${Number(amount.toFixed(1))} ${unit}`;
}
