/**
 * Every uploaded picture goes through here before anyone can see it: it must decode as a real photo of a
 * sensible size, it is turned upright, stripped of its metadata (EXIF carries the GPS position of the
 * seller's home and the camera serial) and re-encoded as AVIF and WebP at a few widths for `srcset`.
 * Originals are not kept: what a browser can fetch is exactly what this module wrote.
 */

import { randomBytes } from "node:crypto";
import { PHOTO_MAX_BYTES, PHOTO_MIN_WIDTH, PHOTO_TYPES } from "@keel/contracts/boat-codes";
import type Sharp from "sharp";
import { VARIANT_WIDTHS, variantKey, variantWidthsFor } from "./image-urls.ts";
import type { Storage } from "./storage.ts";

const FORMATS = ["avif", "webp"] as const;

export interface ImageLimits {
  maxBytes: number;
  /** Decoded size guard: a small file can declare a huge canvas (decompression bomb). */
  maxPixels: number;
  minWidth: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: PHOTO_MAX_BYTES,
  maxPixels: 50_000_000,
  minWidth: PHOTO_MIN_WIDTH,
};

/** Stable codes the API maps to HTTP statuses (IMAGE_ERROR_STATUS); messages are for developers. */
export type ImageErrorCode =
  | "IMAGE_NOT_AN_IMAGE"
  | "IMAGE_UNSUPPORTED_FORMAT"
  | "IMAGE_TOO_LARGE"
  | "IMAGE_TOO_MANY_PIXELS"
  | "IMAGE_TOO_SMALL";

export const IMAGE_ERROR_STATUS: Record<ImageErrorCode, 413 | 422> = {
  IMAGE_NOT_AN_IMAGE: 422,
  IMAGE_UNSUPPORTED_FORMAT: 422,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_TOO_SMALL: 422,
};

export class ImageRejectedError extends Error {
  readonly code: ImageErrorCode;
  /** The limit that was crossed (bytes, pixels or width), for the client to show. */
  readonly limit: number | undefined;

  constructor(code: ImageErrorCode, message: string, limit?: number) {
    super(message);
    this.name = "ImageRejectedError";
    this.code = code;
    this.limit = limit;
  }

  get status(): 413 | 422 {
    return IMAGE_ERROR_STATUS[this.code];
  }
}

export interface ProcessImageOptions {
  storage: Storage;
  /** Object key the variants are written under; defaults to a new random key in `namespace`. */
  key?: string;
  /** First key segment for generated keys (`boats`, `teams`, `avatars`). */
  namespace?: string;
  limits?: Partial<ImageLimits>;
  /**
   * `best` (default) for uploads; `fast` encodes about 3x faster for ~20% more bytes, for bulk work such as
   * the demo seed's photo pool, which a first start waits for.
   */
  encoding?: "best" | "fast";
}

export interface ProcessedImage {
  key: string;
  /** Upright dimensions of the picture as received (after EXIF orientation). */
  width: number;
  height: number;
  variantWidths: number[];
}

/** `boats/3f/3f9c…`: the two-character directory keeps any one directory from holding millions of files. */
export function newImageKey(namespace: string): string {
  const id = randomBytes(16).toString("hex");
  return `${namespace}/${id.slice(0, 2)}/${id}`;
}

let loading: Promise<typeof Sharp> | undefined;
/**
 * sharp and libvips, loaded with the first image rather than with the API: most API processes serve far more
 * searches and pages than uploads, and the library holds several megabytes of memory once loaded
 * (docs/decisions/056-search-api-memory-and-stalls.md).
 */
function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}

/** HEIC decoding needs a libheif built with HEVC, which sharp's prebuilt binaries leave out. */
function acceptedMediaTypes(sharp: typeof Sharp): Set<string> {
  const types = new Set<string>(PHOTO_TYPES);
  if (sharp.format.heif.input.fileSuffix?.includes(".heic")) types.add("image/heic");
  return types;
}
let acceptedTypes: Set<string> | undefined;

interface Upright {
  width: number;
  height: number;
}

/** Checks everything that can be known from the header, before spending memory on decoding. */
async function validate(input: Uint8Array, limits: ImageLimits): Promise<Upright> {
  if (input.byteLength > limits.maxBytes) {
    throw new ImageRejectedError(
      "IMAGE_TOO_LARGE",
      `Image is over ${limits.maxBytes} bytes`,
      limits.maxBytes,
    );
  }
  // Reading the header does not decode pixels, so the pixel limit is ours to apply just below. sharp throws
  // at once (not in the promise) for an empty buffer: an empty file part is no image either.
  const sharp = await loadSharp();
  acceptedTypes ??= acceptedMediaTypes(sharp);
  const accepted = acceptedTypes;
  const metadata = await Promise.resolve()
    .then(() => sharp(input, { limitInputPixels: false }).metadata())
    .catch(() => {
      throw new ImageRejectedError("IMAGE_NOT_AN_IMAGE", "File is not an image");
    });
  if (!metadata.mediaType || !accepted.has(metadata.mediaType)) {
    const list = [...accepted].join(", ");
    throw new ImageRejectedError("IMAGE_UNSUPPORTED_FORMAT", `Image format must be one of ${list}`);
  }
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new ImageRejectedError(
      "IMAGE_TOO_MANY_PIXELS",
      `Image is over ${limits.maxPixels} pixels`,
      limits.maxPixels,
    );
  }
  const upright = metadata.autoOrient;
  if (upright.width < limits.minWidth) {
    throw new ImageRejectedError(
      "IMAGE_TOO_SMALL",
      `Image must be at least ${limits.minWidth} pixels wide`,
      limits.minWidth,
    );
  }
  return upright;
}

/**
 * Decodes once into upright sRGB pixels no wider than the largest variant; every variant is resized from
 * this, so a 40 MP photo is decoded a single time rather than once per output.
 */
async function decodeUpright(input: Uint8Array, limits: ImageLimits) {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const sharp = await loadSharp();
  try {
    return await sharp(input, { autoOrient: true, limitInputPixels: limits.maxPixels, failOn: "error" })
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError("IMAGE_NOT_AN_IMAGE", "Image data is corrupt or truncated");
  }
}

type Pixels = Awaited<ReturnType<typeof decodeUpright>>;

// AVIF effort 2 vs 4: about 13x faster for files about 2% larger (measured on a 2400 px photo): sellers wait less.
const EFFORT = { best: { avif: 2, webp: 4 }, fast: { avif: 1, webp: 2 } } as const;

/** Encodes one variant. No `withMetadata`/`keepExif`: sharp writes no EXIF, XMP or GPS unless asked. */
async function encode(
  pixels: Pixels,
  width: number,
  format: "avif" | "webp",
  encoding: "best" | "fast",
): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = pixels;
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (width !== info.width) image = image.resize({ width });
  const effort = EFFORT[encoding][format];
  return format === "avif"
    ? image.avif({ quality: 50, effort }).toBuffer()
    : image.webp({ quality: 78, effort }).toBuffer();
}

/**
 * Validates `input`, then writes `${key}-${width}.avif|webp` for every variant width. Nothing is written
 * unless every variant encoded; a failed write removes what was already stored.
 * @throws ImageRejectedError with a stable code when the input is refused.
 */
export async function processImage(input: Uint8Array, options: ProcessImageOptions): Promise<ProcessedImage> {
  const limits = { ...DEFAULT_IMAGE_LIMITS, ...options.limits };
  const upright = await validate(input, limits);
  const pixels = await decodeUpright(input, limits);
  const key = options.key ?? newImageKey(options.namespace ?? "images");
  const variantWidths = variantWidthsFor(upright.width);
  const jobs = variantWidths.flatMap((width) => FORMATS.map((format) => ({ width, format })));
  const bodies = await Promise.all(
    jobs.map(({ width, format }) => encode(pixels, width, format, options.encoding ?? "best")),
  );
  const keys = jobs.map(({ width, format }) => variantKey(key, width, format));
  try {
    await Promise.all(keys.map((variant, i) => options.storage.put(variant, bodies[i]!)));
  } catch (error) {
    await Promise.allSettled(keys.map((variant) => options.storage.delete(variant)));
    throw error;
  }
  return { key, width: upright.width, height: upright.height, variantWidths };
}

/** Removes every variant of a stored picture (when a photo is deleted or replaced). */
export async function deleteImage(storage: Storage, key: string, width: number): Promise<void> {
  const keys = variantWidthsFor(width).flatMap((w) => FORMATS.map((format) => variantKey(key, w, format)));
  await Promise.all(keys.map((variant) => storage.delete(variant)));
}
