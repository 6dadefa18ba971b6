/**
 * How many bytes of request body the web server reads, per route (docs/decisions/026-web-security.md).
 * Forms are small; the three routes that take an image (avatar, team banner, boat photo) get the API's image
 * limit plus room for the form's other fields. The `/api` proxy applies the API's own limits (JSON 1 MB,
 * multipart uploads the image limit), so a body the API would refuse is refused here at once, before a byte
 * goes upstream. Limits are enforced while the body streams: a declared `Content-Length` over the limit is
 * refused before reading anything, and a body that grows past it (chunked) is cut off at the limit.
 */
import { Transform, type TransformCallback } from "node:stream";
import { IMAGE_MAX_BYTES } from "./image-check.ts";
import { splitLocalePath } from "./locale.ts";

/** Any form of the site: the longest (a boat's description, a reply) is a few dozen kB even percent-encoded. */
export const FORM_BODY_LIMIT = 512 * 1024;
/** One image (the API refuses more than IMAGE_MAX_BYTES) and the few small fields beside it. */
export const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;
/** The API's limit for JSON and other non-multipart bodies (its Fastify `bodyLimit`). */
export const API_JSON_BODY_LIMIT = 1024 * 1024;

/** Site paths (without language prefix) whose forms carry an image file. */
const UPLOAD_PATHS = [
  /^\/dashboard\/settings$/,
  /^\/dashboard\/settings\/team$/,
  /^\/dashboard\/boats\/[^/]+\/photos$/,
];

/** The body limit of a site request (React Router: documents, `.data` requests and resource routes). */
export function siteBodyLimit(pathname: string): number {
  // React Router's data requests post to the page's path plus `.data` (`/_root.data` for the home page).
  const page = pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  const { path } = splitLocalePath(page);
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return UPLOAD_PATHS.some((pattern) => pattern.test(normalized)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** The body limit of a request proxied to the API: the API's own, by content type. */
export function apiBodyLimit(contentType: string | undefined): number {
  return contentType?.toLowerCase().startsWith("multipart/form-data")
    ? UPLOAD_BODY_LIMIT
    : API_JSON_BODY_LIMIT;
}

/** The body limit of any request to the web server: the proxy's for `/api` and `/media`, else the site's. */
export function bodyLimitFor(pathname: string, contentType: string | undefined): number {
  return pathname.startsWith("/api/") || pathname.startsWith("/media/")
    ? apiBodyLimit(contentType)
    : siteBodyLimit(pathname);
}

/**
 * The declared length when it is over `limit`, else null. A malformed `Content-Length` is Node's to refuse
 * (it answers 400 before any handler runs).
 */
export function declaredLengthOver(contentLength: string | undefined, limit: number): number | null {
  if (!contentLength) return null;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > limit ? length : null;
}

export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/**
 * Passes a body through while counting it; past `limit` bytes it fails with BodyTooLargeError instead of
 * passing the chunk on, so at most `limit` bytes ever reach the reader (and nothing past it is buffered).
 */
export function limitBody(limit: number, onExceeded: (error: BodyTooLargeError) => void): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > limit) {
        const error = new BodyTooLargeError(limit);
        onExceeded(error);
        callback(error);
        return;
      }
      callback(null, chunk);
    },
  });
}
