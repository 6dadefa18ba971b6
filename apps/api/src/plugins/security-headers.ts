/**
 * Headers on every API answer (docs/decisions/026-web-security.md):
 *  - `X-Content-Type-Options: nosniff`: a JSON body (which may quote user input) is never read as a script or
 *    a page, nor is an uploaded image served under /media;
 *  - `Cache-Control: no-store` on any answer to a request with credentials: a personal answer is kept by no
 *    cache, shared or the browser's, whatever the route would allow anonymous callers;
 *  - the reference pages at /api/docs: not framable, and a policy that lets them load only their own files.
 */
import type { FastifyInstance } from "fastify";

const DOCS_PREFIX = "/api/docs";

/** Swagger UI loads its own scripts and styles from /api/docs and sets inline styles and data: images. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    if (request.headers.authorization) reply.header("Cache-Control", "no-store");
    if (request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`)) {
      reply.header("X-Frame-Options", "DENY");
      reply.header("Content-Security-Policy", DOCS_CSP);
    }
  });
}
