/**
 * The catalog's (reference lists') fixed lists and limits, with no zod, so the browser may import them (the back
 * office's catalog screens: category and status choices, sorts, the label fields' length). `catalog.ts` builds
 * its schemas on them and re-exports them.
 */

export const BOAT_CATEGORIES = ["power", "sail", "unpowered"] as const;
export type BoatCategory = (typeof BOAT_CATEGORIES)[number];

export const LABEL_MAX = 120;

/** The sort options of a list's fields: `field` ascending, `-field` descending. */
function sortOptions<const F extends string>(fields: readonly [F, ...F[]]) {
  return fields.flatMap((field) => [field, `-${field}` as const]) as [F | `-${F}`, ...(F | `-${F}`)[]];
}

/** `label` sorts by the label in the query's locale; `usage` by the number of boats using the value. */
export const CATALOG_SORTS = sortOptions(["sortOrder", "label", "code", "usage"]);
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const BRAND_STATUSES = ["approved", "pending"] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

export const BRAND_SORTS = sortOptions(["name", "usage", "createdAt"]);
export type BrandSort = (typeof BRAND_SORTS)[number];
