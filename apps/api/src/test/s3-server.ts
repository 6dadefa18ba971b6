/**
 * An S3-compatible server on loopback for tests (the `s3rver` package, in this process): the S3 storage's
 * tests and `npm run test:cluster` run against it. Its credentials are fixed (S3RVER / S3RVER).
 */
import { createRequire } from "node:module";

export const LOCAL_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface LocalS3 {
  port: number;
  /** `s3://{bucket}?endpoint=http://127.0.0.1:{port}`, as STORAGE_URL takes it. */
  storageUrl: string;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/** Starts the server with `bucket` created, files under `directory`; port 0 picks a free one. */
export async function startLocalS3(options: {
  directory: string;
  bucket: string;
  port?: number;
}): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)("s3rver") as new (settings: object) => S3rverInstance;
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
  });
  const { port } = await server.run();
  return {
    port,
    storageUrl: `s3://${options.bucket}?endpoint=http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}
