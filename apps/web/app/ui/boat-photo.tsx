import type { TImage } from "@keel/contracts/boats";
import { preload } from "react-dom";
import { useT } from "#app/lib/i18n.ts";
import { Icon } from "./icon.tsx";
import { type CardPhoto, photoVariants } from "./photo-set.ts";

/** Card image slots: one column on phones, two from 640 px, three from 1024 px, four from 1280 px. */
export const CARD_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

interface BoatPhotoProps {
  /** The API's image, or a list's packed one (photo-set.ts): the same markup either way. */
  photo: CardPhoto | null;
  /**
   * The slot's `sizes`; or its width in CSS pixels when fixed (a thumbnail): then one variant per format, the
   * smallest at least twice as wide (sharp on 2x screens), with no `srcset` for the browser to choose from.
   */
  sizes: string | number;
  /** The first image of the page is the likely LCP element: loaded at once, with high priority. */
  isPriority?: boolean;
}

/**
 * AVIF where supported (a <source>), WebP otherwise (the <img>'s own srcset), each with width descriptors so the
 * browser picks the smallest variant that fills the slot. width/height reserve the space (no layout shift).
 */
export function BoatPhoto({ photo: given, sizes, isPriority = false }: BoatPhotoProps) {
  const t = useT();
  const photo = given ? photoVariants(given) : null;
  if (!photo || photo.webp.length === 0) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
        <Icon name="image-off" aria-hidden="true" className="size-8" />
        <span className="text-sm">{t("boat.noPhoto")}</span>
      </div>
    );
  }
  // A fluid slot lists every variant for the browser to choose from; a fixed one names one per format.
  const fixedWidth = typeof sizes === "number" ? 2 * sizes : null;
  const slot = typeof sizes === "string" ? sizes : undefined;
  const srcSet = (variants: TImage["webp"]) =>
    fixedWidth === null ? variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
  /** The smallest variant at least 640 px wide (or twice the fixed slot's width), else the widest. */
  const main = (variants: TImage["webp"]) =>
    [...variants].sort((a, b) => a.width - b.width).find((v) => v.width >= (fixedWidth ?? 640)) ??
    variants.at(-1)!;
  if (isPriority) {
    // A <picture> hides its sources from the preload scanner until the body is parsed: the page's likely
    // largest paint is announced in <head> instead (React hoists it there), in the format the browser takes.
    const best = photo.avif.length > 0 ? { type: "image/avif", variants: photo.avif } : null;
    const { type, variants } = best ?? { type: "image/webp", variants: photo.webp };
    preload(main(variants).url, {
      as: "image",
      type,
      imageSrcSet: srcSet(variants),
      imageSizes: slot,
      fetchPriority: "high",
    });
  }
  // The WebP variants are the <img>'s own (every browser that takes srcset takes WebP): a list shows dozens of
  // photos, and a <source> fewer each is fewer elements and bytes (docs/decisions/058-lighter-lists.md).
  const img = (
    <img
      src={main(photo.webp).url}
      srcSet={srcSet(photo.webp)}
      sizes={slot}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : undefined}
      decoding="async"
      className="boat-photo"
    />
  );
  if (photo.avif.length === 0) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo.avif) ?? main(photo.avif).url} sizes={slot} />
      {img}
    </picture>
  );
}
