import { z } from "zod";
import { ZPage, ZPagination } from "./common.ts";
import { LOCALES } from "./locales.ts";

export { BOAT_STATUSES, type BoatStatus } from "./boat-codes.ts";

/** The search's sort options (docs/product.md, Interface rules); `default` is documented in docs/decisions (freshness, then id). */
export const BOAT_SORTS = ["default", "newest", "price_desc", "price_asc", "year_desc", "year_asc"] as const;
export type BoatSort = (typeof BOAT_SORTS)[number];

export const ZBoatListQuery = ZPagination.extend({
  sort: z.enum(BOAT_SORTS).default("default"),
  /** Language of translated labels (condition…); defaults to Accept-Language. */
  locale: z.enum(LOCALES).optional(),
});
export type TBoatListQuery = z.infer<typeof ZBoatListQuery>;

/** Responsive image: variants by width in AVIF and WebP for `srcset`. */
export const ZImage = z.object({
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  avif: z.array(z.object({ url: z.string(), width: z.number().int() })),
  webp: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type TImage = z.infer<typeof ZImage>;

export const ZMoney = z.object({ amount: z.number().int(), currency: z.string().length(3) });

/** What a result card shows (home page, search). */
export const ZBoatCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    price: ZMoney.nullable(),
    isPriceOnRequest: z.boolean(),
    isVatIncluded: z.boolean(),
    yearBuilt: z.number().int().nullable(),
    lengthM: z.number().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    condition: z.string().nullable(),
    photo: ZImage.nullable(),
    publishedAt: z.string().nullable(),
    /** Public boats only: `under_offer` shows an "Under offer" badge. */
    status: z.enum(["published", "under_offer"]),
    /** Set while the boat is price reduced (docs/decisions/051-price-history.md): a "Price reduced" badge. */
    priceReduction: z.object({ percent: z.number(), at: z.string() }).nullable(),
  })
  .meta({ id: "BoatCard" });
export type TBoatCard = z.infer<typeof ZBoatCard>;

export const ZBoatList = ZPage(ZBoatCard).meta({ id: "BoatList" });
export type TBoatList = z.infer<typeof ZBoatList>;
