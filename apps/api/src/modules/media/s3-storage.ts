/**
 * The S3-compatible implementation of `Storage` (AWS S3, MinIO, Ceph, R2, Garage…), chosen with
 * `STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…`. Every API process and worker then reads and writes
 * the same objects, so a photo uploaded through one process is served by any other (docs/decisions/036).
 */

import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Credentials, S3Location } from "./s3-location.ts";
import { assertValidKey, contentTypeOf, type Storage, type StoredObject } from "./storage.ts";

export { parseStorageUrl, type S3Credentials, type S3Location } from "./s3-location.ts";

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly location: S3Location;

  /** Without `credentials`, the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role) provides them. */
  constructor(location: S3Location, credentials?: S3Credentials) {
    this.location = location;
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.pathStyle,
      credentials,
      // Checksums only where S3 requires them: other S3-compatible stores do not all read the SDK's
      // default trailing checksums on uploads.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }

  /** The object's key in the bucket: the store's prefix, then the app's key. */
  objectKey(key: string): string {
    assertValidKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async put(key: string, body: Uint8Array, contentType?: string): Promise<void> {
    // A PUT replaces the object in one step: readers get the old object or the new one.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: body.byteLength,
        ContentType: contentType ?? contentTypeOf(key),
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      if (!object.Body) return null;
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
  }

  /** For readiness: the bucket exists and these credentials reach it. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.location.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
