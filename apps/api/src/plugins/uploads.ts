/**
 * Image uploads (avatars, team banners, boat photos): one multipart file per request, read into memory up to
 * the pipeline's byte limit, then validated, stripped of metadata and resized by the image pipeline.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import type { MessageKey } from "../i18n/messages.ts";
import {
  DEFAULT_IMAGE_LIMITS,
  type ImageErrorCode,
  type ImageLimits,
  ImageRejectedError,
  type ProcessedImage,
  processImage,
} from "../modules/media/image-pipeline.ts";

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DEFAULT_IMAGE_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024 },
  });
}

const MESSAGE: Record<ImageErrorCode, MessageKey> = {
  IMAGE_NOT_AN_IMAGE: "error.imageNotAnImage",
  IMAGE_UNSUPPORTED_FORMAT: "error.imageUnsupported",
  IMAGE_TOO_LARGE: "error.imageTooLarge",
  IMAGE_TOO_MANY_PIXELS: "error.imageTooManyPixels",
  IMAGE_TOO_SMALL: "error.imageTooSmall",
};

function rejected(code: ImageErrorCode, limit?: number): AppError {
  const detail = { path: "body.file", code: code.toLowerCase(), message: code, ...(limit ? { limit } : {}) };
  return new AppError(code === "IMAGE_TOO_LARGE" ? "PAYLOAD_TOO_LARGE" : "UNPROCESSABLE", MESSAGE[code], {
    values: { limit: limit ?? 0 },
    details: [detail],
  });
}

const missingFile = () =>
  new AppError("VALIDATION_FAILED", "error.fileMissing", {
    details: [
      { path: "body.file", code: "required", message: "send the image as multipart/form-data field `file`" },
    ],
  });

/**
 * A multipart body the parser cannot read (no boundary, cut short, no file part…): the client's mistake, a 400
 * like a missing file; the plugin's own HTTP errors (too many parts…) keep their status.
 */
function malformed(error: { statusCode?: number }): never {
  if (typeof error.statusCode === "number" && error.statusCode < 500) throw error;
  throw missingFile();
}

/** Reads the single file of a multipart request and stores its variants; nothing is stored when it is refused. */
export async function receiveImage(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { namespace: string; limits?: Partial<ImageLimits> },
): Promise<ProcessedImage> {
  if (!request.isMultipart()) throw missingFile();
  const file = await request.file().catch(malformed);
  if (!file) throw missingFile();
  const buffer = await file.toBuffer().catch((error: { code?: string; statusCode?: number }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE")
      throw rejected("IMAGE_TOO_LARGE", DEFAULT_IMAGE_LIMITS.maxBytes);
    return malformed(error);
  });
  // The plugin checks `truncated` only as chunks arrive: when the file's bytes up to the limit end exactly on a
  // chunk boundary, busboy cuts the rest off without passing another chunk, and toBuffer returns the first
  // `fileSize` bytes without an error. Whether that happens depends on how the body was split on the way, so
  // without this check a file over the limit was sometimes read as a shorter, broken image (422).
  if (file.file.truncated) throw rejected("IMAGE_TOO_LARGE", DEFAULT_IMAGE_LIMITS.maxBytes);
  try {
    return await processImage(buffer, {
      storage: app.storage,
      namespace: options.namespace,
      limits: options.limits,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw rejected(error.code, error.limit);
    throw error;
  }
}
