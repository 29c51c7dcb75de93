/** Where stored files live: the local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export type StorageLocation =
  | { kind: "disk" }
  | { kind: "s3"; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };

const STORAGE_URL_FORMS = "file: or s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true";

/** S3-compatible services mostly ignore the region; on AWS the URL should name the bucket's own. */
const DEFAULT_REGION = "us-east-1";
/** S3's rules for new buckets: 3-63 lowercase letters, digits, dots and hyphens, letter or digit at both ends. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]+$/;
const S3_PARAMETERS = ["endpoint", "region", "forcePathStyle"];

/** A STORAGE_URL that cannot be used; the message completes "STORAGE_URL …". */
export class InvalidStorageUrl extends Error {}

/** Reads STORAGE_URL: unset or "file:" is the local disk; s3://BUCKET with optional parameters a bucket. */
export function parseStorageUrl(value: string | undefined): StorageLocation {
  if (value === undefined || value === "file:" || value === "file://") return { kind: "disk" };
  if (value.startsWith("file:")) {
    throw new InvalidStorageUrl("takes no path after file: (local files live under DATA_DIR/uploads)");
  }
  if (!value.startsWith("s3://")) throw new InvalidStorageUrl(`must be ${STORAGE_URL_FORMS}`);
  const url = URL.parse(value);
  if (!url) throw new InvalidStorageUrl(`must be ${STORAGE_URL_FORMS}`);
  if (url.username || url.password) {
    throw new InvalidStorageUrl(
      "must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead",
    );
  }
  if (!BUCKET_NAME.test(url.hostname) || url.port) {
    throw new InvalidStorageUrl(
      "must name a bucket of 3 to 63 lowercase letters, digits, dots or hyphens: s3://BUCKET",
    );
  }
  if (url.pathname !== "" && url.pathname !== "/") {
    throw new InvalidStorageUrl("must be s3://BUCKET without a path (the app names the objects)");
  }
  return { kind: "s3", bucket: url.hostname, ...s3Parameters(url.searchParams) };
}

function s3Parameters(parameters: URLSearchParams) {
  const unknown = [...parameters.keys()].find((name) => !S3_PARAMETERS.includes(name));
  if (unknown) {
    throw new InvalidStorageUrl(`has an unknown parameter "${unknown}" (use ${S3_PARAMETERS.join(", ")})`);
  }
  const endpoint = parameters.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? "")) {
    throw new InvalidStorageUrl("endpoint must be an http:// or https:// URL");
  }
  const region = parameters.get("region") ?? DEFAULT_REGION;
  if (!REGION_NAME.test(region))
    throw new InvalidStorageUrl("region must be a region name such as us-east-1");
  const forcePathStyle = parameters.get("forcePathStyle") ?? "false";
  if (forcePathStyle !== "true" && forcePathStyle !== "false") {
    throw new InvalidStorageUrl("forcePathStyle must be true or false");
  }
  return { region, endpoint, forcePathStyle: forcePathStyle === "true" };
}
