/**
 * Serves uploaded images (photos, banners, avatars) under /media through the storage interface, so the same
 * route works over local disk or an object store. Keys are random and never rewritten: cacheable for a year.
 * With MEDIA_PUBLIC_URL (a bucket's public address or a CDN in front of it) the route answers a redirect there
 * instead, and the object's bytes never pass through the API.
 */
import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.ts";
import { assertValidKey, type Storage } from "../modules/media/storage.ts";

export function registerMedia(app: FastifyInstance, storage: Storage, publicUrl?: string): void {
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    try {
      assertValidKey(key);
    } catch {
      throw notFound();
    }
    if (publicUrl) {
      // The key never changes its bytes, so the redirect itself may be kept as long as the object.
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .redirect(`${publicUrl}/${key}`, 302);
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
