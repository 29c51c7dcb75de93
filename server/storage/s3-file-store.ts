import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FileStore } from "./file-store-contract";
import { assertStorageKey } from "./storage-key";
import type { StorageLocation } from "./storage-url";
import { readStoredBytes } from "./stored-file-missing";

export type S3Location = Extract<StorageLocation, { kind: "s3" }>;

/**
 * Files as objects of one S3-compatible bucket, under the same keys as on disk. Objects are written
 * without an ACL, so they stay as private as the bucket: downloads stream through the app, after
 * its ownership checks.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, content: Readable): Promise<void> {
    assertStorageKey(key);
    // Uploads arrive as streams of unknown length: Upload sends one PutObject for a small file and
    // a multipart upload for a large one, which it aborts when the stream fails, so nothing is left.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: content },
    });
    try {
      await upload.done();
    } catch (error) {
      // The failing stream is the cause; a failure to clean up after it (s3rver cannot abort a
      // multipart upload) must not hide it.
      throw content.errored ?? error;
    }
  }

  get(key: string): Readable {
    assertStorageKey(key);
    return readStoredBytes(
      key,
      async () => {
        const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        if (!Body) throw new Error(`The bucket answered without a body for ${key}.`);
        return Body as Readable;
      },
      (error) => error instanceof NoSuchKey,
    );
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a key that is not there, as the contract asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Every object's key and size in bytes (the copy command skips what is already there). */
  async objectSizes(): Promise<Map<string, number>> {
    const sizes = new Map<string, number>();
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) sizes.set(object.Key, object.Size ?? 0);
      }
    }
    return sizes;
  }
}

/**
 * One client per process: it keeps the connections to the service alive between requests.
 * Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or
 * the role of the machine it runs on).
 */
export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Other S3-compatible services (and older MinIO or Ceph) refuse the checksums the SDK adds to
    // every request by default; send them only where the API requires one.
    ...(location.endpoint && {
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    }),
  });
}
