/**
 * Serves uploaded images (photos, banners, avatars) under /media. Keys are content-addressed and never
 * rewritten, so responses are cacheable for a year.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join, normalize } from "node:path";
import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.ts";

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};
const KEY = /^[a-z0-9/_-]+-\d{2,4}\.(avif|webp|jpg|png)$/;

export function registerMedia(app: FastifyInstance): void {
  const root = join(app.config.dataDir, "uploads");
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    if (!KEY.test(key) || normalize(key) !== key || key.includes("..")) throw notFound();
    const file = join(root, key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw notFound();
    const ext = key.slice(key.lastIndexOf(".") + 1);
    return reply
      .header("content-type", TYPES[ext] ?? "application/octet-stream")
      .header("content-length", info.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(createReadStream(file));
  });
}
