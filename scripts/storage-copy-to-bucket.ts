/**
 * npm run storage:copy-to-bucket — copies the files of the local store (DATA_DIR/uploads) into the
 * bucket STORAGE_URL names, before an instance is started with that STORAGE_URL. Safe to run again:
 * what is already in the bucket is skipped.
 */
import { ConfigError, loadConfig } from "../server/config";
import { copyLocalFilesToBucket } from "../server/storage/copy-to-bucket";
import { localUploadsDir } from "../server/storage/file-store";
import { S3FileStore, s3Client } from "../server/storage/s3-file-store";

async function main(): Promise<number> {
  const config = loadConfig();
  const location = config.STORAGE_URL;
  if (location.kind !== "s3") {
    console.error(
      "STORAGE_URL must name the bucket to copy into: s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true (it names the local disk now).",
    );
    return 1;
  }
  const source = localUploadsDir(config);
  const client = s3Client(location);
  try {
    const report = await copyLocalFilesToBucket(source, new S3FileStore(client, location.bucket));
    process.stdout.write(
      `Copied ${report.copied} file(s) from ${source} to bucket ${location.bucket}; skipped ${report.skipped} already there.\n`,
    );
    for (const name of report.ignored) process.stdout.write(`Ignored ${name}: not a stored file.\n`);
    return 0;
  } finally {
    client.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
