/**
 * Where uploaded files live. The app only speaks to `Storage`, so the local disk used on one machine can be
 * replaced by an S3-compatible object store in production without touching callers. Keys are opaque,
 * slash-separated object names (`boats/ab/abcdef…-640.webp`), never file paths: the disk implementation
 * maps them under its root and refuses anything that could escape it.
 */
import { constants, createReadStream } from "node:fs";
import { access, mkdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../../config.ts";

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface Storage {
  /** Writes the whole object; a reader never sees a partly written one. Overwrites an existing key. */
  put(key: string, body: Uint8Array, contentType?: string): Promise<void>;
  /** The object as a stream, or null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; removing a missing key is not an error (deletes are retried by callers). */
  delete(key: string): Promise<void>;
  /** Throws unless the store can be written and read now (the readiness endpoint asks). */
  check(): Promise<void>;
  /** Releases connections (the API's shutdown). */
  close(): void;
}

export class InvalidStorageKeyError extends Error {
  readonly code = "STORAGE_INVALID_KEY";
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

// Lower-case ASCII segments: the same rule holds on case-insensitive disks and in S3, and keys are safe
// inside URLs without escaping.
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** Throws unless `key` is a relative, normalised object name that cannot address anything outside the store. */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key);
  for (const segment of key.split("/")) {
    if (!SEGMENT.test(segment) || segment.includes("..")) throw new InvalidStorageKeyError(key);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** The directory the API serves under `/media/*` and the disk storage writes to. */
export function uploadsDirOf(dataDir: string): string {
  return resolve(dataDir, "uploads");
}

export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Maps a key to its file, re-checking containment after resolution as a second line of defence. */
  pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, ...key.split("/"));
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside the target then rename: rename is atomic on one file system, so concurrent readers get
    // the old file or the new one, never a truncated image.
    const temporary = join(dirname(path), `.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`);
    try {
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size, contentType: contentTypeOf(key) };
  }

  async has(key: string): Promise<boolean> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  close(): void {}
}

export function createLocalStorage(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(uploadsDirOf(dataDir));
}

/**
 * A store opened with its first use: the S3 store's SDK is several megabytes of code and memory that a process
 * which never touches a file (a search or page server) does not load (decision 056).
 */
export class StorageOnFirstUse implements Storage {
  private opened: Promise<Storage> | undefined;
  private readonly open: () => Promise<Storage>;

  constructor(open: () => Promise<Storage>) {
    this.open = open;
  }

  /** The store itself, opened on the first call. */
  store(): Promise<Storage> {
    this.opened ??= this.open();
    return this.opened;
  }

  async put(key: string, body: Uint8Array, contentType?: string): Promise<void> {
    return (await this.store()).put(key, body, contentType);
  }

  async get(key: string): Promise<StoredObject | null> {
    return (await this.store()).get(key);
  }

  async has(key: string): Promise<boolean> {
    return (await this.store()).has(key);
  }

  async delete(key: string): Promise<void> {
    return (await this.store()).delete(key);
  }

  async check(): Promise<void> {
    return (await this.store()).check();
  }

  close(): void {
    void this.opened?.then((store) => store.close());
  }
}

/** The store the configuration names: an S3-compatible bucket (STORAGE_URL=s3://…), else the local disk. */
export function createStorage(config: Pick<Config, "dataDir" | "storage">): Storage {
  const { storage } = config;
  if (storage.kind === "s3")
    return new StorageOnFirstUse(async () => {
      const { S3Storage } = await import("./s3-storage.ts");
      return new S3Storage(storage.location, storage.credentials);
    });
  return createLocalStorage(config.dataDir);
}
