/**
 * A photo as a list's loader data carries it: the variants' URL pattern and widths instead of every URL.
 * The API names a photo's variants `<base>-<width>.<format>` with the same widths in AVIF and WebP
 * (apps/api/src/modules/media/image-urls.ts), so a card's eight URLs (about 570 bytes) are one base and four
 * widths (about 110 bytes). The server packs a card's photo (`packPhoto`); the component unpacks it
 * (`photoVariants`), on the server and in the browser alike, into the same URLs the API sent: the `<img>`
 * markup does not change (docs/decisions/058-lighter-lists.md, "Later … photo URLs").
 * React-free and zod-free: loaders and components both import it.
 */
import type { TImage } from "@keel/contracts/boats";

type Format = "avif" | "webp";

/** The variants of a photo as a pattern: URL of the variant `w` wide in `format` = `${base}-${w}.${format}`. */
export interface PackedPhoto {
  width: number;
  height: number;
  alt: string;
  base: string;
  /** Widths of the WebP variants, smallest first, as the API listed them. */
  widths: number[];
  /** The AVIF variants have the same widths (an image stored before AVIF has none). */
  hasAvif: boolean;
}

/** What a card's photo is in loader data: packed, or the API's image as it came when it follows no pattern. */
export type CardPhoto = PackedPhoto | TImage;

function isPacked(photo: CardPhoto): photo is PackedPhoto {
  return "base" in photo;
}

const variantUrl = (base: string, width: number, format: Format) => `${base}-${width}.${format}`;

/**
 * The photo packed when every variant's URL follows the pattern (and the AVIF widths are the WebP ones);
 * otherwise the image unchanged, so an image served from elsewhere still shows, at full weight.
 */
export function packPhoto(image: TImage): CardPhoto {
  const first = image.webp[0];
  if (!first) return image;
  const suffix = `-${first.width}.webp`;
  if (!first.url.endsWith(suffix)) return image;
  const base = first.url.slice(0, -suffix.length);
  const widths = image.webp.map((v) => v.width);
  const follows = (variants: TImage["webp"], format: Format) =>
    variants.every((v, i) => v.width === widths[i] && v.url === variantUrl(base, v.width, format));
  const hasAvif = image.avif.length > 0;
  if (!follows(image.webp, "webp")) return image;
  if (hasAvif && (image.avif.length !== widths.length || !follows(image.avif, "avif"))) return image;
  return { width: image.width, height: image.height, alt: image.alt, base, widths, hasAvif };
}

/** The photo's variants with their URLs, whichever way it came: what `srcset` and the fallback are built from. */
export function photoVariants(photo: CardPhoto): TImage {
  if (!isPacked(photo)) return photo;
  const urls = (format: Format) =>
    photo.widths.map((width) => ({ url: variantUrl(photo.base, width, format), width }));
  return {
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    avif: photo.hasAvif ? urls("avif") : [],
    webp: urls("webp"),
  };
}

/** A card's boat with its photo packed: what list loaders send (search, home, similar boats, a seller's boats). */
export function withPackedPhoto<T extends { photo: TImage | null }>(
  boat: T,
): Omit<T, "photo"> & { photo: CardPhoto | null } {
  return { ...boat, photo: boat.photo ? packPhoto(boat.photo) : null };
}
