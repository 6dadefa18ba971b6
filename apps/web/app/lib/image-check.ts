/**
 * Checks an image in the browser before it is uploaded, with the API's limits and issue codes, so that a
 * wrong file is refused at once and in the same words as the server would refuse it.
 */
import type { FieldIssue } from "#app/ui/form/form-errors.ts";

/** The formats the API's image pipeline reads (HEIC only where its build supports it, so not promised). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** The API's upload limit (15 MB). */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;

export interface ImageLimits {
  maxBytes?: number;
  /** Smallest accepted width in pixels (team banners: 1024). */
  minWidth?: number;
}

/** The first problem of a chosen file, as a field issue of `field`, or null when it may be sent. */
export function checkImageFile(
  file: Pick<File, "type" | "size">,
  field = "file",
  limits: ImageLimits = {},
): FieldIssue | null {
  const maxBytes = limits.maxBytes ?? IMAGE_MAX_BYTES;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { path: `body.${field}`, code: "image_unsupported_format" };
  }
  if (file.size > maxBytes) return { path: `body.${field}`, code: "image_too_large", limit: maxBytes };
  return null;
}

/** The width check, once the browser has decoded the preview. */
export function checkImageWidth(width: number, field = "file", limits: ImageLimits = {}): FieldIssue | null {
  if (limits.minWidth && width < limits.minWidth) {
    return { path: `body.${field}`, code: "image_too_small", limit: limits.minWidth };
  }
  return null;
}
