import { z } from "zod";
import { FUELS, HULL_MATERIALS } from "./boat-editor.ts";
import { ZBoatCard } from "./boats.ts";
import { COUNTRIES, CURRENCIES } from "./countries.ts";
import { LOCALES } from "./locales.ts";
import {
  KEYWORD_MAX,
  SEARCH_CODE,
  SEARCH_COUNT_MAX,
  SEARCH_COUNTRY_LIST_MAX,
  SEARCH_LENGTH_MAX,
  SEARCH_LIST_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PRICE_MAX,
  SEARCH_SORTS,
  SEARCH_YEAR_MAX,
  SEARCH_YEAR_MIN,
} from "./search-codes.ts";
import { PAGE_SIZES } from "./ui-constants.ts";

export { KEYWORD_MAX, SEARCH_SORTS, type SearchSort } from "./search-codes.ts";

/** A comma-separated list in the query string (`type=sailboat,catamaran`), each value checked. */
const list = <T extends z.ZodType<string, string>>(item: T, max = SEARCH_LIST_MAX) =>
  z
    .string()
    .max(2000)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max))
    .optional();

const money = z.coerce.number().int().min(0).max(SEARCH_PRICE_MAX).optional();
const metres = z.coerce.number().min(0).max(SEARCH_LENGTH_MAX).optional();
const year = z.coerce.number().int().min(SEARCH_YEAR_MIN).max(SEARCH_YEAR_MAX).optional();
const count = z.coerce.number().int().min(0).max(SEARCH_COUNT_MAX).optional();

export const ZBoatSearchQuery = z
  .object({
    q: z.string().trim().max(KEYWORD_MAX).optional(),
    type: list(z.string().regex(SEARCH_CODE)),
    condition: list(z.string().regex(SEARCH_CODE)),
    brand: z.string().regex(SEARCH_CODE).optional(),
    model: z.string().regex(SEARCH_CODE).optional(),
    /** In major units of `currency` (default EUR); compared with the price converted to EUR. */
    priceMin: money,
    priceMax: money,
    currency: z.enum(CURRENCIES).default("EUR"),
    /** In `unit` (metres by default, feet with unit=ft). */
    lengthMin: metres,
    lengthMax: metres,
    unit: z.enum(["m", "ft"]).default("m"),
    yearMin: year,
    yearMax: year,
    country: list(z.enum(COUNTRIES), SEARCH_COUNTRY_LIST_MAX),
    fuel: list(z.enum(FUELS)),
    hull: list(z.enum(HULL_MATERIALS)),
    cabinsMin: count,
    berthsMin: count,
    /** Equipment codes the boat must all have. */
    equipment: list(z.string().regex(SEARCH_CODE)),
    /** Price-reduced boats only (docs/decisions/051-price-history.md); one spelling, so saved searches have one. */
    reduced: z.enum(["true"]).optional(),
    sort: z.enum(SEARCH_SORTS).default("default"),
    page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), { message: "must be 12, 24 or 48" })
      .default(24),
    locale: z.enum(LOCALES).optional(),
    /** Facet counts cost extra queries; the home page does not need them. */
    facets: z.enum(["true", "false"]).default("true"),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    path: ["priceMax"],
    message: "must be at least priceMin",
    params: { reason: "range_inverted" },
  })
  .refine((v) => v.lengthMin === undefined || v.lengthMax === undefined || v.lengthMin <= v.lengthMax, {
    path: ["lengthMax"],
    message: "must be at least lengthMin",
    params: { reason: "range_inverted" },
  })
  .refine((v) => v.yearMin === undefined || v.yearMax === undefined || v.yearMin <= v.yearMax, {
    path: ["yearMax"],
    message: "must be at least yearMin",
    params: { reason: "range_inverted" },
  });
export type TBoatSearchQuery = z.infer<typeof ZBoatSearchQuery>;

const ZFacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TFacetValue = z.infer<typeof ZFacetValue>;

export const FACETS = ["type", "condition", "country", "fuel", "hull", "brand"] as const;
export type FacetName = (typeof FACETS)[number];

export const ZBoatSearchResult = z
  .object({
    items: z.array(ZBoatCard),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The sort actually applied (`default` resolved to relevance or freshness). */
    sort: z.enum(SEARCH_SORTS),
    /** For each facet, the counts with every other filter applied (disjunctive faceting). */
    facets: z.record(z.enum(FACETS), z.array(ZFacetValue)).nullable(),
  })
  .meta({ id: "BoatSearchResult" });
export type TBoatSearchResult = z.infer<typeof ZBoatSearchResult>;

/**
 * Where the listings' change log stands, as an opaque cursor: its newest entry and, on PostgreSQL, the
 * transactions still running when it was read (their entries may commit later below that entry).
 */
export const ZListingsCursor = z.string().regex(/^\d{1,19}(:\d{1,20}(,\d{1,20})*)?$/);

export const ZListingsChangesQuery = z.object({
  /** The cursor of the previous answer; without it, everything counts as changed. */
  since: ZListingsCursor.optional(),
});

/**
 * What changed in the public listings since a cursor (the search change log): the boats and teams whose pages
 * must be rendered again. `all`: something every page shows changed (a catalog label), the cursor fell out of
 * the log's window, or too much changed to list; a reader then drops everything. The web server's page cache
 * reads it before serving a stored page.
 */
export const ZListingsChanges = z
  .object({
    cursor: ZListingsCursor,
    /** The newest entry of the log: it moves with every change. */
    version: z.number().int().min(0),
    boats: z.array(z.number().int()),
    teams: z.array(z.number().int()),
    all: z.boolean(),
  })
  .meta({ id: "ListingsChanges" });
export type TListingsChanges = z.infer<typeof ZListingsChanges>;
