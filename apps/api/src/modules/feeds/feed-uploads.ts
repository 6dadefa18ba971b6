/**
 * A feed file uploaded by hand waits in the object store for its run, in parts of PART_BYTES written as the
 * upload arrives, so a large upload costs one part of memory whichever process receives it or runs it.
 * The run key is `{base}/{number of parts}`.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { finished, pipeline } from "node:stream/promises";
import { AppError } from "../../errors.ts";
import type { Storage } from "../media/storage.ts";
import { FEED_LIMITS, FeedFileError } from "./feed-advert.ts";

const PART_BYTES = 8 * 1024 * 1024;

function partKeys(uploadKey: string): string[] {
  const slash = uploadKey.lastIndexOf("/");
  const count = Number(uploadKey.slice(slash + 1));
  return Array.from({ length: count }, (_, i) => `${uploadKey.slice(0, slash)}/${i}`);
}

/** Stores the upload's bytes; refuses it (and removes what was stored) past the feed size limit. */
export async function storeUpload(storage: Storage, chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const base = `feed-uploads/${randomBytes(16).toString("hex")}`;
  let part: Uint8Array[] = [];
  let size = 0;
  let total = 0;
  let parts = 0;
  const flush = async () => {
    await storage.put(`${base}/${parts}`, Buffer.concat(part), "application/octet-stream");
    parts++;
    part = [];
    size = 0;
  };
  try {
    for await (const chunk of chunks) {
      total += chunk.byteLength;
      if (total > FEED_LIMITS.maxBytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", "error.feedTooLarge", {
          values: { limit: Math.round(FEED_LIMITS.maxBytes / 1024 / 1024) },
        });
      }
      part.push(chunk);
      size += chunk.byteLength;
      if (size >= PART_BYTES) await flush();
    }
    if (size > 0 || parts === 0) await flush();
  } catch (error) {
    await deleteUpload(storage, `${base}/${parts}`);
    throw error;
  }
  return `${base}/${parts}`;
}

/** Joins the upload's parts into the file at `path`. */
export async function restoreUpload(storage: Storage, uploadKey: string, path: string): Promise<void> {
  const out = createWriteStream(path);
  try {
    for (const key of partKeys(uploadKey)) {
      const object = await storage.get(key);
      if (!object) throw new FeedFileError("unreachable", "upload missing");
      await pipeline(object.stream, out, { end: false });
    }
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
}

export async function deleteUpload(storage: Storage, uploadKey: string): Promise<void> {
  for (const key of partKeys(uploadKey)) await storage.delete(key).catch(() => undefined);
}
