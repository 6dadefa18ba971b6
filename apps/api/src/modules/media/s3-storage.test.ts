import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { buildTestApp } from "../../test/harness.ts";
import { LOCAL_S3_CREDENTIALS, type LocalS3, startLocalS3 } from "../../test/s3-server.ts";
import { parseStorageUrl, S3Storage } from "./s3-storage.ts";
import { createStorage, InvalidStorageKeyError, StorageOnFirstUse } from "./storage.ts";

let directory: string;
let server: LocalS3;
let storage: S3Storage;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "keel-s3-"));
  server = await startLocalS3({ directory, bucket: "keel-test" });
  storage = new S3Storage(parseStorageUrl(server.storageUrl), LOCAL_S3_CREDENTIALS);
});
afterAll(async () => {
  storage?.close();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("STORAGE_URL", () => {
  it("reads the bucket, a prefix, the endpoint and the region", () => {
    expect(
      parseStorageUrl("s3://keel-media/prod/uploads?endpoint=https://s3.example.net&region=eu-west-3"),
    ).toEqual({
      bucket: "keel-media",
      prefix: "prod/uploads",
      endpoint: "https://s3.example.net",
      region: "eu-west-3",
      pathStyle: true,
    });
    // AWS itself: virtual-hosted buckets, the default region.
    expect(parseStorageUrl("s3://keel-media")).toMatchObject({
      endpoint: undefined,
      pathStyle: false,
      region: "us-east-1",
    });
    expect(parseStorageUrl("s3://keel-media?endpoint=http://127.0.0.1:9000&path_style=false").pathStyle).toBe(
      false,
    );
  });

  it("refuses what it cannot use, naming the fault", () => {
    expect(() => parseStorageUrl("https://keel-media")).toThrow(/s3:\/\//);
    expect(() => parseStorageUrl("s3://Keel_Media")).toThrow(/bucket/);
    expect(() => parseStorageUrl("s3://keel-media?endpoint=ftp://x")).toThrow(/endpoint/);
    expect(() => parseStorageUrl("s3://keel-media?path_style=maybe")).toThrow(/path_style/);
    expect(() => parseStorageUrl("s3://keel-media/Prod Uploads")).toThrow();
  });

  it("selects the S3 store in the configuration, with its credentials, and stops the boot on a bad value", async () => {
    const config = loadConfig({
      STORAGE_URL: "s3://keel-media?endpoint=http://127.0.0.1:9000",
      STORAGE_ACCESS_KEY_ID: "id",
      STORAGE_SECRET_ACCESS_KEY: "secret",
      MEDIA_PUBLIC_URL: "https://cdn.example.net/media/",
    });
    expect(config.storage).toMatchObject({
      kind: "s3",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(config.mediaPublicUrl).toBe("https://cdn.example.net/media");
    // Opened with its first use, so that a process never touching a file does not load the S3 SDK.
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(StorageOnFirstUse);
    expect(await (storage as StorageOnFirstUse).store()).toBeInstanceOf(S3Storage);
    expect(loadConfig({}).storage).toEqual({ kind: "local" });
    expect(() => loadConfig({ STORAGE_URL: "s3://x" })).toThrow(/STORAGE_URL/);
  });
});

describe("S3 storage against a local S3-compatible server", () => {
  it("stores, reads back with size and type, overwrites and deletes", async () => {
    await storage.put("boats/ab/abc123-640.webp", Buffer.from("pixels"));
    expect(await storage.has("boats/ab/abc123-640.webp")).toBe(true);
    const object = await storage.get("boats/ab/abc123-640.webp");
    expect(object?.size).toBe(6);
    expect(object?.contentType).toBe("image/webp");
    expect(await text(object!.stream)).toBe("pixels");

    await storage.put("boats/ab/abc123-640.webp", Buffer.from("other pixels"));
    expect(await text((await storage.get("boats/ab/abc123-640.webp"))!.stream)).toBe("other pixels");

    await storage.delete("boats/ab/abc123-640.webp");
    expect(await storage.has("boats/ab/abc123-640.webp")).toBe(false);
    expect(await storage.get("boats/ab/abc123-640.webp")).toBeNull();
    // Deleting a missing key is not an error (callers retry deletes).
    await storage.delete("boats/ab/abc123-640.webp");
  });

  it("keeps brochures' type and writes under the store's prefix", async () => {
    const prefixed = new S3Storage(
      parseStorageUrl(`${server.storageUrl.replace("?", "/site-a?")}`),
      LOCAL_S3_CREDENTIALS,
    );
    try {
      await prefixed.put("brochures/12/en-us.pdf", Buffer.from("%PDF-1.7"), "application/pdf");
      expect((await prefixed.get("brochures/12/en-us.pdf"))?.contentType).toBe("application/pdf");
      // The same key without the prefix is another object.
      expect(await storage.has("brochures/12/en-us.pdf")).toBe(false);
      expect(await storage.has("site-a/brochures/12/en-us.pdf")).toBe(true);
    } finally {
      prefixed.close();
    }
  });

  it("refuses keys that are not object names before calling the store", async () => {
    await expect(storage.put("../escape.webp", Buffer.from("x"))).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get("Boats/UPPER.webp")).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("checks the bucket for readiness, and fails for a bucket that does not exist", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = new S3Storage(
      parseStorageUrl(server.storageUrl.replace("keel-test", "no-such-bucket")),
      LOCAL_S3_CREDENTIALS,
    );
    try {
      await expect(missing.check()).rejects.toThrow();
    } finally {
      missing.close();
    }
  });
});

describe("/media over the object store", () => {
  // Two apps over the same bucket, one serving through the API (the default), one redirecting; built once.
  let served: FastifyInstance;
  let redirecting: FastifyInstance;
  beforeAll(async () => {
    const storeEnv = {
      STORAGE_URL: server.storageUrl,
      STORAGE_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    };
    served = await buildTestApp(storeEnv);
    redirecting = await buildTestApp({ ...storeEnv, MEDIA_PUBLIC_URL: "https://cdn.example.net/media/" });
    await storage.put("boats/cd/served-640.webp", Buffer.from("webp bytes"));
  });

  it("serves an object through the API by default: its bytes, type and a year's cache", async () => {
    const response = await served.inject({ method: "GET", url: "/media/boats/cd/served-640.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("webp bytes");
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await served.inject({ method: "GET", url: "/media/boats/cd/missing-640.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
  });

  it("with MEDIA_PUBLIC_URL answers a cacheable redirect to the store's public address instead", async () => {
    const response = await redirecting.inject({ method: "GET", url: "/media/boats/cd/served-640.webp" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("https://cdn.example.net/media/boats/cd/served-640.webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe("");
    // A key that is not an object name is refused, never redirected.
    const bad = await redirecting.inject({ method: "GET", url: "/media/boats/..%2F..%2Fetc/passwd" });
    expect(bad.statusCode).toBe(404);
    expect(bad.headers.location).toBeUndefined();
  });
});
