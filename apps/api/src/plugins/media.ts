/**
 * Serves uploaded images (photos, banners, avatars) under /media through the storage interface, so the same
 * route works over local disk or an object store. Keys are random and never rewritten: cacheable for a year.
 */
import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.ts";
import { assertValidKey, type Storage } from "../modules/media/storage.ts";

export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    try {
      assertValidKey(key);
    } catch {
      throw notFound();
    }
    const object = await storage.get(key);
    if (!object) throw notFound();
    return reply
      .header("content-type", object.contentType)
      .header("content-length", object.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(object.stream);
  });
}
