/**
 * Search-engine and link-preview data of the public boat pages: JSON-LD (schema.org Product with its Offer,
 * BreadcrumbList, ItemList of search results) and the Open Graph / Twitter card of a boat (its main photo).
 * Pure functions of the API's data, unit-tested. Loaders call them, so the browser gets their result in the
 * page's data rather than their code (client JS budget, decision 022): React Router calls `meta` on client
 * navigations too, and a page's `meta` only reads what its loader built.
 */
import type { TBoatCard, TImage } from "@keel/contracts/boats";
import type { Locale } from "@keel/contracts/locales";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "./json-ld-scripts.tsx";
import { localizePath } from "./locale.ts";
import type { PageMeta, SiteMeta } from "./meta.ts";
import { toMajorUnits } from "./money.ts";

/** An absolute URL for a path of the site (photos are served under /media by the same origin). */
export function absoluteUrl(site: Pick<SiteMeta, "publicAppUrl">, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.publicAppUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The boat page's path in a locale: `/boats/{slug}`, `/fr/boats/{slug}`. */
export function boatPath(slug: string, locale: Locale): string {
  return localizePath(`/boats/${slug}`, locale);
}

/** The WebP variant closest to `width` (link previews want about 1024 px; WebP is what every scraper reads). */
export function photoVariant(
  image: TImage,
  width = 1024,
): { url: string; width: number; height: number } | null {
  if (image.webp.length === 0) return null;
  const sorted = [...image.webp].sort((a, b) => a.width - b.width);
  const chosen = sorted.find((v) => v.width >= width) ?? sorted[sorted.length - 1]!;
  return {
    url: chosen.url,
    width: chosen.width,
    height: Math.round((chosen.width * image.height) / image.width),
  };
}

const USED_CONDITIONS = new Set(["used", "like_new", "demo", "refitted", "project"]);

/** schema.org itemCondition from the catalog's condition code; unknown codes say nothing. */
export function itemCondition(code: string | null | undefined): string | undefined {
  if (code === "new") return "https://schema.org/NewCondition";
  if (code && USED_CONDITIONS.has(code)) return "https://schema.org/UsedCondition";
  return undefined;
}

interface BoatLdContext {
  site: Pick<SiteMeta, "publicAppUrl" | "brand">;
  locale: Locale;
}

/** The boat as a schema.org Product with one Offer (price, currency, availability, condition, seller). */
export function productJsonLd(boat: TPublicBoat, { site, locale }: BoatLdContext): JsonLd {
  const url = absoluteUrl(site, boatPath(boat.slug, locale));
  const images = boat.photos
    .slice(0, 6)
    .map((photo) => photoVariant(photo.image))
    .filter((v) => v !== null)
    .map((v) => absoluteUrl(site, v.url));
  const condition = itemCondition(boat.condition?.code);
  const offer: JsonLd = {
    "@type": "Offer",
    url,
    availability:
      boat.status === "under_offer" ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock",
    ...(condition ? { itemCondition: condition } : {}),
    ...(boat.price && !boat.isPriceOnRequest
      ? {
          price: toMajorUnits(boat.price.amount, boat.price.currency),
          priceCurrency: boat.price.currency,
          priceSpecification: {
            "@type": "PriceSpecification",
            price: toMajorUnits(boat.price.amount, boat.price.currency),
            priceCurrency: boat.price.currency,
            valueAddedTaxIncluded: boat.isVatIncluded,
          },
        }
      : {}),
    seller: {
      "@type": "Organization",
      name: boat.seller.name,
      url: absoluteUrl(site, localizePath(`/professionals/${boat.seller.slug}`, locale)),
    },
  };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: boat.title,
    description: plainExcerpt(boat.description, 5000),
    url,
    sku: boat.reference,
    ...(images.length > 0 ? { image: images } : {}),
    ...(boat.brand ? { brand: { "@type": "Brand", name: boat.brand.name } } : {}),
    ...(boat.model ? { model: boat.model } : {}),
    ...(boat.boatType ? { category: boat.boatType.label } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    ...(boat.yearBuilt ? { productionDate: String(boat.yearBuilt) } : {}),
    offers: offer,
  };
}

export interface Crumb {
  name: string;
  /** A site path ("/fr/boats"); the last crumb (the page itself) may leave it out. */
  path?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: Pick<SiteMeta, "publicAppUrl">): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(site, crumb.path) } : {}),
    })),
  };
}

/** The first results of a search, so that search engines see the boats a results page links to. */
export function itemListJsonLd(
  boats: readonly Pick<TBoatCard, "slug" | "title">[],
  { site, locale, offset = 0 }: BoatLdContext & { offset?: number },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: boats.length,
    itemListElement: boats.map((boat, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: absoluteUrl(site, boatPath(boat.slug, locale)),
      name: boat.title,
    })),
  };
}

/** Text for a meta description or JSON-LD: whitespace collapsed, cut at a word boundary with an ellipsis. */
export function plainExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export interface BoatPageMeta extends PageMeta {
  /** The boat's slug: canonical and hreflang point to `/boats/{slug}` in each locale. */
  slug: string;
}

/**
 * What a boat page's meta adds to the site's tags (`extra`), built by its loader: the preview (og:image, the
 * main photo at about 1024 px, WebP; a large Twitter card). The site's tags come from buildMeta, given the boat's
 * `/boats/{slug}` path whatever URL served the page (`boatPageMeta`). Its JSON-LD is in the page's body
 * (lib/json-ld.tsx).
 */
export function boatPreviewMeta(
  site: Pick<SiteMeta, "publicAppUrl" | "brand">,
  page: {
    title: string;
    description: string;
    image?: { url: string; width: number; height: number; alt: string } | null;
  },
): MetaDescriptor[] {
  const title = `${page.title} - ${site.brand}`;
  const descriptors: MetaDescriptor[] = [
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.image) {
    const imageUrl = absoluteUrl(site, page.image.url);
    descriptors.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:type", content: "image/webp" },
      { property: "og:image:width", content: String(page.image.width) },
      { property: "og:image:height", content: String(page.image.height) },
      { property: "og:image:alt", content: page.image.alt },
      { name: "twitter:image", content: imageUrl },
      { name: "twitter:image:alt", content: page.image.alt },
    );
  }
  return descriptors;
}
