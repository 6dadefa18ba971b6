/**
 * Where an S3-compatible store is (`STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…`), read by the
 * configuration without loading the S3 SDK, which the store itself (s3-storage.ts) loads with its first use
 * (docs/decisions/056-search-api-memory-and-stalls.md).
 */
import { assertValidKey } from "./storage.ts";

export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket (no leading or trailing slash; "" for none). */
  prefix: string;
  /** Another store than AWS (MinIO, a local test server…); undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; the default with an endpoint. */
  pathStyle: boolean;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads `s3://bucket[/prefix]?endpoint=…&region=…&path_style=true|false`; throws a message naming the fault. */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("must be empty (local disk) or s3://bucket[/prefix]?endpoint=…&region=…");
  }
  if (url.protocol !== "s3:") throw new Error("must start with s3:// (or be empty for the local disk)");
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error(`"${bucket}" is not a valid bucket name`);
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (prefix) assertValidKey(prefix);
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error("endpoint must be an http:// or https:// URL");
  }
  const pathStyle = url.searchParams.get("path_style");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false") {
    throw new Error("path_style must be true or false");
  }
  return {
    bucket,
    prefix,
    endpoint,
    region: url.searchParams.get("region") || "us-east-1",
    pathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true",
  };
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}
