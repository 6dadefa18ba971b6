/**
 * Where the variants of a stored picture are and how they are named: what DTOs and pages need of a picture,
 * without the image pipeline (sharp), so that code that only lists pictures (the search workers) never
 * loads it.
 */
import type { TImage } from "@keel/contracts/boats";

/** Widths of the variants pages choose from; the largest covers a full-width photo on a 2x screen. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** Public path the API serves the storage under. */
export const MEDIA_URL_PREFIX = "/media/";

/**
 * The variant widths for a picture `width` pixels wide: every standard width it can fill without
 * upscaling, plus its own width when it falls between two standard ones, so no detail is thrown away.
 */
export function variantWidthsFor(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

export function variantKey(key: string, width: number, format: "avif" | "webp"): string {
  return `${key}-${width}.${format}`;
}

/** URL of one WebP variant, for small fixed-size pictures (avatars and logos at 320, banners at 1024). */
export function webpVariantUrl(key: string, width: number): string {
  return `${MEDIA_URL_PREFIX}${variantKey(key, width, "webp")}`;
}

/** The `TImage` a DTO carries for a stored picture: URLs of every variant, smallest first. */
export function imageUrls(storageKey: string, width: number, height: number, alt: string): TImage {
  const widths = variantWidthsFor(width);
  const urls = (format: "avif" | "webp") =>
    widths.map((w) => ({ url: `${MEDIA_URL_PREFIX}${variantKey(storageKey, w, format)}`, width: w }));
  return { width, height, alt, avif: urls("avif"), webp: urls("webp") };
}
